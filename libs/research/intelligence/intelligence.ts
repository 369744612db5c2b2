// Composes the `intelligence` object from the merged enrichment, the address flags and the
// ingest context. Nothing here invents: each member is built from facts present, and
// `citations[member]` lists the citations of exactly the facts it used.
import { cleanText, FactView } from './intelligence-facts.js';
import {
  metadataCitation,
  readMetadataSignals,
} from './intelligence-metadata.js';
import {
  chooseChannel,
  chooseTone,
  rateUrgency,
  writeHook,
} from './intelligence-outreach.js';
import {
  writeHighlights,
  writeTechStackReality,
  type Written,
} from './intelligence-profile.js';
import {
  addressCitation,
  strategySentences,
  summarySentences,
  type Sentence,
} from './intelligence-sentences.js';
import { writeConcerns } from './intelligence-concerns.js';
import { writeInterests, writePainPoints } from './intelligence-interests.js';
import type {
  Citation,
  EmailSignals,
  Enrichment,
  Intelligence,
  Observation,
} from '../types.js';

export interface IntelligenceContext {
  /** display name given at ingest */
  name: string | null;
  /** first-touch source label given at ingest */
  source: string | null;
}

export function composeIntelligence(
  enrichment: Enrichment,
  signals: EmailSignals | null,
  metadata: Record<string, unknown> | null,
  context: IntelligenceContext,
  observations: readonly Observation[] = [],
): Intelligence {
  const facts = new FactView(enrichment, signals);
  // Ingest-based statements are dated like the record they belong to.
  const researchedAt = enrichment.enrichedAt ?? new Date(0).toISOString();
  const metadataCite = metadataCitation(researchedAt);
  const address = signals ? addressCitation(signals, researchedAt) : null;
  const timing = readMetadataSignals(metadata, context.source);

  const fullName = facts.text('fullName', 80);
  // A team inbox's given name names the team or the company, not a person.
  const givenName =
    context.name && !facts.teamInbox ? cleanText(context.name, 80) : '';
  const who: Written<string> | null = fullName
    ? { value: fullName.value, cites: [fullName.citation] }
    : givenName
      ? { value: givenName, cites: [metadataCite] }
      : null;

  const out: Intelligence = {};
  const citations: Record<string, Citation[]> = {};
  const put = <K extends keyof Intelligence>(
    member: K,
    written: Written<NonNullable<Intelligence[K]>> | null,
  ): void => {
    if (
      !written ||
      (Array.isArray(written.value) && written.value.length === 0)
    )
      return;
    out[member] = written.value as Intelligence[K];
    const cites = dedupe(written.cites);
    if (cites.length) citations[member] = cites;
  };

  put(
    'summary',
    prose(
      summarySentences(
        facts,
        who && { text: who.value, cites: who.cites },
        address,
      ),
    ),
  );
  put('highlights', writeHighlights(facts));
  put('concerns', {
    value: writeConcerns(facts, signals, observations),
    cites: [],
  });
  put('interests', writeInterests(facts));
  put('painPoints', writePainPoints(facts));
  put('techStackReality', writeTechStackReality(facts));
  put('timingSignals', {
    value: timing.map((s) => s.text),
    cites: timing.length ? [metadataCite] : [],
  });
  const channel = chooseChannel(facts);
  // No channel, no message: nothing to open it with, nor a tone to write it in.
  const hook = channel ? writeHook(facts) : null;
  put('suggestedChannel', channel);
  put('suggestedHook', hook);
  put('suggestedTone', channel ? chooseTone(facts, address) : null);
  put(
    'outreachStrategy',
    prose(
      strategySentences({
        channel,
        hook,
        timing,
        signals,
        address,
        metadata: metadataCite,
        thin: facts.thin,
      }),
    ),
  );
  put('urgency', rateUrgency(facts, timing, metadataCite, address));

  if (Object.keys(citations).length) out.citations = citations;
  return out;
}

/** Sentences as one text, citing what each of them cites; nothing when there is none. */
function prose(sentences: Sentence[]): Written<string> | null {
  if (!sentences.length) return null;
  return {
    value: sentences.map((s) => s.text).join(' '),
    cites: sentences.flatMap((s) => s.cites),
  };
}

function dedupe(cites: Citation[]): Citation[] {
  const seen = new Set<string>();
  return cites.filter((c) => {
    const id = JSON.stringify([c.tool, c.url, c.title ?? null, c.retrievedAt]);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
