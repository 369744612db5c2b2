// Every way a run can be cut short (or fail to answer) ends in a recorded fallback within its limits, and transient
// model errors are retried inside the budget. Times are generous upper bounds only.
import {
  answer,
  call,
  refOf,
} from '../../test/support/fixtures/llm-conversation.js';
import { JANE_EMAIL } from '../../test/support/fixtures/fixture-data.js';
import {
  startScriptedLlm,
  type Script,
  type ScriptedLlm,
  type Turn,
} from '../../test/support/fixtures/scripted-llm-server.js';
import {
  llmAgentDeps,
  startLlmWorld,
  TEST_LLM_KEY,
} from '../../test/support/llm-agent-harness.js';
import type { OutsideWorld } from '../../test/support/outside-world.js';
import { runLlmAgent } from './run-llm-agent.js';

const JANE = { email: JANE_EMAIL, name: null, source: null, metadata: null };

describe('runLlmAgent limits and fallbacks', () => {
  let world: OutsideWorld;
  let llm: ScriptedLlm | undefined;
  beforeAll(async () => {
    world = await startLlmWorld();
  });
  afterEach(() => llm?.close());
  afterAll(() => world.close());

  async function run(
    script: Script | Turn[],
    limits: Parameters<typeof llmAgentDeps>[2] = {},
    signal = new AbortController().signal,
  ) {
    llm = await startScriptedLlm(script);
    const started = Date.now();
    const outcome = await runLlmAgent(
      JANE,
      llmAgentDeps(world, llm, limits),
      signal,
    );
    return { outcome, ms: Date.now() - started };
  }

  it('cuts endless tool calls off at the step limit', async () => {
    const { outcome } = await run(() => call('email'), { maxSteps: 4 });
    expect(outcome.kind).toBe('fallback');
    expect(outcome.record).toMatchObject({
      fallbackReason: 'step_limit',
      steps: 4,
    });
    expect(llm!.requests).toHaveLength(4);
    expect(outcome.record.toolCalls).toHaveLength(4);
  });

  it('stops when the token budget is spent', async () => {
    const { outcome } = await run(
      () => ({
        toolCalls: [{ name: 'email' }],
        usage: { prompt_tokens: 3000, completion_tokens: 10 },
      }),
      { maxTokens: 5000 },
    );
    expect(outcome.record).toMatchObject({
      fallbackReason: 'token_limit',
      steps: 2,
    });
    expect(outcome.record.usage.totalTokens).toBe(6020);
  });

  it('retries 429 and 5xx with backoff, then carries on', async () => {
    const { outcome } = await run((req, i) =>
      [
        (): Turn => ({ status: 429, retryAfter: '0' }),
        (): Turn => ({ status: 503 }),
        () => call('email'),
        () =>
          answer({
            enrichment: {
              fullName: 'Jane Doe',
              citations: { fullName: refOf(req, 'email') },
            },
          }),
      ][i](),
    );
    expect(outcome.kind).toBe('answered');
    expect(outcome.record).toMatchObject({ steps: 2, modelRequests: 4 });
  });

  it('falls back at once on a non-transient error, and never records the key', async () => {
    const { outcome } = await run([{ status: 401 }]);
    expect(outcome.record).toMatchObject({
      fallbackReason: 'model_error',
      fallbackDetail: 'HTTP 401',
      modelRequests: 1,
    });
    expect(JSON.stringify(outcome.record)).not.toContain(TEST_LLM_KEY);
  });

  it('cuts a hanging model off at the run time limit', async () => {
    const { outcome, ms } = await run(() => ({ hang: true }), {
      timeoutMs: 1000,
      requestTimeoutMs: 30_000,
    });
    expect(outcome.record.fallbackReason).toBe('time_limit');
    expect(ms).toBeLessThan(5000);
  });

  it('gives up on requests that keep timing out after the retries', async () => {
    const { outcome, ms } = await run(() => ({ hang: true }), {
      requestTimeoutMs: 200,
      maxRetries: 1,
    });
    expect(outcome.record).toMatchObject({
      fallbackReason: 'model_error',
      modelRequests: 2,
    });
    // Under Jest's module sandbox the client cannot tell its own timeout from a failed connection.
    expect(outcome.record.fallbackDetail).toMatch(
      /timed out|connection failed/,
    );
    expect(ms).toBeLessThan(5000);
  });

  it("throws the job's own abort instead of falling back", async () => {
    const job = new AbortController();
    setTimeout(() => job.abort(new Error('job timed out')), 200);
    await expect(run(() => ({ hang: true }), {}, job.signal)).rejects.toThrow(
      'job timed out',
    );
  });

  it('falls back when the answer is still invalid after the repair', async () => {
    const { outcome } = await run([
      answer({ enrichment: { employeeCount: 'many' } }),
      { content: 'sorry' },
    ]);
    expect(outcome.kind).toBe('fallback');
    expect(outcome.record).toMatchObject({
      fallbackReason: 'invalid_output',
      repaired: true,
      modelRequests: 2,
    });
  });
});
