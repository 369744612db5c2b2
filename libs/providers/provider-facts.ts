// Turns a provider's record into our facts. Everything a provider returns is outside data: each
// value is flattened and bounded (cleanText), URLs and handles are put in the canonical forms the
// rest of the research uses, and a value that does not fit its key is dropped, never guessed.
import { cleanText, cleanUrl } from '../research/extract/clean-text.js';
import {
  githubUsernameFromUrl,
  isGithubLogin,
  linkedinCompanyUrl,
  linkedinProfileUrl,
  twitterHandle,
  twitterHandleFromUrl,
} from '../research/extract/profile-links.js';
import { FACT_KINDS } from '../research/fact-keys.js';
import type { FactKey } from '../research/types.js';
import type { ProviderFact, ProviderOutcome } from './provider.js';
import { VOCABULARIES } from './provider-vocabulary.js';

const MAX_TEXT: Partial<Record<FactKey, number>> = {
  bio: 500,
  companyDescription: 500,
};
const MAX_TECH_ITEMS = 50;

/**
 * Collects facts, first value per key wins; `add` ignores empty and ill-typed values. A word our
 * vocabulary does not hold is no fact: it is kept aside (`untranslated`) so the research report
 * can say what was dropped, unless a later value for the key translates.
 */
export class ProviderFacts {
  private readonly byKey = new Map<FactKey, ProviderFact>();
  private readonly foreign = new Map<FactKey, ProviderFact>();

  add(key: FactKey, raw: unknown): this {
    if (this.byKey.has(key)) return this;
    const value = normalize(key, raw);
    if (value !== undefined) {
      this.byKey.set(key, { key, value });
      this.foreign.delete(key);
      return this;
    }
    const word = VOCABULARIES[key] && wordsOf(raw);
    if (word && !this.foreign.has(key))
      this.foreign.set(key, { key, value: word });
    return this;
  }

  list(): ProviderFact[] {
    return [...this.byKey.values()];
  }

  untranslated(): ProviderFact[] {
    return [...this.foreign.values()];
  }

  /**
   * The match these facts make: one record, billed one unit. The record's id is kept only when it
   * is a string; the confidence is on the provider's own scale, null when it gives none.
   */
  match(record: {
    id: unknown;
    confidence?: number | null;
    employerDomain: string | null;
    retrievedAt: string;
  }): ProviderOutcome {
    return {
      kind: 'match',
      recordId: typeof record.id === 'string' ? record.id : null,
      confidence: record.confidence ?? null,
      facts: this.list(),
      untranslated: this.untranslated(),
      employerDomain: record.employerDomain,
      cost: 1,
      retrievedAt: record.retrievedAt,
    };
  }
}

/** The provider's word(s) as they may be shown in the report, bounded. */
function wordsOf(raw: unknown): string | undefined {
  const words = (Array.isArray(raw) ? raw : [raw]).filter(
    (word): word is string => typeof word === 'string',
  );
  return cleanText(words.join(', '), 200);
}

function normalize(
  key: FactKey,
  raw: unknown,
): ProviderFact['value'] | undefined {
  const translate = VOCABULARIES[key];
  if (translate) return translate(raw);
  switch (key) {
    case 'linkedinUrl':
      return typeof raw === 'string'
        ? linkedinProfileUrl(withScheme(raw))
        : undefined;
    case 'companyLinkedinUrl':
      return typeof raw === 'string'
        ? linkedinCompanyUrl(withScheme(raw))
        : undefined;
    case 'twitterHandle':
      return handleOf(raw, twitterHandleFromUrl, twitterHandle);
    case 'githubUsername':
      return handleOf(raw, githubUsernameFromUrl, (v) =>
        isGithubLogin(v) ? v : undefined,
      );
    case 'photoUrl':
      return cleanUrl(raw);
    case 'companyDomain':
      return domainOf(raw) ?? undefined;
  }
  switch (FACT_KINDS[key]) {
    case 'number':
      return positiveNumber(raw);
    case 'string[]':
      return textList(raw);
    default:
      return cleanText(raw, MAX_TEXT[key] ?? 200);
  }
}

/** Providers write profile URLs without a scheme ("linkedin.com/in/x"). */
function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function handleOf(
  raw: unknown,
  fromUrl: (url: string) => string | undefined,
  fromHandle: (handle: string) => string | undefined,
): string | undefined {
  const text = cleanText(raw, 200);
  if (!text) return undefined;
  return /[/.]/.test(text)
    ? fromUrl(withScheme(text))
    : fromHandle(text.replace(/^@/, ''));
}

function positiveNumber(raw: unknown): number | undefined {
  const n =
    typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim())
      ? Number(raw)
      : raw;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

function textList(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const items = [
    ...new Set(
      raw
        .map((item) => cleanText(item, 80))
        .filter((item): item is string => item !== undefined),
    ),
  ].slice(0, MAX_TECH_ITEMS);
  return items.length ? items : undefined;
}

/**
 * The bare host of a website or domain as a provider writes it ("http://www.acme.com/",
 * "acme.com"), lowercased, without "www."; null when it is not a host name.
 */
export function domainOf(raw: unknown): string | null {
  const text = cleanText(raw, 300);
  if (!text) return null;
  try {
    const host = new URL(withScheme(text)).hostname
      .toLowerCase()
      .replace(/^www\./, '');
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}
