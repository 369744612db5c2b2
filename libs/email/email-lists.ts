// The maintained lists, loaded once at module load into Sets so each lookup is O(1).
// createRequire rather than JSON import attributes: it compiles under `module: nodenext` and runs
// unchanged under Node and Jest's ESM mode, and the packages are CommonJS / plain JSON anyway.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function loadList(specifier: string): string[] {
  const value: unknown = require(specifier);
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    // A package changing its export shape must fail loudly at startup, not silently allow all.
    throw new Error(`${specifier} is not an array of strings`);
  }
  return value;
}

function toSet(...lists: string[][]): ReadonlySet<string> {
  return new Set(lists.flat().map((entry) => entry.trim().toLowerCase()));
}

/**
 * Providers the `email-providers` list misses but that people sign up with; kept tiny so the
 * maintained list stays the source of truth.
 */
const EXTRA_FREE_EMAIL_DOMAINS = [
  'duck.com',
  'fastmail.com',
  'tuta.io',
  'tutanota.com',
  'tutanota.de',
  'zohomail.com',
];

/**
 * Entries of `email-providers` that are companies (or reserved example domains) rather than
 * mail services: a signup from them is a work address.
 */
const NOT_FREE_EMAIL_DOMAINS = new Set([
  'example.com',
  'example.net',
  'example.org',
  'facebook.com',
  'alibaba.com',
  'go.com',
]);

export const FREE_EMAIL_DOMAINS: ReadonlySet<string> = new Set(
  [
    ...toSet(loadList('email-providers/all.json'), EXTRA_FREE_EMAIL_DOMAINS),
  ].filter((domain) => !NOT_FREE_EMAIL_DOMAINS.has(domain)),
);

export const DISPOSABLE_DOMAINS = toSet(loadList('disposable-email-domains'));

/** Domains whose every subdomain is disposable too (the package's `wildcard.json`). */
export const DISPOSABLE_WILDCARD_DOMAINS = toSet(
  loadList('disposable-email-domains/wildcard.json'),
);

export const ROLE_ACCOUNT_NAMES = toSet(loadList('role-based-email-addresses'));
