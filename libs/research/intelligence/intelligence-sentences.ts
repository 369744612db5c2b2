// The analysis's prose, sentence by sentence: each sentence is built only from facts present and
// carries the citations of exactly those facts, so none has an empty slot and none is uncited.
// The summary reads like a colleague's note ("Jane Doe is VP Growth at Acme, a 120-person
// fintech company in Lisbon."), and the outreach advice fits the kind of address.
import { FactView } from './intelligence-facts.js';
import type { MetadataSignal } from './intelligence-metadata.js';
import type { Citation, EmailSignals } from '../types.js';

export interface Sentence {
  text: string;
  cites: Citation[];
}

interface Part {
  text: string;
  cites: Citation[];
}

/** "a 120-person fintech company in Lisbon", from whichever of size, industry, place exist. */
function companyDescriptor(facts: FactView): Part | null {
  const count = facts.number('employeeCount');
  const range = count ? null : facts.text('employeeRange', 20);
  const industry = facts.text('industry', 40);
  const place = facts.text('companyLocation', 60);
  if (!count && !range && !industry && !place) return null;
  const cites: Citation[] = [];
  let text = 'a ';
  if (count) {
    text += `${Math.round(count.value).toLocaleString('en-US')}-person `;
    cites.push(count.citation);
  }
  if (industry) {
    text += `${industry.value} `;
    cites.push(industry.citation);
  }
  text += 'company';
  if (range) {
    text += ` with ${range.value} employees`;
    cites.push(range.citation);
  }
  if (place) {
    text += ` in ${place.value}`;
    cites.push(place.citation);
  }
  return { text: `${article(text.slice(2))} ${text.slice(2)}`, cites };
}

/** "a" or "an", by how the next word sounds (numbers read aloud: an 8-, an 11-, an 18-). */
function article(next: string): 'a' | 'an' {
  if (/^(8|1[18](?=\D|$)|1[18],)/.test(next)) return 'an';
  if (/^(eu|uni|uti|use|one)/i.test(next)) return 'a';
  return /^[aeiou]/i.test(next) ? 'an' : 'a';
}

/** The company by name, else by domain; none for a free-mail or disposable address. */
function companyName(facts: FactView): Part | null {
  if (facts.personOnly) return null;
  const named =
    facts.text('companyName', 60) ?? facts.text('companyDomain', 60);
  return named ? { text: named.value, cites: [named.citation] } : null;
}

/**
 * Who the person is, then where they are and how the company is funded: only what is known. A
 * team inbox is no person: it is said to be the company's shared address (`address` cites it).
 */
export function summarySentences(
  facts: FactView,
  who: Part | null,
  address: Citation | null = null,
): Sentence[] {
  const title = facts.text('title');
  const company = companyName(facts);
  const descriptor = company ? companyDescriptor(facts) : null;
  const out: Sentence[] = [];
  if (facts.teamInbox && address) {
    const at = company
      ? ` at ${descriptor ? `${company.text}, ${descriptor.text},` : company.text}`
      : '';
    out.push({
      text: `A shared team inbox${at} signed up: not one person's address.`,
      cites: [address, ...(company?.cites ?? []), ...(descriptor?.cites ?? [])],
    });
  }
  const subject = who?.text ?? 'This person';
  const subjectCites = who?.cites ?? [];
  const at = company
    ? {
        text: descriptor ? `${company.text}, ${descriptor.text}` : company.text,
        cites: [...company.cites, ...(descriptor?.cites ?? [])],
      }
    : null;
  if (title && at)
    out.push({
      text: `${subject} is ${title.value} at ${at.text}.`,
      cites: [...subjectCites, title.citation, ...at.cites],
    });
  else if (title)
    out.push({
      text: `${subject} is ${title.value}.`,
      cites: [...subjectCites, title.citation],
    });
  else if (at && !facts.teamInbox)
    out.push({
      text: `${subject} works at ${at.text}.`,
      cites: [...subjectCites, ...at.cites],
    });
  else if (who)
    out.push({
      text: `${who.text} signed up; little else about them was found.`,
      cites: who.cites,
    });

  const location = facts.text('location', 60);
  const companyPlace = facts.text('companyLocation', 60);
  if (location && !(descriptor && companyPlace?.value === location.value))
    out.push({
      text: `${out.length ? 'They are' : `${subject} is`} based in ${location.value}.`,
      cites: [...(out.length ? [] : subjectCites), location.citation],
    });

  const funding = company ? facts.text('fundingStage', 30) : null;
  if (company && funding)
    out.push({
      text: `${company.text}'s funding stage is ${funding.value}.`,
      cites: [...company.cites, funding.citation],
    });
  return out;
}

/** The address itself, as the email tool read it: what address-kind advice rests on. */
export function addressCitation(
  signals: EmailSignals,
  retrievedAt: string,
): Citation {
  return {
    url: null,
    tool: 'email',
    title: `The signup address (${signals.emailDomain})`,
    retrievedAt,
  };
}

const CHANNEL_WORDS: Record<string, string> = {
  linkedin: 'on LinkedIn',
  twitter: 'on Twitter',
  email: 'by email',
};

export interface OutreachInput {
  /** null: there is no channel to use (a disposable inbox with no public handle) */
  channel: { value: string; cites: Citation[] } | null;
  hook: { value: string; cites: Citation[] } | null;
  timing: MetadataSignal[];
  signals: EmailSignals | null;
  /** cites the address; null when there are no signals */
  address: Citation | null;
  metadata: Citation;
  /** too little is known to personalise on */
  thin: boolean;
}

/**
 * What to do: a work address gets "reach out", a free-mail or role address "verify first", a
 * disposable one "no outreach" (or, with a public handle, verify that it is theirs first).
 */
export function strategySentences(input: OutreachInput): Sentence[] {
  const { channel, hook, timing, signals, address, metadata, thin } = input;
  const via = (channel && CHANNEL_WORDS[channel.value]) ?? 'by email';
  const channelCites = channel?.cites.length
    ? channel.cites
    : address
      ? [address]
      : [];
  const out: Sentence[] = [];
  const onTrial = timing.some(
    (s) => s.key === 'trial' || s.key === 'trialEndsAt',
  );
  if (signals?.isDisposable && address) {
    out.push({
      text: `No outreach by email: ${signals.emailDomain} is a disposable inbox that may already be gone.`,
      cites: [address],
    });
    if (channel)
      out.push({
        text: `If you reach out ${via}, first verify that the profile is theirs.`,
        cites: channel.cites,
      });
    return out;
  }
  if (signals?.isRoleAccount && address) {
    out.push({
      text: `Verify first: this is a shared team address at ${signals.emailDomain}, not one person's.`,
      cites: [address],
    });
    out.push({
      text: `Find who signed up before writing ${via}, and address the team if you write to it.`,
      cites: [address, ...(channel?.cites ?? [])],
    });
  } else if (signals?.isFreeEmail && address) {
    out.push({
      text: `Verify first: ${signals.emailDomain} is a free-mail address, so it says nothing about an employer.`,
      cites: [address],
    });
    out.push({
      text: `Then reach out ${via}, keep it personal and do not assume an employer.`,
      cites: channelCites,
    });
  } else if (channelCites.length && thin) {
    out.push({
      text: `Reach out ${via}, but little is known about them yet: keep it general and check the facts before personalising.`,
      cites: channelCites,
    });
  } else if (channelCites.length) {
    out.push({
      text: hook
        ? `Reach out ${via}, opening with the hook below rather than a generic pitch.`
        : `Reach out ${via}.`,
      cites: [...channelCites, ...(hook?.cites ?? [])],
    });
  }
  if (onTrial)
    out.push({
      text: 'They are on a trial: offer setup help before it ends.',
      cites: [metadata],
    });
  return out;
}
