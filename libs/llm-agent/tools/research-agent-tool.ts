// The keyless research tools, offered to the model as argument-less functions: they research the
// subject of this run and nobody else, whatever the model (or a page it read) asks for.
import type { ResearchInput, ResearchTool } from '../../research/index.js';
import { researchToolEntry } from '../../research/tools/index.js';
import type { AgentTool } from './agent-tool.js';

export function researchAgentTool(
  tool: ResearchTool,
  input: ResearchInput,
): AgentTool {
  return {
    definition: {
      name: tool.name,
      description: `${researchToolEntry(tool.name)?.description ?? `Research tool "${tool.name}".`} Researches the person of this run; takes no arguments.`,
      parameters: {
        type: 'object',
        properties: {},
        additionalProperties: false,
      },
    },
    async run(_args, ctx) {
      const result = await tool.run(input, ctx);
      const facts = result.facts;
      return {
        facts,
        url: facts.find((f) => f.citation.url)?.citation.url ?? null,
        citable: facts.length > 0,
        evidence: facts
          .flatMap((f) => (Array.isArray(f.value) ? f.value : [f.value]))
          .join('\n'),
        scope: researchToolEntry(tool.name)?.scope ?? 'person',
        ...(result.observations?.length
          ? { observations: result.observations }
          : {}),
        report: {
          ...(result.refusals ? { refusals: result.refusals } : {}),
          ...(result.dropped ? { dropped: result.dropped } : {}),
          ...(result.parent ? { parent: result.parent } : {}),
          ...(result.xAccount ? { xAccount: result.xAccount } : {}),
          ...(result.companyResearch
            ? { companyResearch: result.companyResearch }
            : {}),
        },
        data: {
          facts: facts.map((f) => ({
            key: f.key,
            value: f.value,
            source: f.citation.url,
          })),
          ...(result.emailSignals ? { addressFlags: result.emailSignals } : {}),
        },
      };
    },
  };
}
