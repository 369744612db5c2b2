// Classification of an address's domain and local part against the maintained lists.
import { getDomain } from 'tldts';
import {
  DISPOSABLE_DOMAINS,
  DISPOSABLE_WILDCARD_DOMAINS,
  FREE_EMAIL_DOMAINS,
  ROLE_ACCOUNT_NAMES,
} from './email-lists.js';

/**
 * The registrable domain (public-suffix aware): `eu.acme.co.uk` -> `acme.co.uk`. ICANN suffixes
 * only, so `acme.github.io` -> `github.io`: for an email domain the owner of the registration
 * is the organization we care about. Null for IPs and hosts with no registrable part.
 */
export function registrableDomain(domain: string): string | null {
  return getDomain(domain.toLowerCase()) ?? null;
}

/** Free-mail providers (gmail.com, yahoo.co.uk, ...), matched on the full or registrable domain. */
export function isFreeEmailDomain(domain: string): boolean {
  return candidateDomains(domain).some((d) => FREE_EMAIL_DOMAINS.has(d));
}

/**
 * Throwaway inboxes. Every suffix from the full domain down to the registrable domain is
 * checked, which covers the list's exact entries and its wildcard entries (any subdomain).
 */
export function isDisposableDomain(domain: string): boolean {
  return candidateDomains(domain).some(
    (d) => DISPOSABLE_DOMAINS.has(d) || DISPOSABLE_WILDCARD_DOMAINS.has(d),
  );
}

/** `sales`, `support+x`, `Info`: a shared inbox rather than a person. */
export function isRoleAccount(localPart: string): boolean {
  const plus = localPart.indexOf('+');
  const base = plus > 0 ? localPart.slice(0, plus) : localPart;
  return ROLE_ACCOUNT_NAMES.has(base.toLowerCase());
}

/** `a.b.acme.co.uk` -> [`a.b.acme.co.uk`, `b.acme.co.uk`, `acme.co.uk`]. */
function candidateDomains(domain: string): string[] {
  const full = domain.trim().toLowerCase().replace(/\.$/, '');
  const registrable = registrableDomain(full);
  if (!registrable) return full ? [full] : [];
  const candidates = [full];
  let rest = full;
  while (rest !== registrable && rest.includes('.')) {
    rest = rest.slice(rest.indexOf('.') + 1);
    candidates.push(rest);
  }
  return candidates;
}
