// `industry`, on one small taxonomy, from the company's own data only: the schema.org type of its
// own Organization, a linkedin.com/school/ page (universities are schools on LinkedIn), words in
// its name, and what its own title and descriptions say it is. Words about whom it serves ("for
// law firms", "used by pharmacies") count little; the thing it is or makes counts most. No
// industry unless one clearly leads: an ICP rule on a wrong industry is worse than none.

import { KEYWORDS, TYPE_INDUSTRY, type Industry } from './industry-taxonomy.js';

/** Where a phrase stops saying what the company is and starts saying whom it serves. */
const AUDIENCE =
  /\s(?:for|used by|trusted by|serving|to help|helping|für|pour|para|voor|with|that|which|who|in|into|to|from|across|between|around|throughout|since|where)\s/i;
/** Verbs after which the object is the customer, not the product ("helps housing associations"). */
const AUDIENCE_VERBS = /^(?:helps|lets|enables|empowers|allows|gives)\b/i;

export interface IndustryEvidence {
  /** schema.org types of the company's own Organization */
  types: readonly string[];
  /** the company's own LinkedIn page is a /school/ page */
  linkedinSchool: boolean;
  companyName?: string;
  /** the company's own words: title, meta/og descriptions, its Organization's description */
  statements: ReadonlyArray<string | undefined>;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INDUSTRY_OF = new Map<string, Industry>(
  (Object.entries(KEYWORDS) as Array<[Industry, readonly string[]]>).flatMap(
    ([industry, words]) =>
      words.map((word): [string, Industry] => [word, industry]),
  ),
);
/**
 * One pattern for every keyword, longest first, so at any position the longest keyword wins
 * ("solar farms" is Energy, not a farm) and matches never overlap. One pattern, not hundreds:
 * compiling each would cost more than the page it reads.
 */
const KEYWORD = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${[...INDUSTRY_OF.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}-])`,
  'giu',
);

/** Industries named in `text`, each occurrence with where it ends. */
function mentions(text: string): Array<{ industry: Industry; end: number }> {
  const found: Array<{ industry: Industry; end: number }> = [];
  for (const m of text.matchAll(KEYWORD)) {
    const industry = INDUSTRY_OF.get(m[0].toLowerCase());
    if (industry) found.push({ industry, end: (m.index ?? 0) + m[0].length });
  }
  return found;
}

/** "Name is a <what> for <whom>" / "Name builds <what> for <whom>" -> what, and whom. */
function splitStatement(statement: string, name?: string): [string, string] {
  let text = statement.replace(/\s+/g, ' ').trim();
  // "Kinetiq Labs — Motion capture analytics for physiotherapy": what follows the name.
  const parts = text.split(/\s+[|\-–—·:•]\s+/);
  if (parts.length > 1) text = parts.slice(1).join(' ');
  if (name) {
    const at = text.toLowerCase().indexOf(name.toLowerCase());
    if (at === 0) text = text.slice(name.length).trim();
  }
  text = text.replace(/^(?:is|are|was)\s+(?:an?|the)?\s*/i, '');
  if (AUDIENCE_VERBS.test(text)) return ['', text];
  text = text.replace(/^[\p{Ll}]+s\s+(?:and\s+[\p{Ll}]+s\s+)?/u, ''); // "builds", "designs and builds"
  const cut = AUDIENCE.exec(` ${text}`);
  return cut
    ? [text.slice(0, cut.index - 1), text.slice(cut.index - 1)]
    : [text, ''];
}

/** The industry the evidence clearly points to, or undefined. */
export function industryFrom(evidence: IndustryEvidence): Industry | undefined {
  const score = new Map<Industry, number>();
  const add = (industry: Industry, points: number) =>
    score.set(industry, (score.get(industry) ?? 0) + points);

  for (const type of evidence.types) {
    const industry = TYPE_INDUSTRY[type];
    if (industry) add(industry, 5);
  }
  if (evidence.linkedinSchool) add('Education', 5);
  for (const m of mentions(evidence.companyName ?? '')) add(m.industry, 3);
  // Whom a company serves is weak evidence: it counts once, however often it is repeated.
  const served = new Set<Industry>();
  for (const statement of evidence.statements) {
    if (!statement) continue;
    const [what, whom] = splitStatement(statement, evidence.companyName);
    // The head noun says what it is ("legal accounting software"); a word that only modifies
    // another ("carrier and warehouse data") says little.
    const head = what.replace(/[\s.,;:!?]+$/, '').length;
    for (const m of mentions(what)) add(m.industry, m.end === head ? 3 : 1);
    for (const m of mentions(whom)) served.add(m.industry);
  }
  for (const industry of served) add(industry, 1);
  // A school that names itself a university or college is higher education.
  if (
    (score.get('Education') ?? 0) > 0 &&
    (score.get('Higher Education') ?? 0) > 0
  ) {
    add('Higher Education', score.get('Education') ?? 0);
    score.delete('Education');
  }
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (!top || top[1] < 3) return undefined;
  return !second || top[1] >= 2 * second[1] ? top[0] : undefined;
}
