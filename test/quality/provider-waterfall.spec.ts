// The provider cases (corpus/providers.ts) through the real service with every data provider
// enabled in `always` mode: each provider's answer meets the waterfall's trust rules, and the
// bar stays zero false facts — an employer on another domain than the address's is never the
// company, a free-mail person's employer is only the provider's claim.
import { PROVIDER_CASES } from './corpus/providers.js';
import { formatReport } from './report.js';
import { runCorpus } from './run-corpus.js';
import type { Score } from './score.js';

describe('the provider cases through the waterfall', () => {
  let score: Score;

  beforeAll(async () => {
    const run = await runCorpus(PROVIDER_CASES, 'research', {
      providers: true,
    });
    ({ score } = formatReport(PROVIDER_CASES, run));
  }, 240_000);

  const problems = (kind: 'false' | 'uncited') =>
    score.problems
      .filter((p) => p.kind === kind)
      .map((p) => `${p.caseId} ${p.field}: ${p.detail}`);

  it('states no false fact', () => {
    expect(problems('false')).toEqual([]);
  });

  it('cites every fact', () => {
    expect(problems('uncited')).toEqual([]);
  });
});
