// Jest's node environment, plus: what the tests of a file started is killed when the file ends
// (passed, failed or timed out), and when the test process exits or is told to stop (Jest ends a
// worker with SIGTERM, then SIGKILL). Here, outside the test's sandbox, because the `process`
// a test sees is Jest's copy, whose 'exit' and signal listeners never fire.
import { TestEnvironment } from 'jest-environment-node';
import { killAll, ownTag, processesTagged } from './test-processes.js';

const killOurs = () => killAll(processesTagged(ownTag));
let watching = false;

export default class ProcessEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
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
