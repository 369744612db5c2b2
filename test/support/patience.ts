// How long a test waits for something that will happen: the bound it names (enough on a quiet
// machine), times PATIENCE. A wait returns as soon as what it waits for happens, so the factor
// costs a passing test nothing; it keeps a loaded machine (a CI runner beside other jobs, two
// `yes > /dev/null` on both cores) from turning slowness into failures. TEST_PATIENCE sets another
// factor. Timings a test asserts (within a window, after a time limit) are not waits: they keep
// their own bounds.
export const PATIENCE = Number(process.env.TEST_PATIENCE ?? 4);

export const patient = (ms: number): number => ms * PATIENCE;
