// `npm run quality`: the messy-web corpus against the built service, both agents, with a report
// per field. Exits non-zero when a target is missed (a false or uncited fact, or coverage below
// the target), so it can gate a change like the test does.
import { CORPUS } from './corpus/index.js';
import { COVERAGE_TARGET, fieldsBelowFloor, formatReport } from './report.js';
import { runCorpus, type AgentName } from './run-corpus.js';
import { totals } from './score.js';

const agents: AgentName[] = process.argv.includes('--research')
  ? ['research']
  : process.argv.includes('--llm')
    ? ['llm']
    : ['research', 'llm'];

let failed = false;
for (const agent of agents) {
  const run = await runCorpus(CORPUS, agent);
  const { text, score } = formatReport(CORPUS, run);
  process.stdout.write(`${text}\n\n`);
  const t = totals(score);
  if (
    t.false > 0 ||
    t.falseStatements > 0 ||
    t.uncited > 0 ||
    t.coverage < COVERAGE_TARGET ||
    fieldsBelowFloor(score).length > 0
  )
    failed = true;
}
process.exit(failed ? 1 : 0);
