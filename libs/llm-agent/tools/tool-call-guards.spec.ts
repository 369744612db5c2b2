import {
  collectGarbageEvery,
  settledWithin,
} from '../../../test/support/forced-gc.js';
import { TimeoutError } from '../../time-limit/index.js';
import type { AgentTool } from './agent-tool.js';
import { runBounded } from './tool-call-guards.js';

/** A tool that never answers and never looks at its signal. */
const stuck: AgentTool = {
  definition: {
    name: 'stuck_tool',
    description: 'never answers',
    parameters: { type: 'object', properties: {} },
  },
  run: () => new Promise(() => undefined),
};

const now = () => new Date();

describe('runBounded', () => {
  it('stops a tool that ignores its signal at the tool limit, with collections running', async () => {
    const run = new AbortController(); // a live run that never aborts here
    const calling = runBounded(stuck, {}, run.signal, {
      toolTimeoutMs: 200,
      now,
    });
    const stopCollecting = collectGarbageEvery(10);
    const outcome = await settledWithin(calling, 3000);
    stopCollecting();
    expect(outcome).toMatchObject({ state: 'rejected' });
    const { error } = outcome as { error: unknown };
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      message: 'stuck_tool stopped: time limit',
    });
  });

  it('stops the tool with the run’s reason when the run ends first', async () => {
    const run = new AbortController();
    setTimeout(() => run.abort(new Error('run time limit')), 30);
    await expect(
      runBounded(stuck, {}, run.signal, { toolTimeoutMs: 5000, now }),
    ).rejects.toThrow('run time limit');
  });
});
