// The rules a fact the model states must pass, beyond citing a call that succeeded: the value
// must be found in what that call returned (a model can cite a real call and still state
// something the call never said), and it must pass the same trust rules as the keyless agent's
// facts (libs/research/trust): no demo values, no text addressed to machines, no other
// employer's company or job, nothing from a parked or empty page.
import { comparable } from '../research/merge/index.js';
import {
  looksLikeInstructions,
  refusalOf,
  worksElsewhere,
  type Refusal,
} from '../research/trust/index.js';
import { COMPANY_FACT_KEYS, type FactKey } from '../research/index.js';
import type { LedgerEntry } from './tool-call-ledger.js';

/** Why the model's fact was not kept: not found in its cited call, or refused by a trust rule. */
export type FactProblem = 'uncited' | 'not_in_source' | Refusal;

/**
 * Facts only a tool's own reading can state: numbers (a model reads "1.200" as 1.2), links,
 * the industry (ours is a taxonomy with rules), and what we derive (seniority, department,
 * range). Other text facts may be found in the cited call's text.
 */
const TOOL_STATED_ONLY: ReadonlySet<FactKey> = new Set([
  'employeeCount',
  'totalFunding',
  'employeeRange',
  'industry',
  'seniority',
  'department',
  'linkedinUrl',
  'companyLinkedinUrl',
  'photoUrl',
]);

/** Letters and digits only, accents folded: how text is compared with a source's text. */
export function foldText(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

function statedByTool(
  entry: LedgerEntry,
  key: FactKey,
  value: unknown,
): boolean {
  return entry.facts.some((fact) =>
    key === 'techStack'
      ? Array.isArray(fact.value) &&
        fact.key === key &&
        fact.value.some((v) => comparable(key, v) === comparable(key, value))
      : fact.key === key &&
        comparable(key, fact.value) === comparable(key, value),
  );
}

/** A source's text without the sentences that address machines: those are no evidence. */
function trustedText(evidence: string): string {
  return evidence
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !looksLikeInstructions(sentence))
    .join('\n');
}

/** Why the model's `value` for `key`, citing `entry`, is not kept; null when it is. */
export function factProblem(
  entry: LedgerEntry | undefined,
  key: FactKey,
  value: unknown,
  domain: string | null,
): FactProblem | null {
  if (!entry) return 'uncited';
  // The trust rules first: text addressed to machines is refused as such (and noted), wherever
  // the model says it read it.
  const employer = entry.facts.find((f) => f.key === 'companyName')?.value;
  const refusal = refusalOf(key, value, {
    domain,
    sourceWorksElsewhere:
      entry.scope === 'person' &&
      worksElsewhere(typeof employer === 'string' ? employer : undefined, {
        domain,
      }),
  });
  if (refusal) return refusal;
  if (statedByTool(entry, key, value)) return null;
  if (TOOL_STATED_ONLY.has(key) || typeof value !== 'string')
    return 'not_in_source';
  // The identity rule: a company fact rests on a tool's finding, which carries its identity link
  // (the company's own block, brand or first-person text). Text the model read on a page may be
  // about a parent, a customer or a platform: on its own, it is no link.
  if (COMPANY_FACT_KEYS.has(key)) return 'no_identity_link';
  const needle = foldText(value);
  return needle.trim() !== '' &&
    foldText(trustedText(entry.evidence)).includes(needle)
    ? null
    : 'not_in_source';
}
