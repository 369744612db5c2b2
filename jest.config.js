// ESM + ts-jest: see docs/development.md, "Tests". Suites that need PostgreSQL or Redis run only when
// TEST_DATABASE_URL / TEST_REDIS_URL are set; test/support/skip-reporter.js says which were skipped.
// One project per tier, so a tier runs on its own: `npm test -- --selectProjects unit` (seconds),
// `service`, `e2e`, `cli`, `process`, `browser`, `packaging`, `quality`, `docs`.

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

/** A tier: its name and the folders its specs live in. */
const tier = (name, ...roots) => ({
  ...base,
  displayName: name,
  roots: roots.map((root) => `<rootDir>/${root}`),
});

export const TIERS = [
  // Pure code and single classes: no database, no app (local fixture servers at most).
  tier('unit', 'libs', 'src', 'test/unit'),
  // The real Nest modules on a real database, no HTTP (test/support/service-module.ts).
  tier('service', 'test/service'),
  // The real application over real HTTP, on SQLite and PostgreSQL.
  tier('e2e', 'test/e2e'),
  // The built admin CLI as a process.
  tier('cli', 'test/cli'),
  // The built service as processes: crashes, shutdowns, worker roles.
  tier('process', 'test/process'),
  // The dashboard in a real headless browser.
  tier('browser', 'test/browser'),
  // The package itself: dependencies, wiring, the SSRF guard in the built code.
  tier('packaging', 'test/packaging'),
  // The research corpus, graded per field.
  tier('quality', 'test/quality'),
  // The documentation: links that resolve, tables generated from the code.
  tier('docs', 'test/docs'),
];

export default {
  projects: TIERS,
  maxWorkers: 2,
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/test/support/skip-reporter.js'],
};
