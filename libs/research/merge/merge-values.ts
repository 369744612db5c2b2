// Checking and comparing fact values during a merge. Tools are ours, but their values come
// from outside (profiles, web pages), so shapes are checked rather than trusted.
import { FACT_KEYS, FACT_KINDS, URL_FACT_KEYS } from '../fact-keys.js';
import type { Citation, Fact, FactKey } from '../types.js';

const NUMBER_KEYS: ReadonlySet<FactKey> = new Set(
  FACT_KEYS.filter((key) => FACT_KINDS[key] === 'number'),
);
const HANDLE_KEYS: ReadonlySet<FactKey> = new Set([
  'twitterHandle',
  'githubUsername',
]);

export { FACT_KEYS };
const KNOWN_KEYS: ReadonlySet<string> = new Set(FACT_KEYS);

/** A tech-stack entry longer than this is not a technology name. */
export const MAX_TECH_ENTRY_LENGTH = 60;

/** A fact with its value cleaned (strings trimmed), or null when it is malformed. */
export function cleanFact(fact: unknown): Fact | null {
  const clean = cleanFactValue(fact);
  if (!clean) return null;
  // The identity link and a total's currency travel with the fact (checked, never trusted raw).
  const { link, currency } = fact as Record<string, unknown>;
  return {
    ...clean,
    ...(typeof link === 'string' && /^[a-z_]{2,20}$/.test(link)
      ? { link: link as Fact['link'] }
      : {}),
    ...(clean.key === 'totalFunding' &&
    typeof currency === 'string' &&
    /^[A-Z]{3}$/.test(currency)
      ? { currency }
      : {}),
  };
}

function cleanFactValue(fact: unknown): Fact | null {
  if (typeof fact !== 'object' || fact === null) return null;
  const { key, value, citation } = fact as Record<string, unknown>;
  if (
    typeof key !== 'string' ||
    !KNOWN_KEYS.has(key) ||
    !isCitation(citation)
  ) {
    return null;
  }
  const factKey = key as FactKey;
  if (factKey === 'techStack') {
    if (!Array.isArray(value)) return null;
    const entries = value
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.trim())
      .filter((v) => v.length > 0 && v.length <= MAX_TECH_ENTRY_LENGTH);
    return entries.length ? { key: factKey, value: entries, citation } : null;
  }
  if (NUMBER_KEYS.has(factKey)) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? ({ key: factKey, value, citation } as Fact)
      : null;
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  return { key: factKey, value: value.trim(), citation } as Fact;
}

/** The form two values are compared in: case, whitespace, `@`, scheme and `www.` do not count. */
export function comparable(key: FactKey, value: unknown): string {
  let text = String(value)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  if (HANDLE_KEYS.has(key)) text = text.replace(/^@/, '');
  if (URL_FACT_KEYS.has(key)) {
    text = text
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/+$/, '');
  }
  return text;
}

/** Case- and accent-insensitive name tokens, for checking first/last against fullName. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

function isCitation(value: unknown): value is Citation {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.tool === 'string' &&
    c.tool.length > 0 &&
    (c.url === null || typeof c.url === 'string') &&
    typeof c.retrievedAt === 'string' &&
    (c.title === undefined || typeof c.title === 'string')
  );
}
