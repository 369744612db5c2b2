import {
  researchInput,
  toolContext,
} from '../../../test/support/fixtures/research-input.js';
import type { Fact, ResearchTool } from '../types.js';
import { withPersonStep } from './person-step.js';

const citation = { url: 'http://acme.test/', tool: 'website', retrievedAt: '' };
const companyTool: ResearchTool = {
  name: 'website',
  run: async () => ({
    tool: 'website',
    facts: [{ key: 'companyName', value: 'Acme', citation, link: 'own_site' }],
    peoplePages: { team: 'http://acme.test/team' },
  }),
};
const title: Fact = {
  key: 'title',
  value: 'Head of Growth',
  citation: { ...citation, url: 'http://acme.test/team' },
  link: 'own_site',
};

describe('withPersonStep', () => {
  it('adds what the step finds for the person, and hands on no page URLs', async () => {
    const tool = withPersonStep(
      companyTool,
      async (_input, pages) => {
        expect(pages).toEqual({ team: 'http://acme.test/team' });
        return { facts: [title] };
      },
      5000,
    );
    const result = await tool.run(researchInput(), toolContext());
    expect(result.facts.map((f) => f.key)).toEqual(['companyName', 'title']);
    expect(result).not.toHaveProperty('peoplePages');
  });

  it('keeps the company facts when the step runs out of the time left, and stops it', async () => {
    let stopped = false;
    const tool = withPersonStep(
      companyTool,
      (_input, _pages, ctx) =>
        new Promise((_, reject) =>
          ctx.signal.addEventListener('abort', () => {
            stopped = true;
            reject(ctx.signal.reason as Error);
          }),
        ),
      400,
    );
    const result = await tool.run(researchInput(), toolContext());
    expect(result.facts.map((f) => f.key)).toEqual(['companyName']);
    expect(stopped).toBe(true);
  });

  it('hands the step the profiles’ names, or none when they are slow, leaving it time to work', async () => {
    const seen: Array<readonly string[]> = [];
    const tool = withPersonStep(
      companyTool,
      async (_input, _pages, ctx) => {
        seen.push((await ctx.profileNames?.()) ?? ['(no hook)']);
        return { facts: [title] };
      },
      2000,
    );
    await tool.run(researchInput(), {
      ...toolContext(),
      profileNames: async () => ['Jane Roe'],
    });
    const slow = await tool.run(researchInput(), {
      ...toolContext(),
      profileNames: () => new Promise(() => undefined),
    });
    expect(seen).toEqual([['Jane Roe'], []]);
    expect(slow.facts.map((f) => f.key)).toEqual(['companyName', 'title']);
  });

  it('does not start the step without people pages', async () => {
    let ran = false;
    const tool = withPersonStep(
      { ...companyTool, run: async () => ({ tool: 'website', facts: [] }) },
      async () => {
        ran = true;
        return { facts: [] };
      },
      5000,
    );
    await tool.run(researchInput(), toolContext());
    expect(ran).toBe(false);
  });
});
