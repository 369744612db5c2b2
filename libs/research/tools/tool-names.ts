// The research tools' names, in pipeline order (also the order of `enrichment.sources`): what
// ENRICHMENT_TOOLS accepts and defaults to. The registry (registry.ts) is keyed by exactly these
// names, so the compiler keeps the two in step; they live apart so that reading the configuration
// loads no tool (the admin CLI starts without them).
export const RESEARCH_TOOL_NAMES = [
  'email',
  'dns',
  'website',
  'gravatar',
  'github',
] as const;

export type ResearchToolName = (typeof RESEARCH_TOOL_NAMES)[number];
