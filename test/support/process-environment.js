// Jest's node environment, plus: what the tests of a file started is killed when the file ends
// (passed, failed or timed out), and when the test process exits or is told to stop (Jest ends a
// worker with SIGTERM, then SIGKILL). Here, outside the test's sandbox, because the `process`
// a test sees is Jest's copy, whose 'exit' and signal listeners never fire. And the tier's
// time-out per test (jest.config.js `testEnvironmentOptions.tierTimeouts`, by the file's folder):
// Jest itself reads `testTimeout` from the whole run's configuration only, and a test's global
// from here.
import { TestEnvironment } from 'jest-environment-node';
import { relative, sep } from 'node:path';
import { killAll, ownTag, processesTagged } from './test-processes.js';

/** The time-out of the tier whose folder holds the test file (undefined: the run's own). */
export function tierTimeout(projectConfig, testPath) {
  const file = relative(projectConfig.rootDir, testPath).split(sep).join('/');
  const tiers = projectConfig.testEnvironmentOptions?.tierTimeouts ?? [];
  return tiers.find(([folder]) => file.startsWith(`${folder}/`))?.[1];
}

const killOurs = () => killAll(processesTagged(ownTag));
let watching = false;

export default class ProcessEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const timeout = tierTimeout(config.projectConfig, context.testPath);
    // What `jest.setTimeout()` sets, read by jest-circus as the run starts.
    if (timeout) this.global[Symbol.for('TEST_TIMEOUT_SYMBOL')] = timeout;
    if (watching) return;
    watching = true;
    process.once('exit', killOurs);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
      process.once(signal, () => {
        killOurs();
        process.kill(process.pid, signal);
      });
  }

  async teardown() {
    killOurs();
    await super.teardown();
  }
}
