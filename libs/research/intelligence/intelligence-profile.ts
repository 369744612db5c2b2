// Who the person is and what we know about their company: summary, highlights and the
// tech-stack reading. Each writer returns its text with the citations of the facts it used,
// and says nothing that no fact supports.
import { FactView, joinList } from './intelligence-facts.js';
import { plural } from '../../words/index.js';
import type { Citation } from '../types.js';

export interface Written<T> {
  value: T;
  cites: Citation[];
}

/** "SaaS; 51-200 employees; Series A" from whichever of those facts exist. */
function companyProfile(facts: FactView): Written<string> | null {
  const industry = facts.text('industry', 40);
  const range = facts.text('employeeRange', 20);
  const funding = facts.text('fundingStage', 30);
  const parts: Array<[string, Citation]> = [];
  if (industry) parts.push([industry.value, industry.citation]);
  if (range) parts.push([`${range.value} employees`, range.citation]);
  if (funding) parts.push([funding.value, funding.citation]);
  if (parts.length === 0) return null;
  return {
    value: parts.map(([text]) => text).join('; '),
    cites: parts.map(([, citation]) => citation),
  };
}

export function writeHighlights(facts: FactView): Written<string[]> {
  const out: string[] = [];
  const cites: Citation[] = [];
  const add = (text: string, ...from: Citation[]): void => {
    out.push(text);
    cites.push(...from);
  };
  const title = facts.text('title');
  const seniority = facts.text('seniority', 30);
  if (title && seniority)
    add(
      `${title.value} (${seniority.value.replace(/_/g, ' ')})`,
      title.citation,
      seniority.citation,
    );
  else if (title) add(title.value, title.citation);
  // Highlights are ours: a company's own sentences are a fact (companyDescription), never
  // copied into the analysis, where page text could speak with our voice.
  const profile = facts.personOnly ? null : companyProfile(facts);
  if (profile) add(`Company: ${profile.value}`, ...profile.cites);
  const funding = facts.text('fundingStage', 30);
  if (funding) add(`Funding stage: ${funding.value}`, funding.citation);
  const github = facts.text('githubUsername', 40);
  if (github)
    add(
      `Active on GitHub as @${github.value.replace(/^@/, '')}`,
      github.citation,
    );
  const linkedin = facts.text('linkedinUrl', 200);
  if (linkedin) add('LinkedIn profile found', linkedin.citation);
  const tech = facts.personOnly ? [] : facts.tech();
  if (tech.length)
    add(
      `${plural(tech.length, 'technology', 'technologies')} detected`,
      ...tech.map((t) => t.citation),
    );
  return { value: out, cites };
}

export function writeTechStackReality(facts: FactView): Written<string> | null {
  if (facts.personOnly) return null;
  const tech = facts.tech();
  if (tech.length === 0) return null;
  const byTool = new Map<string, string[]>();
  for (const entry of tech) {
    byTool.set(entry.citation.tool, [
      ...(byTool.get(entry.citation.tool) ?? []),
      entry.value,
    ]);
  }
  const seen = [...byTool].map(
    ([tool, entries]) => `${joinList(entries.slice(0, 10))} (${tool})`,
  );
  return {
    value: `${plural(tech.length, 'technology', 'technologies')} detected: ${seen.join('; ')}.`,
    cites: tech.map((t) => t.citation),
  };
}
