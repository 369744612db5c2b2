// `npm run test:faults`: the fault drills in test/faults, one at a time (each starts several
// processes and a PostgreSQL cluster of its own). See docs/development.md, "Fault drills".
import { projectOf } from './jest.config.js';

export default {
  ...projectOf([]),
  displayName: 'faults',
  roots: ['<rootDir>/test/faults'],
  testMatch: ['**/*.drill.ts'],
  maxWorkers: 1,
  testTimeout: 120_000,
  reporters: ['default', '<rootDir>/test/faults/support/summary-reporter.js'],
};
