import request from 'supertest';
import { DataSource } from 'typeorm';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import { ACME_COMPANY, JANE_EMAIL } from '../support/fixtures/fixture-data.js';
import {
  answer,
  call,
  callAll,
  refOf,
  subjectEmail,
  turnsSoFar,
} from '../support/fixtures/llm-conversation.js';
import { ABOUT_URL } from '../support/fixtures/llm-fixture-sites.js';
import {
  startScriptedLlm,
  type ChatRequestBody,
  type ScriptedLlm,
  type Turn,
} from '../support/fixtures/scripted-llm-server.js';
import { forEachDeployment } from '../support/deployments.js';
import { startLlmWorld, TEST_LLM_KEY } from '../support/llm-agent-harness.js';
import type { OutsideWorld } from '../support/outside-world.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SUMMARY =
  'Jane Doe runs Growth at Acme Analytics, fresh from a Series B.';
const SAM_EMAIL = 'sam@acme.test';

/** Jane: a full tool-using run with two uncited claims. Sam: never a valid answer. */
function playModel(req: ChatRequestBody): Turn {
  const turn = turnsSoFar(req);
  if (subjectEmail(req) === SAM_EMAIL) return { content: 'no idea' };
  if (turn === 0) return callAll('email', 'gravatar', 'website', 'github');
  if (turn === 1) return call('fetch_page', { url: ABOUT_URL });
  return answer({
    enrichment: {
      fullName: 'Jane Doe',
      title: 'Head of Growth',
      companyName: ACME_COMPANY.name,
      fundingStage: 'Series B',
      totalFunding: 30_000_000,
      githubUsername: 'janedoe',
      employeeCount: 5000, // no citation: must be dropped
      techStack: ['Stripe', 'Kubernetes'], // Kubernetes cited nowhere
      citations: {
        fullName: refOf(req, 'gravatar'),
        title: refOf(req, 'gravatar'),
        companyName: refOf(req, 'website'),
        fundingStage: refOf(req, 'fetch_page'),
        totalFunding: refOf(req, 'fetch_page'),
        githubUsername: refOf(req, 'github'),
        'techStack.Stripe': refOf(req, 'website'),
      },
    },
    intelligence: {
      summary: SUMMARY,
      suggestedChannel: 'email',
      timingSignals: ['On the team plan'],
      citations: {
        summary: [refOf(req, 'gravatar'), refOf(req, 'fetch_page')],
        timingSignals: ['metadata'],
      },
    },
  });
}

forEachDeployment('llm agent end to end', (deployment) => {
  let world: OutsideWorld;
  let llm: ScriptedLlm;
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    world = await startLlmWorld();
    llm = await startScriptedLlm(playModel);
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...world.env,
      ENRICHMENT_TOOL_TIMEOUT_MS: '1500',
      ENRICHMENT_AGENT: 'llm',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'scripted-model',
      LLM_API_KEY: TEST_LLM_KEY,
      LLM_TIMEOUT_MS: '8000',
      LLM_RETRY_BACKOFF_MS: '20',
    });
    ({ key } = await t.newTenant());
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
    await world.close();
  });

  const enrich = async (body: object) => {
    const res = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send(body)
      .expect(201);
    const record = await pollUntilTerminal(
      t.url,
      key,
      res.body.actorId,
      15000,
      '?include=research',
    );
    const row = await t.app
      .get(DataSource)
      .getRepository(Actor)
      .findOneByOrFail({ id: record.id });
    return { record, agentRun: row.agentRun };
  };

  it("ends enriched with the model's analysis and only its cited facts", async () => {
    const { record, agentRun } = await enrich({
      email: JANE_EMAIL,
      metadata: { plan: 'team' },
    });
    expect(record.status).toBe('enriched');
    const e = record.enrichment;
    expect(e).toMatchObject({
      fullName: 'Jane Doe',
      title: 'Head of Growth',
      companyName: ACME_COMPANY.name,
      fundingStage: 'Series B',
      githubUsername: 'janedoe',
    });
    // "raised a $30M Series B" is a round, not a total: the model's totalFunding is dropped, and
    // the research report says why.
    expect(e.totalFunding).toBeUndefined();
    expect(record.research.dropped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'totalFunding', tool: 'llm' }),
      ]),
    );
    // The model's Stripe, plus what the website tool found that the model left out; its
    // uncited Kubernetes is dropped.
    expect(e.techStack).toEqual(['Stripe', 'HubSpot', 'Segment']);
    // Its uncited 5000 is dropped; the count the website tool read stands.
    expect(e.employeeCount).toBe(ACME_COMPANY.employeeCount);
    expect(e.citations.employeeCount).toMatchObject({ tool: 'website' });
    for (const fact of Object.keys(e).filter(
      (k) => !['citations', 'sources', 'confidence', 'enrichedAt'].includes(k),
    ))
      expect(e.sources).toContain(e.citations[fact].tool);
    expect(e.citations.fundingStage).toEqual({
      url: ABOUT_URL,
      tool: 'fetch_page',
      title: 'About Acme Analytics',
      retrievedAt: expect.any(String),
    });
    expect(record.intelligence).toMatchObject({
      summary: SUMMARY,
      suggestedChannel: 'email',
    });
    expect(record.intelligence.citations.timingSignals).toEqual([
      expect.objectContaining({ tool: 'metadata' }),
    ]);

    expect(agentRun).toMatchObject({
      agent: 'llm',
      model: 'scripted-model',
      outcome: 'answered',
      steps: 3,
      droppedFacts: ['employeeCount', 'totalFunding', 'techStack.Kubernetes'],
      usage: { totalTokens: 360 },
    });
    expect(agentRun!.toolCalls.map((c) => c.tool)).toEqual([
      'email',
      'gravatar',
      'website',
      'github',
      'fetch_page',
    ]);
    expect(
      llm.requests.every((r) => r.authorization === `Bearer ${TEST_LLM_KEY}`),
    ).toBe(true);
  });

  it("falls back to the keyless agent's result and records why", async () => {
    const { record, agentRun } = await enrich({ email: SAM_EMAIL });
    expect(record.status).toBe('enriched');
    expect(record.enrichment.sources).toEqual(
      expect.arrayContaining(['email', 'website']),
    );
    expect(record.enrichment.companyName).toBe(ACME_COMPANY.name);
    expect(agentRun).toMatchObject({
      outcome: 'fallback',
      fallbackReason: 'invalid_output',
      repaired: true,
    });
  });
});
