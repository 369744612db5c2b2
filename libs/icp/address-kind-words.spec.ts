// The score's explanation names the address by its kind (issue 30): a rule on one flag must not
// call a disposable address "a free-mail address", nor a team inbox "a work address" as if it
// were a person's. Table-driven over the kinds of address and the flag rules a profile may hold.
import { signalsFor } from '../../test/support/fixtures/tool-results.js';
import type { EmailSignals } from '../research/types.js';
import { scoreActor } from './evaluate.js';
import type { IcpEmailField, IcpProfile } from './icp-profile.js';

const KINDS: Array<[string, EmailSignals]> = [
  ['work', signalsFor('acme.com')],
  ['role', signalsFor('acme.com', { isRoleAccount: true })],
  ['free', signalsFor('gmail.com', { isFreeEmail: true })],
  [
    'disposable',
    signalsFor('mailinator.com', { isFreeEmail: true, isDisposable: true }),
  ],
  [
    'disposable, not on a free-mail list',
    signalsFor('tempinbox.test', { isDisposable: true }),
  ],
];

const profileOn = (field: IcpEmailField, value: boolean): IcpProfile => ({
  rules: [
    { id: 'r', dimension: 'address', field, op: 'eq', value, weight: 10 },
  ],
});

const explanation = (
  signals: EmailSignals,
  field: IcpEmailField,
  value: boolean,
) =>
  scoreActor(profileOn(field, value), {
    enrichment: null,
    signals,
    name: null,
    source: null,
    metadata: null,
  }).scoring.explanation;

describe('the explanation of an address rule, by kind of address', () => {
  const rules: Array<[IcpEmailField, boolean]> = [
    ['isFreeEmail', false],
    ['isFreeEmail', true],
    ['isDisposable', false],
    ['isDisposable', true],
    ['isRoleAccount', false],
    ['isRoleAccount', true],
  ];
  const cases = KINDS.flatMap(([kind, signals]) =>
    rules.map(([field, value]) => [kind, field, value, signals] as const),
  );

  it.each(cases)('%s address, rule %s = %s', (kind, field, value, signals) => {
    const text = explanation(signals, field, value);
    if (kind.startsWith('disposable')) {
      expect(text).toContain('a disposable address');
      expect(text).not.toMatch(/free-mail|a work address|personal address/);
    }
    if (kind === 'role') {
      expect(text).not.toMatch(/a work address|a personal address/);
      if (field === 'isFreeEmail' || (field === 'isRoleAccount' && value))
        expect(text).toMatch(
          /shared team inbox, not a person's|shared team inbox \(info@, sales@…\), not a person's/,
        );
    }
    if (kind === 'work' && field === 'isFreeEmail')
      expect(text).toContain('a work address');
    if (kind === 'free' && field === 'isFreeEmail')
      expect(text).toContain('a free-mail address');
  });

  it('reads like the issue’s two cases, corrected', () => {
    expect(explanation(KINDS[3][1], 'isFreeEmail', false)).toBe(
      'Score 0/100: nothing raised it. Lowered by a disposable address.',
    );
    expect(explanation(KINDS[1][1], 'isFreeEmail', false)).toBe(
      "Score 100/100: raised by a company's shared team inbox, not a person's address. Nothing lowered it.",
    );
  });
});
