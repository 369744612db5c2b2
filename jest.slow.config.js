// `npm run test:slow`: the tiers that start real processes, a browser or package builds (see
// jest.config.js). CI runs it after `npm test` (.ci/run). One file: `npm run test:slow --
// test/process/first-run.spec.ts`; one tier: `npm run test:slow -- test/browser`.
import { projectOf, RUN, SLOW_TIERS, TIERS } from './jest.config.js';

export default {
  ...RUN,
  // A file per core: these files mostly compute (Node processes starting, package builds) rather
  // than wait, and more of them at once only slows each one down.
  maxWorkers: 2,
  ...projectOf(TIERS.filter((t) => SLOW_TIERS.includes(t.name))),
};
