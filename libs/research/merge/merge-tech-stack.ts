// techStack is the one fact that is merged as a union: every tool sees a different slice of the
// stack (scripts on the website, MX/SPF in DNS), so all of them are right at once. Each entry is
// cited on its own under `techStack.<Entry>`.
import { compareTools } from './merge-precedence.js';
import type { Citation, Fact } from '../types.js';

/** Past this many entries a page is listing everything it loads, not telling us a stack. */
export const MAX_TECH_ENTRIES = 50;

export interface MergedTechStack {
  entries: string[];
  /** `techStack` (the most trusted contributor) plus one `techStack.<Entry>` per entry */
  citations: Record<string, Citation>;
}

/**
 * Entries are deduplicated case-insensitively; an entry several tools report takes the
 * spelling and citation of the most trusted of them. Sorted alphabetically so the array does
 * not depend on which tool answered first.
 */
export function mergeTechStack(facts: Fact[]): MergedTechStack | null {
  const chosen = new Map<string, { entry: string; citation: Citation }>();
  for (const fact of facts) {
    if (!Array.isArray(fact.value)) continue;
    for (const entry of fact.value) {
      const id = entry.toLowerCase();
      const current = chosen.get(id);
      if (!current || isBetter(entry, fact.citation, current)) {
        chosen.set(id, { entry, citation: fact.citation });
      }
    }
  }
  if (chosen.size === 0) return null;

  const picked = [...chosen.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAX_TECH_ENTRIES)
    .map(([, value]) => value);
  const best = [...picked].sort((a, b) =>
    compareCitations(a.citation, b.citation),
  )[0];
  const citations: Record<string, Citation> = {
    techStack: (best as { citation: Citation }).citation,
  };
  for (const { entry, citation } of picked)
    citations[`techStack.${entry}`] = citation;
  return { entries: picked.map((p) => p.entry), citations };
}

function isBetter(
  entry: string,
  citation: Citation,
  current: { entry: string; citation: Citation },
): boolean {
  const byTool = compareCitations(citation, current.citation);
  return byTool < 0 || (byTool === 0 && entry < current.entry);
}

/** Tool precedence, then url, so equal-rank citations still order the same way every time. */
function compareCitations(a: Citation, b: Citation): number {
  const byTool = compareTools('techStack', a.tool, b.tool);
  if (byTool !== 0) return byTool;
  const ua = a.url ?? '';
  const ub = b.url ?? '';
  return ua < ub ? -1 : ua > ub ? 1 : 0;
}
