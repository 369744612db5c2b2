// How to reach out: channel, hook, tone, strategy and urgency. Channels are only ones we hold a
// handle for (the signup email always counts), and hooks are built from facts in our words: page
// text is never quoted, so a page cannot put words in the analysis.
import { FactView, joinList } from './intelligence-facts.js';
import type { MetadataSignal } from './intelligence-metadata.js';
import type { Written } from './intelligence-profile.js';
import type { Citation, EmailSignals } from '../types.js';

export function chooseChannel(
  facts: FactView,
  signals: EmailSignals | null,
): Written<string> {
  const linkedin = facts.text('linkedinUrl', 200);
  if (linkedin) return { value: 'linkedin', cites: [linkedin.citation] };
  // A throwaway inbox may be gone by the time we write; a public handle will not.
  const twitter = facts.text('twitterHandle', 40);
  if (signals?.isDisposable && twitter)
    return { value: 'twitter', cites: [twitter.citation] };
  return { value: 'email', cites: [] };
}

/** The opener, built from the most specific fact available; null when there is none. */
export function writeHook(facts: FactView): Written<string> | null {
  const company = facts.personOnly ? null : facts.company();
  const tech = facts.personOnly ? [] : facts.tech().slice(0, 3);
  if (tech.length) {
    const who = company?.label ?? 'They';
    return {
      value: `${who} use${company ? 's' : ''} ${joinList(tech.map((t) => t.value))}: open with how you fit into that stack.`,
      cites: [...(company?.cites ?? []), ...tech.map((t) => t.citation)],
    };
  }
  const description = facts.personOnly
    ? null
    : facts.text('companyDescription', 120);
  if (description) {
    return {
      value: `Open with what ${company?.label ?? 'their company'} does, in your own words: their website describes it.`,
      cites: [...(company?.cites ?? []), description.citation],
    };
  }
  const github = facts.text('githubUsername', 40);
  if (github) {
    return {
      value: `Mention their GitHub work (@${github.value.replace(/^@/, '')}).`,
      cites: [github.citation],
    };
  }
  const title = facts.text('title');
  if (title) {
    return {
      value: `Speak to their role as ${title.value}.`,
      cites: [title.citation],
    };
  }
  return null;
}

const TONE_BY_SENIORITY: Readonly<Record<string, string>> = {
  executive: 'Brief and outcome-focused: lead with business impact',
  vp: 'Strategic: lead with team-wide outcomes and return on investment',
  director: 'Strategic: lead with team-wide outcomes and return on investment',
  manager: 'Practical: show how it helps their team day to day',
};
const TECHNICAL_DEPARTMENTS = new Set(['engineering', 'data']);

export function chooseTone(facts: FactView): Written<string> {
  const seniority = facts.text('seniority', 30);
  const byLevel = seniority ? TONE_BY_SENIORITY[seniority.value] : undefined;
  if (seniority && byLevel)
    return { value: byLevel, cites: [seniority.citation] };
  const department = facts.text('department', 30);
  if (department && TECHNICAL_DEPARTMENTS.has(department.value)) {
    return {
      value: 'Technical and hands-on: show, do not sell',
      cites: [department.citation],
    };
  }
  // A default, not a claim about the person: it cites nothing.
  return {
    value: 'Friendly and helpful: offer to help them get value quickly',
    cites: [],
  };
}

const DECISION_MAKERS = new Set(['executive', 'vp', 'director']);

export function rateUrgency(
  facts: FactView,
  timing: MetadataSignal[],
  metadataCite: Citation,
): Written<string> {
  if (timing.some((s) => s.urgent))
    return { value: 'high', cites: [metadataCite] };
  const seniority = facts.text('seniority', 30);
  if (seniority && DECISION_MAKERS.has(seniority.value) && !facts.personOnly) {
    return { value: 'medium', cites: [seniority.citation] };
  }
  return { value: 'low', cites: [] };
}
