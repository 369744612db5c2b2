// The rules every fact passes before it is kept, whichever agent or tool proposes it: the keyless
// merge applies them to each tool's findings, the LLM agent to each fact its model states. One
// place, so both agents refuse the same things for the same reasons.
import { COMPANY_FACT_KEYS, URL_FACT_KEYS } from '../fact-keys.js';
import type { FactKey } from '../types.js';
import { looksLikeInstructions } from './instructions.js';
import { nameMatchesDomain } from './names.js';
import {
  isPlaceholderName,
  isPlaceholderPlace,
  isPlaceholderText,
  isPlaceholderUrl,
} from './placeholders.js';

/** Why a fact was refused (kept in the LLM agent's run record; never shown as a fact). */
export type Refusal =
  | 'placeholder'
  | 'other_employer'
  | 'instructions'
  /** a company fact whose subject nothing ties to the email's domain (trust/identity.ts) */
  | 'no_identity_link';

export interface VetContext {
  /** the registrable domain of a corporate address; null for free-mail, disposable or unknown */
  domain: string | null;
  /**
   * The source is a person's profile that names another employer than the address's company
   * (see worksElsewhere): its company and job facts describe that employer, not this one.
   */
  sourceWorksElsewhere?: boolean;
}

/** Facts about a job: held at the employer a profile names, not necessarily this company. */
const JOB_FACT_KEYS: ReadonlySet<FactKey> = new Set([
  'title',
  'seniority',
  'department',
]);

/**
 * True when a person's profile names an employer (its `company` field) that is not the
 * company of the corporate address it was found for: a former employer, a parent company, a
 * client. A profile is whatever the person typed years ago; the address is where they work now.
 */
export function worksElsewhere(
  statedEmployer: string | undefined,
  ctx: VetContext,
): boolean {
  return (
    statedEmployer !== undefined &&
    ctx.domain !== null &&
    !nameMatchesDomain(statedEmployer, ctx.domain)
  );
}

const PLACE_KEYS: ReadonlySet<FactKey> = new Set([
  'location',
  'companyLocation',
]);

/** Why `value` may not be kept as `key`, or null when it may. */
export function refusalOf(
  key: FactKey,
  value: unknown,
  ctx: VetContext,
): Refusal | null {
  if (
    ctx.sourceWorksElsewhere &&
    (COMPANY_FACT_KEYS.has(key) || JOB_FACT_KEYS.has(key))
  )
    return 'other_employer';
  if (typeof value === 'string') {
    if (looksLikeInstructions(value)) return 'instructions';
    if (isPlaceholderText(value)) return 'placeholder';
    if (URL_FACT_KEYS.has(key) && isPlaceholderUrl(value)) return 'placeholder';
    if (PLACE_KEYS.has(key) && isPlaceholderPlace(value)) return 'placeholder';
    // "Acme" is a demo name, unless the address is at acme.com.
    if (
      key === 'companyName' &&
      isPlaceholderName(value) &&
      !(ctx.domain && nameMatchesDomain(value, ctx.domain))
    )
      return 'placeholder';
  }
  return null;
}
