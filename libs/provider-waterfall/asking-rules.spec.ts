import type { ProviderOutcome } from '../providers/provider.js';
import type { Enrichment } from '../research/types.js';
import * as rules from './asking-rules.js';

const provider = (
  over: Partial<rules.ChainedProvider> = {},
): rules.ChainedProvider => ({
  status: 'valid',
  mode: 'gaps',
  monthlyBudget: null,
  spend: 0,
  ...over,
});
const known: Enrichment = { fullName: 'Jane Doe' };
const run = (over: Partial<Parameters<typeof rules.skipReason>[1]> = {}) => ({
  enrichment: known,
  missing: ['title' as const],
  rateLimited: false,
  outOfTime: false,
  ...over,
});

describe('whether a provider is asked about the person', () => {
  it.each([
    ['a refused key', provider({ status: 'invalid' }), run(), 'invalid_key'],
    ['a paused provider', provider({ status: 'paused' }), run(), 'paused'],
    [
      'a 429 still in force',
      provider(),
      run({ rateLimited: true }),
      'rate_limited',
    ],
    [
      'gaps mode, nothing missing, person known',
      provider(),
      run({ missing: [] }),
      'not_needed',
    ],
    [
      'gaps mode, nothing missing, person unknown',
      provider(),
      run({ missing: [], enrichment: {} }),
      null,
    ],
    [
      'always mode, nothing missing',
      provider({ mode: 'always' }),
      run({ missing: [] }),
      null,
    ],
    ['the run out of time', provider(), run({ outOfTime: true }), 'no_time'],
    ['a fact missing', provider(), run(), null],
    [
      'a refused key, whatever else',
      provider({ status: 'invalid' }),
      run({ rateLimited: true, outOfTime: true }),
      'invalid_key',
    ],
  ])('%s: %s', (_name, p, state, reason) => {
    expect(rules.skipReason(p, state)).toBe(reason);
  });
});

describe('the monthly budget', () => {
  it.each([
    [null, 1000, false],
    [10, 9, false],
    [10, 10, true],
    [0, 0, true],
  ])('budget %s, spent %s: spent = %s', (monthlyBudget, spend, spent) => {
    expect(rules.budgetSpent(provider({ monthlyBudget, spend }))).toBe(spent);
  });
});

describe('whether the company is asked after the person', () => {
  it('gaps mode: when a company fact the profile uses is missing', () => {
    const e: Enrichment = { companyName: 'Acme' };
    const missing = rules.missingCompanyFacts(e, [
      'companyName',
      'industry',
      'title',
    ]);
    expect(missing).toEqual(['industry']);
    expect(rules.wantsCompany('gaps', e, missing)).toBe(true);
    expect(rules.wantsCompany('gaps', e, [])).toBe(false);
  });

  it('always mode: when none of the core company facts is known', () => {
    expect(rules.wantsCompany('always', {}, [])).toBe(true);
    expect(
      rules.wantsCompany('always', { industry: 'Software' }, ['companyName']),
    ).toBe(false);
  });
});

const answer = (kind: string, more: object = {}) =>
  ({
    kind,
    status: 401,
    retryAfterMs: null,
    ...more,
  }) as unknown as ProviderOutcome;

describe('what an answer means for the rest of the run', () => {
  it.each([
    ['invalid_key', true],
    ['out_of_credits', true],
    ['rate_limited', true],
    ['unavailable', false],
    ['no_match', false],
    ['match', false],
  ])('%s ends its turn: %s', (kind, ends) => {
    expect(rules.endsTurn(answer(kind))).toBe(ends);
  });

  it('a 429 keeps it aside for its Retry-After, or a minute without one', () => {
    expect(
      rules.rateLimitPauseMs({ kind: 'rate_limited', retryAfterMs: 5000 }),
    ).toBe(5000);
    expect(
      rules.rateLimitPauseMs({ kind: 'rate_limited', retryAfterMs: null }),
    ).toBe(60_000);
  });
});
