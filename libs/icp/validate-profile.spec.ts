import { parseIcpProfile } from './validate-profile.js';

const valid = {
  id: 'size',
  dimension: 'firmographic',
  field: 'employeeCount',
  op: 'between',
  value: [50, 1000],
  weight: 30,
};
const withRule = (patch: Record<string, unknown>, at = 0) => {
  const rules: Record<string, unknown>[] = [
    { id: 'a', dimension: 'd', field: 'industry', op: 'exists', weight: 1 },
    { id: 'b', dimension: 'd', field: 'title', op: 'exists', weight: 1 },
    { ...valid },
  ];
  rules[at] = { ...rules[at], ...patch };
  for (const key of Object.keys(patch))
    if (patch[key] === undefined) delete rules[at][key];
  return { rules };
};

describe('parseIcpProfile: accepts', () => {
  it('score bands, kept as given', () => {
    const input = { ...withRule({}), bands: { hot: 80, warm: 50 } };
    expect(parseIcpProfile(input)).toEqual({ ok: true, profile: input });
  });

  it('the issue example, normalized to known keys in a fixed order', () => {
    const input = {
      name: 'Mid-market B2B SaaS',
      rules: [
        {
          weight: 20,
          op: 'in',
          value: ['Software', 'SaaS'],
          id: 'saas',
          dimension: 'firmographic',
          field: 'industry',
          description: 'Sells software',
        },
        valid,
        {
          id: 'paid-plan',
          dimension: 'product',
          field: 'metadata.plan',
          op: 'in',
          value: ['team', 'business'],
          weight: 30,
        },
        {
          id: 'work-email',
          dimension: 'persona',
          field: 'isFreeEmail',
          op: 'eq',
          value: false,
          weight: 20,
        },
      ],
    };
    const result = parseIcpProfile(input);
    expect(result).toEqual({ ok: true, profile: input });
    if (!result.ok) throw new Error('unreachable');
    expect(Object.keys(result.profile.rules[0]).join()).toBe(
      'id,dimension,field,op,value,weight,description',
    );
  });

  it.each([
    ['eq string', { op: 'eq', value: 'x', field: 'industry' }],
    ['neq number', { op: 'neq', value: 3 }],
    ['contains boolean', { op: 'contains', value: true }],
    ['nin mixed', { op: 'nin', value: ['a', 1, false] }],
    ['gte fraction', { op: 'gte', value: 0.5 }],
    ['lte negative', { op: 'lte', value: -1 }],
    ['between min = max', { op: 'between', value: [5, 5] }],
    ['missing', { op: 'missing', value: undefined }],
    ['deep metadata', { field: 'metadata.a.b.c' }],
    ['email fact', { field: 'isDisposable', op: 'eq', value: true }],
    ['name', { field: 'name', op: 'exists', value: undefined }],
    ['fractional weight', { weight: 0.25 }],
  ])('%s', (_label, patch) => {
    expect(parseIcpProfile(withRule(patch, 2)).ok).toBe(true);
  });
});

describe('parseIcpProfile: refuses the profile', () => {
  it.each<[string, unknown, string]>([
    [
      'not an object',
      [],
      'profile: must be a JSON object with a "rules" array',
    ],
    ['no rules', {}, 'rules: must be a non-empty array'],
    [
      'bands upside down',
      { ...withRule({}), bands: { hot: 40, warm: 70 } },
      'bands: must be {"hot": n, "warm": m} with whole numbers 0 < warm < hot ≤ 100',
    ],
    ['empty rules', { rules: [] }, 'rules: must be a non-empty array'],
    [
      'too many rules',
      { rules: Array.from({ length: 201 }, () => valid) },
      'rules: at most 200 rules are allowed (got 201)',
    ],
    [
      'unknown key',
      { ...withRule({}), owner: 'x' },
      'profile: unknown key "owner"',
    ],
    [
      'blank name',
      { ...withRule({}), name: '' },
      'name: must be a non-empty string of at most 200 characters',
    ],
    ['rule not an object', { rules: ['x'] }, 'rules[0]: must be an object'],
  ])('%s', (_label, input, error) => {
    expect(parseIcpProfile(input)).toMatchObject({
      ok: false,
      errors: [error],
    });
  });
});

// Rule-level messages start with the rule (by id, by index when the id is unusable) and name the
// member at fault. The value-shape messages per op are tabled in parse-condition.spec.ts.
describe('parseIcpProfile: refuses a rule, naming it and the field', () => {
  const SIZE = 'rules[2] (id "size"): ';
  const NO_ID = 'rules[2]: ';
  const KNOWN =
    'is not a known field (an enrichment fact such as industry or employeeCount, emailDomain, isFreeEmail, isDisposable, isRoleAccount, name, source, or metadata.<path>)';
  const PATH = 'must be metadata.<path> with non-empty dot-separated segments';
  const ID = 'id must be a non-empty string of at most 64 characters';

  it.each<[string, Record<string, unknown>, string]>([
    ['unknown key', { valu: 1 }, `${SIZE}unknown key "valu"`],
    ['id missing', { id: undefined }, `${NO_ID}${ID}`],
    ['id too long', { id: 'x'.repeat(65) }, `${NO_ID}${ID}`],
    ['id blank', { id: ' ' }, `${NO_ID}${ID}`],
    ['id a number', { id: 7 }, `${NO_ID}${ID}`],
    [
      'duplicate id',
      { id: 'a' },
      'rules[2] (id "a"): id "a" is already used by rules[0]',
    ],
    [
      'dimension missing',
      { dimension: undefined },
      `${SIZE}dimension must be a non-empty string of at most 64 characters`,
    ],
    ['field unknown', { field: 'revenue' }, `${SIZE}field "revenue" ${KNOWN}`],
    ['field not a string', { field: 7 }, `${SIZE}field must be a string`],
    [
      'field bare metadata',
      { field: 'metadata' },
      `${SIZE}field "metadata" ${PATH}`,
    ],
    [
      'field empty segment',
      { field: 'metadata.a..b' },
      `${SIZE}field "metadata.a..b" ${PATH}`,
    ],
    [
      'op unknown',
      { op: 'like' },
      `${SIZE}op "like" must be one of eq, neq, in, nin, contains, gte, lte, between, exists, missing`,
    ],
    [
      'between not a pair',
      { value: [1] },
      `${SIZE}value must be [min, max] numbers for op "between"`,
    ],
    [
      'between min > max',
      { value: [10, 1] },
      `${SIZE}value must be [min, max] with min <= max for op "between" (got [10, 1])`,
    ],
    [
      'gte with a numeric string',
      { op: 'gte', value: '5' },
      `${SIZE}value must be a number for op "gte"`,
    ],
    [
      'exists with a value',
      { op: 'exists', value: true },
      `${SIZE}value must be omitted for op "exists"`,
    ],
    [
      'weight zero',
      { weight: 0 },
      `${SIZE}weight must be a positive finite number`,
    ],
    [
      'weight negative',
      { weight: -3 },
      `${SIZE}weight must be a positive finite number`,
    ],
    [
      'weight a string',
      { weight: '30' },
      `${SIZE}weight must be a positive finite number`,
    ],
    [
      'description blank',
      { description: '' },
      `${SIZE}description must be a non-empty string of at most 200 characters`,
    ],
  ])('%s', (_label, patch, error) => {
    expect(parseIcpProfile(withRule(patch, 2))).toMatchObject({
      ok: false,
      errors: [error],
    });
  });

  it('lists every problem at once, across rules', () => {
    const result = parseIcpProfile({
      rules: [
        { id: 'a', dimension: 'd', field: 'industry', op: 'exists', weight: 1 },
        { dimension: '', field: 'nope', op: 'gte', value: 'x', weight: 0 },
        { id: 'a', dimension: 'd', field: 'title', op: 'exists', weight: 1 },
      ],
    });
    expect(result).toMatchObject({
      ok: false,
      errors: [
        'rules[1]: id must be a non-empty string of at most 64 characters',
        'rules[1]: dimension must be a non-empty string of at most 64 characters',
        expect.stringMatching(/^rules\[1\]: field "nope" is not a known field/),
        'rules[1]: value must be a number for op "gte"',
        'rules[1]: weight must be a positive finite number',
        'rules[2] (id "a"): id "a" is already used by rules[0]',
      ],
    });
  });
});

describe('parseIcpProfile issues, for showing them next to each rule', () => {
  it('gives every problem its rule index, and the same lines as errors', () => {
    const result = parseIcpProfile({
      name: '',
      rules: [
        {
          id: 'ok',
          dimension: 'd',
          field: 'industry',
          op: 'eq',
          value: 'Software',
          weight: 1,
        },
        {
          id: 'bad',
          dimension: 'd',
          field: 'nope',
          op: 'eq',
          value: 'x',
          weight: -1,
        },
        'not a rule',
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { rule: null, message: expect.stringMatching(/^name: /) },
      {
        rule: 1,
        message: expect.stringMatching(/^field "nope" is not a known field/),
      },
      { rule: 1, message: 'weight must be a positive finite number' },
      { rule: 2, message: 'must be an object' },
    ]);
    expect(result.errors).toEqual([
      result.issues[0].message,
      `rules[1] (id "bad"): ${result.issues[1].message}`,
      'rules[1] (id "bad"): weight must be a positive finite number',
      'rules[2]: must be an object',
    ]);
  });
});
