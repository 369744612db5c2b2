// The rules every fact passes before it is kept, whichever agent or tool proposes it: the keyless
// merge applies them to each tool's findings, the LLM agent to each fact its model states. One
// place, so both agents refuse the same things for the same reasons.
import type { FactKey } from '../types.js';
import { nameMatchesDomain } from './names.js';
import {
  isPlaceholderName,
  isPlaceholderPlace,
  isPlaceholderText,
  isPlaceholderUrl,
} from './placeholders.js';

/** Why a fact was refused (kept in the LLM agent's run record; never shown as a fact). */
export type Refusal = 'placeholder';

export interface VetContext {
  /** the registrable domain of a corporate address; null for free-mail, disposable or unknown */
  domain: string | null;
}

const URL_KEYS: ReadonlySet<FactKey> = new Set([
  'linkedinUrl',
  'companyLinkedinUrl',
  'photoUrl',
]);
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
  if (typeof value === 'string') {
    if (isPlaceholderText(value)) return 'placeholder';
    if (URL_KEYS.has(key) && isPlaceholderUrl(value)) return 'placeholder';
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
