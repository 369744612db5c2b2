// ESM + ts-jest: see docs/development.md, "Tests". Suites that need PostgreSQL or Redis run only when
// TEST_DATABASE_URL / TEST_REDIS_URL are set; test/support/skip-report.js says which were skipped.
export default {
  moduleFileExtensions: ['js', 'json', 'ts'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true }],
  },
  roots: ['<rootDir>/libs', '<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  maxWorkers: 2,
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/test/support/skip-reporter.js'],
};
