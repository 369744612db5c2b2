// The messy-web corpus, run against the built service for both agents (the LLM agent with a
// careless scripted model). No fact may be false or uncited, and the facts a careful researcher
// finds must be found (coverage). `npm run quality` prints the full report.
import { CORPUS } from './corpus/index.js';
import {
  COVERAGE_TARGET,
  FIELD_FLOOR,
  fieldsBelowFloor,
  formatReport,
} from './report.js';
import { runCorpus, type AgentName } from './run-corpus.js';
import { totals, type Score } from './score.js';

describe('the messy-web corpus', () => {
  it('has at least two cases for every failure class and missed fact', () => {
    const perKind = new Map<string, number>();
    for (const c of CORPUS) perKind.set(c.kind, (perKind.get(c.kind) ?? 0) + 1);
    for (const [kind, count] of perKind)
      expect({ kind, count }).toEqual({ kind, count: expect.any(Number) });
    expect([...perKind].filter(([, count]) => count < 2)).toEqual([]);
    expect(new Set(CORPUS.map((c) => c.id)).size).toBe(CORPUS.length);
  });
});

describe.each<AgentName>(['research', 'llm'])(
  'the %s agent on the messy-web corpus',
  (agent) => {
    let score: Score;
    let report: string;

    beforeAll(async () => {
      const run = await runCorpus(CORPUS, agent);
      ({ text: report, score } = formatReport(CORPUS, run));
    }, 240_000);

    const problems = (kind: 'false' | 'uncited' | 'missed') =>
      score.problems
        .filter((p) => p.kind === kind)
        .map((p) => `${p.caseId} ${p.field}: ${p.detail}`);

    it('states no false fact', () => {
      expect(problems('false')).toEqual([]);
    });

    it('cites every fact to where it was stated', () => {
      expect(problems('uncited')).toEqual([]);
    });

    it(`finds at least ${COVERAGE_TARGET * 100}% of the expected facts`, () => {
      // On a miss, the whole report is the failure message: it lists every missed fact.
      const met = totals(score).coverage >= COVERAGE_TARGET;
      expect(met ? 'target met' : report).toBe('target met');
    });

    it(`finds at least ${FIELD_FLOOR * 100}% of each field a record is bought for`, () => {
      const below = fieldsBelowFloor(score);
      expect(below.length ? report : 'floors met').toBe('floors met');
    });
  },
);
