// The tool registry is the one list of research tools: every entry can be switched on through
// ENRICHMENT_TOOLS, is built by the Nest wiring from the configuration, runs against the local
// outside world, is described to the LLM agent's model and ranked by the merge.
import { Test } from '@nestjs/testing';
import { researchAgentTool } from '../../../../libs/llm-agent/index.js';
import {
  FACT_PRECEDENCE,
  SOURCE_ORDER,
} from '../../../../libs/research/merge/index.js';
import {
  RESEARCH_TOOL_REGISTRY,
  type ResearchToolEntry,
} from '../../../../libs/research/tools/index.js';
import type { ResearchTool } from '../../../../libs/research/index.js';
import {
  researchInput,
  toolContext,
} from '../../../../test/support/fixtures/research-input.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../../../../test/support/outside-world.js';
import { ConfigError, loadConfig } from '../../../config/app-config.js';
import { ConfigModule } from '../../../config/config.module.js';
import { RESEARCH_TOOLS, researchToolsFactory } from './research-tools.js';

async function enabledTools(env: Record<string, string>) {
  const config = loadConfig(env);
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config)],
    providers: [researchToolsFactory],
  }).compile();
  const tools = moduleRef.get<ResearchTool[]>(RESEARCH_TOOLS);
  await moduleRef.close();
  return tools;
}

describe('research tool registry', () => {
  let world: OutsideWorld;
  beforeAll(async () => {
    world = await startOutsideWorld();
  });
  afterAll(() => world.close());

  it('enables every registered tool by default, in registry order', async () => {
    const tools = await enabledTools(world.env);
    expect(tools.map((t) => t.name)).toEqual(
      RESEARCH_TOOL_REGISTRY.map((e) => e.name),
    );
  });

  it.each(RESEARCH_TOOL_REGISTRY.map((e) => [e.name, e] as const))(
    '%s can be enabled on its own, runs, is described and ranked',
    async (name: string, entry: ResearchToolEntry) => {
      const tools = await enabledTools({
        ...world.env,
        ENRICHMENT_TOOLS: name,
      });
      expect(tools.map((t) => t.name)).toEqual([name]);

      const result = await tools[0].run(researchInput(), toolContext());
      expect(result.tool).toBe(name);
      expect(result.facts.length).toBeGreaterThan(0);
      expect(result.facts.every((f) => f.citation.tool === name)).toBe(true);

      const offered = researchAgentTool(tools[0], researchInput());
      expect(offered.definition.name).toBe(name);
      expect(offered.definition.description).toContain(entry.description);

      expect(SOURCE_ORDER).toContain(name);
      const ranked = Object.values(FACT_PRECEDENCE).filter((list) =>
        list.includes(name),
      );
      expect(ranked.length).toBeGreaterThan(0);
    },
  );

  it('refuses a tool that is not registered, naming the variable', () => {
    expect(() =>
      loadConfig({ ENRICHMENT_TOOLS: 'email,crystal-ball' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ENRICHMENT_TOOLS: 'crystal-ball' })).toThrow(
      'ENRICHMENT_TOOLS',
    );
  });
});
