// The llm agent against a scripted OpenAI-compatible server and the local outside world: real
// HTTP both ways, the real openai client, the real research tools and fetch_page.
import {
  answer,
  call,
  callAll,
  refOf,
} from '../../test/support/fixtures/llm-conversation.js';
import { ABOUT_URL } from '../../test/support/fixtures/llm-fixture-sites.js';
import { FIXED_NOW } from '../../test/support/fixtures/research-input.js';
import {
  startScriptedLlm,
  type Script,
  type ScriptedLlm,
} from '../../test/support/fixtures/scripted-llm-server.js';
import { JANE_EMAIL } from '../../test/support/fixtures/fixture-data.js';
import {
  llmAgentDeps,
  startLlmWorld,
  TEST_LLM_KEY,
} from '../../test/support/llm-agent-harness.js';
import type { OutsideWorld } from '../../test/support/outside-world.js';
import { runLlmAgent, type LlmAgentOutcome } from './run-llm-agent.js';

const JANE = {
  email: JANE_EMAIL,
  name: 'Jane Doe',
  source: 'signup',
  metadata: { plan: 'team' },
};

function answered(o: LlmAgentOutcome) {
  if (o.kind !== 'answered')
    throw new Error(`fell back: ${JSON.stringify(o.record)}`);
  return o;
}

describe('runLlmAgent', () => {
  let world: OutsideWorld;
  let llm: ScriptedLlm | undefined;
  beforeAll(async () => {
    world = await startLlmWorld();
  });
  afterEach(() => llm?.close());
  afterAll(() => world.close());

  async function run(script: Script) {
    llm = await startScriptedLlm(script);
    return runLlmAgent(
      JANE,
      llmAgentDeps(world, llm),
      new AbortController().signal,
    );
  }
  it('researches with tools and cites facts from the calls it made', async () => {
    const outcome = answered(
      await run((req, i) =>
        [
          () => callAll('email', 'gravatar', 'website'),
          () => call('fetch_page', { url: ABOUT_URL }),
          () =>
            answer({
              enrichment: {
                fullName: 'Jane Doe',
                title: 'Head of Growth',
                companyName: 'Acme Analytics',
                fundingStage: 'Series B',
                techStack: ['Stripe'],
                citations: {
                  fullName: refOf(req, 'gravatar'),
                  title: refOf(req, 'gravatar'),
                  companyName: refOf(req, 'website'),
                  fundingStage: refOf(req, 'fetch_page'),
                  'techStack.Stripe': refOf(req, 'website'),
                },
              },
              intelligence: {
                summary: 'Jane Doe leads Growth at Acme Analytics (Series B).',
                highlights: ['Series B: budget for tooling'],
                citations: { summary: [refOf(req, 'gravatar'), 'metadata'] },
              },
            }),
        ][i](),
      ),
    );
    const e = outcome.enrichment;
    expect(e).toMatchObject({
      fullName: 'Jane Doe',
      title: 'Head of Growth',
      companyName: 'Acme Analytics',
      fundingStage: 'Series B',
      // What the tools found and the model left out is kept as the keyless merge keeps it.
      techStack: ['Stripe', 'HubSpot', 'Segment'],
      companyDomain: 'acme.test',
      sources: ['email', 'fetch_page', 'gravatar', 'website'],
      enrichedAt: FIXED_NOW.toISOString(),
    });
    expect(e.citations!.fundingStage).toEqual({
      url: ABOUT_URL,
      tool: 'fetch_page',
      title: 'About Acme Analytics',
      retrievedAt: FIXED_NOW.toISOString(),
    });
    expect(e.citations!.title).toMatchObject({
      tool: 'gravatar',
      url: expect.stringContaining('gravatar'),
    });
    expect(e.confidence).toBeGreaterThan(0.3);
    expect(outcome.intelligence.summary).toBe(
      'Jane Doe leads Growth at Acme Analytics (Series B).',
    );
    expect(outcome.intelligence.citations!.summary.map((c) => c.tool)).toEqual([
      'gravatar',
      'metadata',
    ]);

    const r = outcome.record;
    expect(r).toMatchObject({
      outcome: 'answered',
      steps: 3,
      modelRequests: 3,
      repaired: false,
      droppedFacts: [],
    });
    expect(r.usage).toEqual({
      promptTokens: 300,
      completionTokens: 60,
      totalTokens: 360,
      estimated: false,
    });
    expect(r.toolCalls.map((c) => [c.ref, c.tool, c.ok])).toEqual([
      ['T1', 'email', true],
      ['T2', 'gravatar', true],
      ['T3', 'website', true],
      ['T4', 'fetch_page', true],
    ]);
    const first = llm!.requests[0];
    expect(first.authorization).toBe(`Bearer ${TEST_LLM_KEY}`);
    expect(first.body.tools!.map((t) => t.function.name).sort()).toEqual([
      'dns',
      'email',
      'fetch_page',
      'github',
      'gravatar',
      'website',
    ]);
    expect(JSON.stringify(r)).not.toContain(TEST_LLM_KEY);
  });

  it('repairs an invalid answer once', async () => {
    const outcome = answered(
      await run((req, i) =>
        [
          () => call('email'),
          () => ({
            content: 'Here is what I found: {"enrichment": {fullName: Jane',
          }),
          () =>
            answer({
              enrichment: {
                fullName: 'Jane Doe',
                citations: { fullName: refOf(req, 'email') },
              },
            }),
        ][i](),
      ),
    );
    expect(outcome.enrichment.fullName).toBe('Jane Doe');
    expect(outcome.record).toMatchObject({
      repaired: true,
      steps: 2,
      modelRequests: 3,
    });
    const repair = llm!.requests[2].body;
    expect(repair.tools).toBeUndefined();
    expect(repair.messages.at(-1)).toMatchObject({
      role: 'user',
      content: expect.stringContaining('not a valid answer'),
    });
  });

  it('drops facts that cite nothing, or a call that never happened', async () => {
    const outcome = answered(
      await run((req, i) =>
        [
          () => call('email'),
          () =>
            answer({
              enrichment: {
                fullName: 'Jane Doe',
                title: 'Chief Executive Officer',
                companyName: 'Acme Analytics',
                citations: { fullName: refOf(req, 'email'), companyName: 'T9' },
              },
              intelligence: {
                summary: 'Jane Doe.',
                citations: { summary: ['T9'] },
              },
            }),
        ][i](),
      ),
    );
    expect(outcome.enrichment.title).toBeUndefined();
    expect(outcome.enrichment.companyName).toBeUndefined();
    // First and last name are derived from the kept full name, citing its call.
    expect(Object.keys(outcome.enrichment.citations!)).toEqual([
      'fullName',
      'firstName',
      'lastName',
      'companyDomain', // found by the email call, which the model left out
    ]);
    expect(outcome.record.droppedFacts).toEqual(['title', 'companyName']);
    expect(outcome.intelligence).toEqual({ summary: 'Jane Doe.' });
  });
});
