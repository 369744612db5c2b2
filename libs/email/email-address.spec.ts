import {
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  normalizeEmail,
  validateEmail,
} from './email-address.js';

/** An address of exactly `length` characters: `a…a@example.com`. */
function addressOfLength(length: number): string {
  const domain = '@example.com';
  return 'a'.repeat(length - domain.length) + domain;
}

const VALID: string[] = [
  'jane@acme.com',
  'Jane.Doe@Acme.COM',
  'jane.doe@eu.acme.co.uk',
  "o'brien@acme.ie",
  'jane+news@acme.com',
  'jane+@acme.com',
  '+jane@acme.com',
  'jane_@acme.com',
  'jane-@acme.com',
  '_jane@acme.com',
  '-jane@acme.com',
  'j@acme.io',
  '1@acme.io',
  '123@123.com',
  'jane@a.b.c.d.example.org',
  'jane@0-start.com',
  'jane@x-.com',
  'jane@acme--corp.com',
  'jane@acme.museum',
  'jane@acme.co',
  "a'b'c@acme.com",
  'a.b.c@acme.com',
  'jane@sub-domain.acme.dev',
  'UPPER@CASE.ORG',
  'a-b_c+d@e.fg',
  addressOfLength(MAX_EMAIL_LENGTH),
];

const INVALID: Array<[string, unknown, string]> = [
  ['leading dot', '.jane@acme.com', 'must not start with a dot'],
  ['consecutive dots in local', 'jane..doe@acme.com', 'two consecutive dots'],
  ['consecutive dots in domain', 'jane@acme..com', 'two consecutive dots'],
  ['trailing dot in local part', 'jane.@acme.com', 'must end in'],
  ['digits-only TLD', 'jane@acme.123', 'last domain label'],
  ['1-letter TLD', 'jane@acme.c', 'last domain label'],
  ['TLD with a digit', 'jane@acme.c0m', 'last domain label'],
  ['TLD with a hyphen', 'jane@acme.co-m', 'last domain label'],
  ['label starting with -', 'jane@-acme.com', 'domain labels'],
  ['label with underscore', 'jane@ac_me.com', 'domain labels'],
  ['unicode local part', 'jöhn@acme.com', 'local part may only'],
  ['unicode domain', 'john@acmé.com', 'domain labels'],
  ['space inside', 'jane doe@acme.com', 'local part may only'],
  ['leading space (no trim)', ' jane@acme.com', 'local part may only'],
  ['trailing space (no trim)', 'jane@acme.com ', 'last domain label'],
  ['trailing newline', 'jane@acme.com\n', 'last domain label'],
  ['missing @', 'jane.acme.com', 'missing @'],
  ['two @', 'jane@doe@acme.com', 'exactly one @'],
  ['empty local', '@acme.com', 'empty local part'],
  ['empty domain', 'jane@', 'at least two labels'],
  ['single-label domain', 'jane@localhost', 'at least two labels'],
  ['domain ends with dot', 'jane@acme.com.', 'last domain label'],
  ['domain starts with dot', 'jane@.acme.com', 'domain labels'],
  ['quoted local', '"jane"@acme.com', 'local part may only'],
  ['comma in local', 'jane,doe@acme.com', 'local part may only'],
  ['IP literal domain', 'jane@[127.0.0.1]', 'domain labels'],
  ['empty string', '', 'empty'],
  ['321 characters', addressOfLength(MAX_EMAIL_LENGTH + 1), 'at most 320'],
  ['not a string', 42, 'must be a string'],
  ['null', null, 'must be a string'],
];

describe('validateEmail', () => {
  it.each(VALID)('accepts %s', (email) => {
    expect(validateEmail(email)).toEqual({ ok: true, email });
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(INVALID)('rejects %s', (_label, input, reasonPart) => {
    const result = validateEmail(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toMatch(/^email must /);
      expect(result.reason).toContain(reasonPart);
    }
  });

  it('names the limit and the field in its reasons', () => {
    expect(validateEmail('x'.repeat(10_000))).toEqual({
      ok: false,
      reason: 'email must be at most 320 characters',
    });
    expect(validateEmail('nope')).toEqual({
      ok: false,
      reason: 'email must be a valid address (missing @)',
    });
  });

  // Adversarial shapes that make naive patterns backtrack exponentially. Under the length
  // limit they reach the regex; the test only needs them to return.
  const adversarial: string[] = [
    'a'.repeat(300) + '@' + 'a.'.repeat(9),
    'a'.repeat(160) + '@' + 'a-'.repeat(79) + '!',
    'a.'.repeat(155) + '@a.b',
    '@'.repeat(320),
    'a'.repeat(318) + '@',
    'a@' + 'a.'.repeat(158) + '1',
    'a'.repeat(300) + '@' + 'a.'.repeat(5_000),
    'a.'.repeat(5_000),
  ];
  it.each(adversarial.map((s) => [s.length, s]))(
    'returns for adversarial input of %i chars',
    (_len, input) => {
      expect(validateEmail(input).ok).toBe(false);
      expect(EMAIL_PATTERN.test(input as string)).toBe(false);
    },
  );
});

describe('normalizeEmail', () => {
  it.each([
    ['Jane.Doe@Acme.COM', 'jane.doe@acme.com'],
    ['jane@acme.com', 'jane@acme.com'],
    ["O'Brien+Tag@X.IE", "o'brien+tag@x.ie"],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});
