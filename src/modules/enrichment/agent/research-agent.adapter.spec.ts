// The research agent's per-tool limit must hold however the garbage collector behaves: under a
// burst, a website that accepts the connection and never answers once kept actors `enriching`
// until the job timeout, because the limit's signal had been collected before it fired.
import { pino } from 'pino';
import { createWebsiteTool } from '../../../../libs/research/tools/index.js';
import { Registry } from 'prom-client';
import type { ResearchTool } from '../../../../libs/research/types.js';
import {
  collectGarbageEvery,
  settledWithin,
} from '../../../../test/support/forced-gc.js';
import { startOutsideWorld } from '../../../../test/support/outside-world.js';
import { loadConfig } from '../../../config/app-config.js';
import { EnrichmentMetrics } from '../metrics/enrichment.metrics.js';
import { ResearchAgent } from './research-agent.adapter.js';

const TOOL_TIMEOUT_MS = 1000;

/** A tool that never settles and never looks at its signal. */
const stuckTool: ResearchTool = {
  name: 'stuck',
  run: () => new Promise(() => undefined),
};

describe('ResearchAgent tool time limit', () => {
  it('ends a run whose website never answers at the tool limit, with collections running', async () => {
    const world = await startOutsideWorld({
      zone: { 'hang.test': { A: ['127.0.0.1'] } },
      http: { hangHosts: ['hang.test'] },
    });
    const registry = new Registry();
    const config = loadConfig({
      ...world.env,
      ENRICHMENT_TOOL_TIMEOUT_MS: String(TOOL_TIMEOUT_MS),
    });
    const { research } = config;
    // Its own fetch limit far away: only the agent's per-tool limit can end this run in time.
    const website = createWebsiteTool({
      dnsServers: research.dnsServers,
      httpsPort: research.websiteHttpsPort,
      httpPort: research.websiteHttpPort,
      allowPrivateNetworks: true,
      fetchTimeoutMs: 60_000,
    });
    const agent = new ResearchAgent(
      [website, stuckTool],
      new EnrichmentMetrics(registry),
      config,
      pino({ level: 'silent' }),
    );
    const job = new AbortController(); // a live job that never aborts here
    const run = agent.research(
      { email: 'jane@hang.test', name: null, source: null, metadata: null },
      job.signal,
    );
    const stopCollecting = collectGarbageEvery(50);
    try {
      const outcome = await settledWithin(
        run,
        // Generous against machine noise, yet far below the fetch's 60 s and the job's 30 s.
        10_000,
      );
      expect(outcome.state).toBe('fulfilled');
      const errors = await registry
        .getSingleMetric('enrichment_tool_errors_total')!
        .get();
      expect(
        errors.values.map((v) => [v.labels.tool, v.labels.reason, v.value]),
      ).toEqual(
        // Stopped by the limit wherever it was: resolving, connecting, or waiting for an answer.
        expect.arrayContaining([
          ['website', 'timeout', 1],
          ['stuck', 'timeout', 1],
        ]),
      );
    } finally {
      stopCollecting();
      await world.close();
    }
  });

  it('tells every tool when the run is a refresh (fresh), and only then', async () => {
    const inputs: Array<boolean | undefined> = [];
    const recording: ResearchTool = {
      name: 'recording',
      run: (input) => {
        inputs.push(input.fresh);
        return Promise.resolve({ tool: 'recording', facts: [] });
      },
    };
    const agent = new ResearchAgent(
      [recording],
      new EnrichmentMetrics(new Registry()),
      loadConfig({}),
      pino({ level: 'silent' }),
    );
    const subject = {
      email: 'jane@acme.test',
      name: null,
      source: null,
      metadata: null,
    };
    const job = new AbortController();
    await agent.research(subject, job.signal);
    await agent.research({ ...subject, fresh: true }, job.signal);
    expect(inputs).toEqual([undefined, true]);
  });
});

describe('ResearchAgent: the names profiles give, for the company tools’ per-signup step', () => {
  it('hands a company tool the profiles’ full names once they answered, and no person tool the hook', async () => {
    const asked: Record<string, boolean> = {};
    let names: readonly string[] | undefined;
    const citation = { url: null, tool: 'gravatar', retrievedAt: '' };
    const gravatar: ResearchTool = {
      name: 'gravatar',
      run: async (_input, ctx) => {
        asked.gravatar = ctx.profileNames !== undefined;
        await new Promise((r) => setTimeout(r, 50));
        return {
          tool: 'gravatar',
          facts: [{ key: 'fullName', value: 'Jane Roe', citation }],
        };
      },
    };
    const website: ResearchTool = {
      name: 'website',
      run: async (_input, ctx) => {
        asked.website = ctx.profileNames !== undefined;
        names = await ctx.profileNames?.();
        return { tool: 'website', facts: [] };
      },
    };
    const agent = new ResearchAgent(
      [website, gravatar],
      new EnrichmentMetrics(new Registry()),
      loadConfig({}),
      pino({ level: 'silent' }),
    );
    await agent.research(
      { email: 'jr@acme.test', name: null, source: null, metadata: null },
      new AbortController().signal,
    );
    expect(asked).toEqual({ website: true, gravatar: false });
    expect(names).toEqual(['Jane Roe']);
  });
});
