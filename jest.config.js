// ESM + ts-jest: see docs/development.md, "Tests". Suites that need PostgreSQL or Redis run only when
// TEST_DATABASE_URL / TEST_REDIS_URL are set; test/support/skip-reporter.js says which were skipped.
// `npm test` runs the unit, service, e2e, quality and docs tiers; the slow tiers (`cli`, `process`,
// `browser`, `packaging`: real processes, a browser, package builds) are jest.slow.config.js's:
// `npm run test:slow`. One tier: name its folders (`npm test -- libs src test/unit`, seconds).

import { availableParallelism } from 'node:os';

/** What every tier shares: TypeScript as ESM, `.js` specifiers resolved to the sources. */
const base = {
  moduleFileExtensions: ['js', 'json', 'ts'],
  // Node's, and it kills what a suite's tests started when the suite ends (test/support); it also
  // applies each tier's time-out (below).
  testEnvironment: '<rootDir>/test/support/process-environment.js',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true }],
  },
  testMatch: ['**/*.spec.ts'],
};

/**
 * A tier: its name, how long one of its tests may take, and the folders its specs live in. The
 * time-outs are bounds for a loaded machine, not expectations: a test takes a fraction of its
 * tier's on a quiet one, and its waits return as soon as what they wait for happens, so a busy
 * machine makes the run slower, not red. A test that sets its own time-out sets a larger one.
 */
const tier = (name, testTimeout, ...roots) => ({ name, testTimeout, roots });

const MINUTE = 60_000;

export const TIERS = [
  // Pure code and single classes: no database, no app (local fixture servers at most).
  tier('unit', 2 * MINUTE, 'libs', 'src', 'test/unit'),
  // The real Nest modules on a real database, no HTTP (test/support/service-module.ts).
  tier('service', 3 * MINUTE, 'test/service'),
  // The real application over real HTTP, on SQLite and PostgreSQL.
  tier('e2e', 4 * MINUTE, 'test/e2e'),
  // The built admin CLI as a process.
  tier('cli', 4 * MINUTE, 'test/cli'),
  // The built service as processes: crashes, shutdowns, worker roles.
  tier('process', 6 * MINUTE, 'test/process'),
  // The dashboard in a real headless browser.
  tier('browser', 4 * MINUTE, 'test/browser'),
  // The package itself: dependencies, wiring, the SSRF guard in the built code, generated clients.
  tier('packaging', 20 * MINUTE, 'test/packaging'),
  // The research corpus, graded per field.
  tier('quality', 3 * MINUTE, 'test/quality'),
  // The documentation: links that resolve, tables generated from the code.
  tier('docs', 2 * MINUTE, 'test/docs'),
];

/**
 * The tiers that start real processes, a browser or package builds: `npm run test:slow`. The CLI
 * tier starts a Node process per command (a third of `npm test`'s time when it was there).
 */
export const SLOW_TIERS = ['cli', 'process', 'browser', 'packaging'];

/**
 * One Jest project for a set of tiers. Jest keeps a transform cache per project: with a project
 * per tier, a fresh clone compiled each source file once for every tier that imports it (about
 * 5,000 compilations for 1,000 files, 40 % of the run's CPU). The environment gives each test
 * file its tier's time-out, by the folder it is in (Jest reads `testTimeout` from the whole run).
 */
export const projectOf = (tiers) => ({
  ...base,
  roots: tiers.flatMap((t) => t.roots.map((root) => `<rootDir>/${root}`)),
  testEnvironmentOptions: {
    tierTimeouts: tiers.flatMap((t) =>
      t.roots.map((root) => [root, t.testTimeout]),
    ),
  },
});

/**
 * Two test files per core, at most six: most of a file's time is spent waiting (for a server, a
 * worker, a batching window), so with a file per core the cores idle a quarter of the run. Six
 * keeps the PostgreSQL connections of the apps the files start under the server's hundred.
 */
const WORKERS = Math.min(2 * availableParallelism(), 6);

/** What both configurations share. */
export const RUN = {
  maxWorkers: WORKERS,
  // A tier's own (above) applies; this is for a file run outside every tier.
  testTimeout: 2 * MINUTE,
  reporters: ['default', '<rootDir>/test/support/skip-reporter.js'],
};

export default {
  ...RUN,
  ...projectOf(TIERS.filter((t) => !SLOW_TIERS.includes(t.name))),
};
