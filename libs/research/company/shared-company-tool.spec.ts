import {
  researchInput,
  toolContext,
} from '../../../test/support/fixtures/research-input.js';
import { TimeoutError } from '../../time-limit/index.js';
import type {
  Fact,
  ResearchInput,
  ResearchTool,
  ToolResult,
} from '../types.js';
import type { CompanyFindingsStore } from './company-findings.js';
import { memoryFindingsStore } from '../../../test/support/fixtures/memory-findings.store.js';
import { shareCompanyResearch } from './shared-company-tool.js';

/** A company tool standing in for the website: counts its lookups and what it was asked. */
function countingTool(
  options: { hang?: boolean; answerAfterMs?: number; refuse?: boolean } = {},
) {
  const inputs: ResearchInput[] = [];
  const opened: Array<() => void> = [];
  const gate = new Promise<void>((resolve) => opened.push(resolve));
  const tool: ResearchTool = {
    name: 'website',
    async run(input, ctx): Promise<ToolResult> {
      inputs.push(input);
      if (options.hang)
        await new Promise((_, reject) =>
          ctx.signal.addEventListener('abort', () =>
            reject(ctx.signal.reason as Error),
          ),
        );
      if (options.answerAfterMs === undefined) await gate;
      else await new Promise((r) => setTimeout(r, options.answerAfterMs));
      if (options.refuse)
        throw new Error(
          `website: no answer from ${input.domain} (ECONNREFUSED)`,
        );
      const citation = {
        url: `http://${input.domain}/`,
        tool: 'website',
        retrievedAt: ctx.now().toISOString(),
      };
      const facts: Fact[] = [
        { key: 'companyName', value: 'Acme', citation },
        // Not a company fact: must never be kept for others.
        { key: 'fullName', value: 'Someone Else', citation },
      ];
      return { tool: 'website', facts };
    },
  };
  return { tool, inputs, release: () => opened.forEach((open) => open()) };
}

const ttlMs = 60_000;
const lookupTimeoutMs = 2000;

describe('shareCompanyResearch', () => {
  it('lets concurrent enrichments of one domain share one lookup', async () => {
    const inner = countingTool();
    const store = memoryFindingsStore();
    const tool = shareCompanyResearch(inner.tool, {
      store,
      ttlMs,
      lookupTimeoutMs,
    });
    const runs = [1, 2, 3].map(() => tool.run(researchInput(), toolContext()));
    await new Promise((r) => setTimeout(r, 20));
    inner.release();
    const results = await Promise.all(runs);
    expect(inner.inputs).toHaveLength(1);
    for (const result of results)
      expect(result.facts.map((f) => f.key)).toEqual(['companyName']);
  });

  it('reuses the kept finding within the TTL, with its retrievedAt; reads again after it or when fresh', async () => {
    let clock = 1_000_000;
    const inner = countingTool({ answerAfterMs: 0 });
    const tool = shareCompanyResearch(inner.tool, {
      store: memoryFindingsStore(() => clock),
      ttlMs,
      lookupTimeoutMs,
      now: () => clock,
    });
    const first = await tool.run(researchInput(), toolContext());
    clock += ttlMs - 1;
    const second = await tool.run(researchInput(), toolContext());
    expect(inner.inputs).toHaveLength(1);
    expect(second.facts).toEqual(first.facts);

    clock += 1;
    await tool.run(researchInput(), toolContext());
    expect(inner.inputs).toHaveLength(2);

    await tool.run(researchInput({ fresh: true }), toolContext());
    expect(inner.inputs).toHaveLength(3);
  });

  it('reads the store once for a burst at one company, handing each enrichment its own copy', async () => {
    const inner = countingTool({ answerAfterMs: 0 });
    const store = memoryFindingsStore();
    let reads = 0;
    const counted: CompanyFindingsStore = {
      ...store,
      read: (...args) => {
        reads++;
        return store.read(...args);
      },
    };
    const tool = shareCompanyResearch(inner.tool, {
      store: counted,
      ttlMs,
      lookupTimeoutMs,
    });
    const first = await tool.run(researchInput(), toolContext());
    const readsForTheLookup = reads;
    const later = [];
    for (let i = 0; i < 5; i++)
      later.push(await tool.run(researchInput(), toolContext()));
    expect(inner.inputs).toHaveLength(1);
    expect(reads).toBe(readsForTheLookup);
    // A change one enrichment makes to its facts reaches no other.
    later[0].facts[0].value = 'Changed';
    expect(later[1].facts[0].value).toBe('Acme');
    expect(first.facts[0].value).toBe('Acme');
  });

  it('asks the tool about the domain only, and keeps only company facts', async () => {
    const inner = countingTool({ answerAfterMs: 0 });
    const store = memoryFindingsStore();
    const tool = shareCompanyResearch(inner.tool, {
      store,
      ttlMs,
      lookupTimeoutMs,
    });
    await tool.run(
      researchInput({ name: 'Jane Doe', metadata: { org: 'secret' } }),
      toolContext(),
    );
    expect(inner.inputs).toEqual([
      {
        email: '',
        name: null,
        domain: 'acme.test',
        personalDomain: false,
        metadata: null,
      },
    ]);
    const kept = JSON.stringify([...store.rows.values()]);
    expect(kept).not.toContain('Someone Else');
    expect(kept).not.toContain('jane');
    expect(kept).not.toContain('secret');
  });

  it('lets processes sharing one store look a domain up once', async () => {
    const inner = countingTool();
    const store = memoryFindingsStore();
    const options = { store, ttlMs, lookupTimeoutMs, pollMs: 10 };
    // Two wrappers: two worker processes, each with its own in-flight map.
    const a = shareCompanyResearch(inner.tool, options);
    const b = shareCompanyResearch(inner.tool, options);
    const runs = [a, b, a, b].map((t) => t.run(researchInput(), toolContext()));
    await new Promise((r) => setTimeout(r, 50));
    inner.release();
    await Promise.all(runs);
    expect(inner.inputs).toHaveLength(1);
  });

  it('looks up itself when the process holding the claim died', async () => {
    const inner = countingTool({ answerAfterMs: 0 });
    const store = memoryFindingsStore();
    // A claim nobody renews: its holder is gone.
    await store.claim('acme.test', 'website', 'dead', Date.now() + 150);
    const tool = shareCompanyResearch(inner.tool, {
      store,
      ttlMs,
      lookupTimeoutMs,
      claimMs: 150,
      pollMs: 10,
    });
    const result = await tool.run(researchInput(), toolContext());
    expect(inner.inputs).toHaveLength(1);
    expect(result.facts.map((f) => f.key)).toEqual(['companyName']);
  });

  it('shares a lookup that timed out, as a timeout, and reuses it briefly', async () => {
    const inner = countingTool({ hang: true });
    const tool = shareCompanyResearch(inner.tool, {
      store: memoryFindingsStore(),
      ttlMs,
      lookupTimeoutMs: 150,
    });
    const runs = [1, 2].map(() =>
      tool.run(researchInput(), toolContext()).catch((e: unknown) => e),
    );
    for (const outcome of await Promise.all(runs))
      expect(outcome).toBeInstanceOf(TimeoutError);
    await expect(
      tool.run(researchInput(), toolContext()),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(inner.inputs).toHaveLength(1);
  });

  it('gives processes waiting on a failed lookup its failure, and asks a dead site once per failure TTL', async () => {
    let clock = 1_000_000;
    const inner = countingTool({ refuse: true });
    const store = memoryFindingsStore(() => clock);
    const options = {
      store,
      ttlMs,
      failureTtlMs: 5000,
      lookupTimeoutMs,
      pollMs: 10,
      now: () => clock,
    };
    // Two wrappers: two worker processes, each with its own in-flight map.
    const a = shareCompanyResearch(inner.tool, options);
    const b = shareCompanyResearch(inner.tool, options);
    const runs = [a, b, a, b].map((t) =>
      t.run(researchInput(), toolContext()).catch((e: unknown) => e),
    );
    await new Promise((r) => setTimeout(r, 50));
    inner.release();
    for (const outcome of await Promise.all(runs))
      expect(String(outcome)).toContain('ECONNREFUSED');
    expect(inner.inputs).toHaveLength(1);
    clock += 4999;
    await expect(b.run(researchInput(), toolContext())).rejects.toThrow(
      'shared lookup of acme.test',
    );
    expect(inner.inputs).toHaveLength(1);
    clock += 1;
    await expect(a.run(researchInput(), toolContext())).rejects.toThrow(
      'ECONNREFUSED',
    );
    expect(inner.inputs).toHaveLength(2);
  });

  it('keeps a failure for its own TTL even when found research is not kept', async () => {
    const inner = countingTool({ refuse: true, answerAfterMs: 0 });
    const tool = shareCompanyResearch(inner.tool, {
      store: memoryFindingsStore(),
      ttlMs: 0,
      failureTtlMs: 60_000,
      lookupTimeoutMs,
    });
    for (let n = 0; n < 3; n++)
      await expect(tool.run(researchInput(), toolContext())).rejects.toThrow(
        'ECONNREFUSED',
      );
    expect(inner.inputs).toHaveLength(1);
  });

  it('still answers, unshared, when the store fails', async () => {
    const inner = countingTool({ answerAfterMs: 0 });
    const broken: CompanyFindingsStore = {
      read: () => Promise.reject(new Error('down')),
      claim: () => Promise.reject(new Error('down')),
      release: () => Promise.reject(new Error('down')),
      save: () => Promise.reject(new Error('down')),
    };
    const errors: string[] = [];
    const tool = shareCompanyResearch(inner.tool, {
      store: broken,
      ttlMs,
      lookupTimeoutMs,
      onStoreError: (_, step) => errors.push(step),
    });
    const result = await tool.run(researchInput(), toolContext());
    expect(result.facts.map((f) => f.key)).toEqual(['companyName']);
    expect(errors).toEqual(expect.arrayContaining(['read', 'claim', 'save']));
  });

  it('leaves free-mail domains to the tool (which researches nothing there)', async () => {
    const inner = countingTool({ answerAfterMs: 0 });
    const store = memoryFindingsStore();
    const tool = shareCompanyResearch(inner.tool, {
      store,
      ttlMs,
      lookupTimeoutMs,
    });
    await tool.run(
      researchInput({ domain: 'gmail.com', personalDomain: true }),
      toolContext(),
    );
    expect(store.rows.size).toBe(0);
  });
});
