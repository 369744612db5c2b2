/** The time-out of the tier whose folder holds the test file (undefined: the run's own). */
export function tierTimeout(
  projectConfig: {
    rootDir: string;
    testEnvironmentOptions?: { tierTimeouts?: Array<[string, number]> };
  },
  testPath: string,
): number | undefined;
