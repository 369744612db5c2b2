// ESM + ts-jest: see docs/development.md, "Tests". Suites that need PostgreSQL or Redis run only when
// TEST_DATABASE_URL / TEST_REDIS_URL are set; test/support/skip-reporter.js says which were skipped.
// One project per tier, so a tier runs on its own: `npm test -- --selectProjects unit` (seconds),
// `service`, `e2e`, `cli`, `quality`, `docs`. The slow tiers (`process`, `browser`, `packaging`:
// real processes, a browser, package builds) are jest.slow.config.js's: `npm run test:slow`.

/** What every tier shares: TypeScript as ESM, `.js` specifiers resolved to the sources. */
const base = {
  moduleFileExtensions: ['js', 'json', 'ts'],
  // Node's, and it kills what a suite's tests started when the suite ends (test/support).
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
const tier = (name, testTimeout, ...roots) => ({
  ...base,
  displayName: name,
  // Jest takes testTimeout from the whole run only; the environment applies a tier's own.
  testEnvironmentOptions: { testTimeout },
  roots: roots.map((root) => `<rootDir>/${root}`),
});

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

/** The tiers that start real processes, a browser or package builds: `npm run test:slow`. */
export const SLOW_TIERS = ['process', 'browser', 'packaging'];

/** What both configurations share. */
export const RUN = {
  maxWorkers: 2,
  // A tier's own (above) applies; this is for a file run outside every tier.
  testTimeout: 2 * MINUTE,
  reporters: ['default', '<rootDir>/test/support/skip-reporter.js'],
};

export default {
  ...RUN,
  projects: TIERS.filter((t) => !SLOW_TIERS.includes(t.displayName)),
};
