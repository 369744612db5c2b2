// How to reach out: channel, hook, tone, strategy and urgency. Channels are only ones we hold a
// handle for (the signup email counts unless it is a throwaway inbox), and hooks are built from
// facts in our words: page text is never quoted, so a page cannot put words in the analysis. Each
// agrees with the kind of address (FactView.kind) and with how much is known (FactView.thin): a
// disposable inbox is written to by no one, a team inbox is not a person, thin data is no hurry.
import { FactView, joinList } from './intelligence-facts.js';
import type { MetadataSignal } from './intelligence-metadata.js';
import type { Written } from './intelligence-profile.js';
import type { Citation } from '../types.js';

/** The channel to use; null for a disposable inbox with no public handle: there is none. */
export function chooseChannel(facts: FactView): Written<string> | null {
  const linkedin = facts.text('linkedinUrl', 200);
  if (linkedin) return { value: 'linkedin', cites: [linkedin.citation] };
  // A throwaway inbox may be gone by the time we write; a public handle will not.
  const twitter = facts.text('twitterHandle', 40);
  if (facts.kind === 'disposable')
    return twitter ? { value: 'twitter', cites: [twitter.citation] } : null;
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

/** The tone; `address` cites the signup address, on which the kind-based tones rest. */
export function chooseTone(
  facts: FactView,
  address: Citation | null,
): Written<string> {
  const byAddress = address ? [address] : [];
  if (facts.kind === 'role')
    return {
      value:
        'Addressed to a team: say who you are and ask who signed up, without assuming anyone’s role',
      cites: byAddress,
    };
  if (facts.kind === 'disposable')
    return {
      value:
        'Cautious: confirm that the profile is theirs before anything personal',
      cites: byAddress,
    };
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

/**
 * How soon to act. Buying signals (a trial, a paid plan, seats) make it high and a decision
 * maker medium, but never past what the address and the record bear: a disposable inbox is
 * low (no one will read it), a team inbox or thin data at most medium (find out who it is first).
 */
export function rateUrgency(
  facts: FactView,
  timing: MetadataSignal[],
  metadataCite: Citation,
  address: Citation | null,
): Written<string> {
  const byAddress = address ? [address] : [];
  if (facts.kind === 'disposable') return { value: 'low', cites: byAddress };
  const modest = facts.kind === 'role' || facts.thin;
  if (timing.some((s) => s.urgent))
    return modest
      ? { value: 'medium', cites: [metadataCite, ...byAddress] }
      : { value: 'high', cites: [metadataCite] };
  const seniority = facts.text('seniority', 30);
  if (seniority && DECISION_MAKERS.has(seniority.value) && !facts.personOnly) {
    return { value: 'medium', cites: [seniority.citation] };
  }
  return { value: 'low', cites: [] };
}
