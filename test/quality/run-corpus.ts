// Runs the corpus against the REAL service: the built `node dist/src/main.js` on a fresh SQLite
// file, pointed at the corpus's outside world, fed through its public HTTP API (create, then
// poll until terminal), a few signups in flight at a time as a signup form would send them.
import { createTestDatabase } from '../support/databases.js';
import { runAdmin } from '../../src/cli/run-admin.js';
import { PROVIDER_IDS } from '../../libs/providers/index.js';
import { newTenantViaAdmin } from '../support/actor-rows.js';
import {
  startProviderFixture,
  type RunningProviderFixture,
} from '../support/fixtures/providers/index.js';
import {
  startScriptedLlm,
  type ScriptedLlm,
} from '../support/fixtures/scripted-llm-server.js';
import {
  sleep,
  startServiceProcess,
  stopAllProcesses,
} from '../support/service-process.js';
import type { QualityCase } from './case.js';
import { carelessModel } from './careless-model.js';
import { corpusProviders, startCorpusWorld } from './quality-world.js';
import type { CaseOutcome } from './score.js';

export type AgentName = 'research' | 'llm';

export interface CorpusRun {
  agent: AgentName;
  outcomes: Map<string, CaseOutcome>;
}

/** Signups in flight at once: the service's default enrichment concurrency, so queue wait stays out of the timings. */
const IN_FLIGHT = 4;
/** Longest an actor may take to reach a terminal status before the run gives up on it. */
const POLL_LIMIT_MS = 45_000;
const TERMINAL = new Set(['enriched', 'failed']);

/**
 * `providers`: the organization also has every data provider (their loopback fixtures answering
 * what the cases' `providers` say), in `always` mode, so every answer meets the trust rules.
 */
export async function runCorpus(
  cases: readonly QualityCase[],
  agent: AgentName,
  options: { providers?: boolean } = {},
): Promise<CorpusRun> {
  const world = await startCorpusWorld(cases);
  let llm: ScriptedLlm | undefined;
  const fixtures: RunningProviderFixture[] = [];
  const db = await createTestDatabase('sqlite');
  try {
    if (agent === 'llm') llm = await startScriptedLlm(carelessModel(cases));
    const { orgId, key } = await newTenantViaAdmin(db.env);
    const providerEnv: Record<string, string> = {};
    for (const id of options.providers ? PROVIDER_IDS : []) {
      const fixture = await startProviderFixture(id, corpusProviders(cases));
      fixtures.push(fixture);
      providerEnv[`PROVIDER_${id.toUpperCase()}_BASE_URL`] = fixture.baseUrl;
      const args = ['--org', orgId, '--provider', id, '--key', 'test-key'];
      const out = await runAdmin(
        ['provider:set', ...args, '--mode', 'always'],
        {
          ...db.env,
          LOG_LEVEL: 'silent',
        },
      );
      if (out.exitCode !== 0) throw new Error(`provider:set: ${out.stderr}`);
    }
    const service = await startServiceProcess({
      ...db.env,
      ...world.env,
      ...providerEnv,
      LOG_LEVEL: 'warn',
      ENRICHMENT_AGENT: agent,
      ...(llm
        ? {
            LLM_BASE_URL: llm.baseUrl,
            LLM_MODEL: 'careless-model',
            LLM_MAX_RETRIES: '0',
          }
        : {}),
    });
    const outcomes = new Map<string, CaseOutcome>();
    const queue = [...cases];
    const worker = async () => {
      for (let c = queue.shift(); c; c = queue.shift()) {
        outcomes.set(c.id, await enrichOne(service.url!, key, c));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await service.stop('SIGTERM');
    return { agent, outcomes };
  } finally {
    await stopAllProcesses();
    await llm?.close();
    for (const fixture of fixtures) await fixture.close();
    await world.close();
    await db.drop();
  }
}

async function enrichOne(
  url: string,
  key: string,
  c: QualityCase,
): Promise<CaseOutcome> {
  const headers = {
    authorization: `Bearer ${key}`,
    'content-type': 'application/json',
  };
  const started = Date.now();
  const res = await fetch(`${url}/v1/actors`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...c.signup, source: 'quality-corpus' }),
    signal: AbortSignal.timeout(10_000),
  });
  const created = (await res.json()) as { actorId?: string };
  if (res.status !== 201 || !created.actorId)
    return {
      caseId: c.id,
      status: `create answered ${res.status}`,
      msToTerminal: 0,
      record: {},
    };
  for (;;) {
    // With the record's `company` (scored like facts) and the research report (why a fact is
    // missing): both are only there when asked for.
    const poll = await fetch(
      `${url}/v1/actors/${created.actorId}?include=company,research`,
      {
        headers,
        signal: AbortSignal.timeout(10_000),
      },
    );
    const record = (await poll.json()) as Record<string, any>;
    if (TERMINAL.has(record.status))
      return {
        caseId: c.id,
        status: record.status,
        msToTerminal: Date.now() - started,
        record,
      };
    if (Date.now() - started > POLL_LIMIT_MS)
      return {
        caseId: c.id,
        status: `still ${record.status}`,
        msToTerminal: Date.now() - started,
        record,
      };
    await sleep(25);
  }
}
