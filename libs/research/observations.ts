// Observations: what tools notice that is no fact but matters to the analysis (a parked domain,
// text addressed to AI readers). Worded here, by us, never with page text; both agents collect
// them the same way and the analysis states each kind once as a concern.
import { compareSources } from './merge/merge-precedence.js';
import { researchToolEntry } from './tools/registry.js';
import type { Observation } from './types.js';

const KINDS = new Set<Observation['kind']>([
  'parked_domain',
  'instructions_ignored',
  'mail_provider',
  'hosted_platform',
]);

/** A source (profile or site) held text addressed to AI readers, which was refused. */
export function instructionsObservation(
  tool: string,
  url: string | null,
): Observation {
  const scope = researchToolEntry(tool)?.scope;
  return {
    kind: 'instructions_ignored',
    detail:
      scope === 'person'
        ? `The person's ${tool} profile holds text addressed to AI readers`
        : `A ${tool} source holds text addressed to AI readers`,
    tool,
    url,
  };
}

/** Each kind once, from whichever tool saw it first in source order; shapes checked. */
export function collectObservations(
  lists: ReadonlyArray<{ tool: string; observations?: readonly Observation[] }>,
): Observation[] {
  const seen = new Map<string, Observation>();
  const sorted = [...lists]
    .filter((r) => Array.isArray(r?.observations))
    .sort((a, b) => compareSources(a.tool, b.tool));
  for (const result of sorted) {
    for (const o of result.observations ?? []) {
      if (!KINDS.has(o?.kind) || typeof o.detail !== 'string') continue;
      if (!seen.has(o.kind))
        seen.set(o.kind, {
          kind: o.kind,
          detail: o.detail.slice(0, 200),
          tool: result.tool,
          url: typeof o.url === 'string' ? o.url : null,
        });
    }
  }
  return [...seen.values()];
}
