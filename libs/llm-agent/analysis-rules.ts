// The model's analysis is checked like its facts. Text addressed to machines never reaches it,
// nor does a sentence a page or profile used to instruct us, nor anything we refused as a fact
// (another employer, a demo name): the analysis is written from kept facts, not page text.
import { looksLikeInstructions } from '../research/trust/index.js';
import type { Intelligence } from '../research/index.js';
import { foldText } from './fact-rules.js';

/** Four words in a row shared with poisoned text is copying it, not writing from facts. */
const SHINGLE = 4;

function shingles(text: string): Set<string> {
  const words = foldText(text).trim().split(' ').filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= words.length; i++)
    out.add(words.slice(i, i + SHINGLE).join(' '));
  return out;
}

/** Sentences of the run's sources that address machines ("ignore previous instructions …"). */
export function poisonedSentences(texts: readonly string[]): string[] {
  return texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/))
    .filter((sentence) => looksLikeInstructions(sentence));
}

export interface AnalysisRules {
  /** sentences that addressed machines in this run's sources */
  poisoned: readonly string[];
  /** values refused as facts in this run (another employer's name, a demo name …) */
  refusedValues: readonly string[];
}

export function acceptsStatement(text: string, rules: AnalysisRules): boolean {
  if (looksLikeInstructions(text)) return false;
  const own = shingles(text);
  for (const poisoned of rules.poisoned)
    for (const shingle of shingles(poisoned))
      if (own.has(shingle)) return false;
  const folded = foldText(text);
  return !rules.refusedValues.some((value) => {
    const needle = foldText(value);
    return needle.trim().length >= 3 && folded.includes(needle);
  });
}

/** The analysis without what the rules refuse; members left empty are removed with their citations. */
export function vetAnalysis(
  intelligence: Intelligence,
  rules: AnalysisRules,
): { intelligence: Intelligence; dropped: string[] } {
  const out: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [member, value] of Object.entries(intelligence)) {
    if (member === 'citations') continue;
    if (typeof value === 'string') {
      if (acceptsStatement(value, rules)) out[member] = value;
      else dropped.push(member);
    } else if (Array.isArray(value)) {
      const kept = value.filter((item) =>
        acceptsStatement(String(item), rules),
      );
      if (kept.length < value.length) dropped.push(member);
      if (kept.length) out[member] = kept;
    }
  }
  const citations = Object.fromEntries(
    Object.entries(intelligence.citations ?? {}).filter(
      ([member]) => member in out,
    ),
  );
  if (Object.keys(citations).length) out.citations = citations;
  return { intelligence: out as Intelligence, dropped };
}
