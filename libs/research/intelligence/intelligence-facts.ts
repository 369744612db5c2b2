// Read access to the merged enrichment for the intelligence writers. Every read returns the
// fact together with its citation, and a fact without a citation reads as absent: a sentence
// can only be built from something we can point at.
import { addressKind, type AddressKind } from '../../email/address-kind.js';
import { COMPANY_FACT_KEYS, FACT_KEYS } from '../fact-keys.js';
import { RESEARCH_TOOL_REGISTRY } from '../tools/registry.js';
import type { Citation, EmailSignals, Enrichment, FactKey } from '../types.js';

/** Facts about the employer. Hidden for free-mail and disposable addresses (see personOnly). */
const COMPANY_KEYS = COMPANY_FACT_KEYS;

/** Facts about a person. Hidden for a shared team inbox (see teamInbox). */
const PERSON_KEYS: ReadonlySet<FactKey> = new Set(
  FACT_KEYS.filter((key) => !COMPANY_KEYS.has(key) && key !== 'techStack'),
);

/**
 * Tools that look at the email's domain, so their tech entries describe a company: those the
 * tool registry gives the company scope.
 */
const COMPANY_TOOLS: ReadonlySet<string> = new Set(
  RESEARCH_TOOL_REGISTRY.filter((entry) => entry.scope === 'company').map(
    (entry) => entry.name,
  ),
);

/** Below either, the record is too thin to personalise outreach on. */
const LOW_CONFIDENCE = 0.4;
const FEW_FACTS = 3;

export interface CitedValue<T> {
  value: T;
  citation: Citation;
}

export class FactView {
  /**
   * True for free-mail and disposable addresses: the domain is a provider's, so nothing about
   * a company may be said, even if a profile names one.
   */
  readonly personOnly: boolean;
  /**
   * True for a role address (info@, sales@…): a team's inbox, so nothing about a person may be
   * said, even if a profile answered for the address (it is the company's, or whoever holds it).
   */
  readonly teamInbox: boolean;
  /** What kind of address it is: what the advice, tone and urgency must agree with. */
  readonly kind: AddressKind | null;

  constructor(
    private readonly enrichment: Enrichment,
    signals: EmailSignals | null,
  ) {
    this.kind = addressKind(signals);
    this.personOnly = Boolean(signals?.isFreeEmail || signals?.isDisposable);
    this.teamInbox = this.kind === 'role';
  }

  text(key: FactKey, maxLength = 80): CitedValue<string> | null {
    const value = this.enrichment[key];
    const citation = this.citationFor(key);
    if (typeof value !== 'string' || !citation) return null;
    const cleaned = cleanText(value, maxLength);
    if (!cleaned) return null;
    // A profile title like "CTO at Acme" names a company too.
    if (key === 'title' && this.personOnly) {
      const personal = cleaned.split(/\s+(?:at|@)\s+/i)[0]?.trim();
      return personal ? { value: personal, citation } : null;
    }
    return { value: cleaned, citation };
  }

  number(key: FactKey): CitedValue<number> | null {
    const value = this.enrichment[key];
    const citation = this.citationFor(key);
    return typeof value === 'number' && Number.isFinite(value) && citation
      ? { value, citation }
      : null;
  }

  /** Tech entries with their own citations; person-only keeps entries from person tools. */
  tech(): Array<CitedValue<string>> {
    const entries = Array.isArray(this.enrichment.techStack)
      ? this.enrichment.techStack
      : [];
    const out: Array<CitedValue<string>> = [];
    for (const entry of entries) {
      const citation = this.enrichment.citations?.[`techStack.${entry}`];
      const value = typeof entry === 'string' ? cleanText(entry, 40) : '';
      if (!citation || !value) continue;
      if (this.personOnly && COMPANY_TOOLS.has(citation.tool)) continue;
      out.push({ value, citation });
    }
    return out;
  }

  /** The company's display name and what supports it, if company talk is allowed at all. */
  company(): { label: string; cites: Citation[] } | null {
    const name = this.text('companyName', 60);
    const domain = this.text('companyDomain', 60);
    if (name && domain) {
      return {
        label: `${name.value} (${domain.value})`,
        cites: [name.citation, domain.citation],
      };
    }
    const only = name ?? domain;
    return only ? { label: only.value, cites: [only.citation] } : null;
  }

  /** How many fact keys carry a citation (techStack entries count once, as techStack). */
  factCount(): number {
    const keys = Object.keys(this.enrichment.citations ?? {});
    return keys.filter((key) => !key.startsWith('techStack.')).length;
  }

  /**
   * Too little is known to personalise on: low confidence or few facts. What the concerns call
   * thin data, and what keeps the urgency and the advice modest.
   */
  get thin(): boolean {
    const confidence = this.confidence;
    return (
      (confidence !== null && confidence < LOW_CONFIDENCE) ||
      this.factCount() < FEW_FACTS
    );
  }

  get confidence(): number | null {
    return typeof this.enrichment.confidence === 'number'
      ? this.enrichment.confidence
      : null;
  }

  private citationFor(key: FactKey): Citation | null {
    if (this.personOnly && COMPANY_KEYS.has(key)) return null;
    if (this.teamInbox && PERSON_KEYS.has(key)) return null;
    return this.enrichment.citations?.[key] ?? null;
  }
}

/**
 * Values come from web pages and profiles: control characters and runs of whitespace go, and
 * length is capped (at a word boundary when possible) so one field cannot flood the output.
 */
export function cleanText(value: string, maxLength: number): string {
  const flat = value
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "A", "A and B", "A, B and C" */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
