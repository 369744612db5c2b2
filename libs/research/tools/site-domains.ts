// Whose site a page is: the domains the company's site speaks for (its own, and the same name
// under another suffix it redirects to), and whether a page reached by a redirect speaks for the
// company at all. Facts and fingerprints follow the identity of a page's owner.
import { registrableDomain } from '../../email/email-domain.js';
import { titleParts } from '../extract/site-identity.js';
import { pageIdentity } from '../trust/identity.js';
import { domainLabel, nameMatchesDomain } from '../trust/names.js';
import type { ReadPage } from './page-reader.js';

/**
 * The domains the site speaks for: the email's, and the one its home page redirected to when
 * that is plainly the same name (acme.io -> acme.com), never a platform's or a marketplace's.
 */
export function siteDomains(domain: string, finalUrl: string): string[] {
  const host = URL.canParse(finalUrl) ? new URL(finalUrl).hostname : '';
  const target = registrableDomain(host);
  return target &&
    target !== domain &&
    domainLabel(target) === domainLabel(domain)
    ? [domain, target]
    : [domain];
}

/**
 * True unless the page was reached by a redirect to another organisation's domain and nothing on
 * it ties it to `domain`: its own structured block's url, @id or sameAs on the domain, or a brand
 * (og:site_name, a title part) that is the domain's own name. Such a page is someone else's site,
 * so it gives the company nothing: no facts, and no technology fingerprints either (what that
 * site runs on is its owner's, not the company's).
 */
export function speaksForDomain(
  page: Pick<ReadPage, 'url' | 'data'>,
  domain: string,
): boolean {
  if (!URL.canParse(page.url)) return false;
  const target = registrableDomain(new URL(page.url).hostname);
  if (!target || target === domain) return true;
  if (siteDomains(domain, page.url).length > 1) return true;
  const identity = pageIdentity(page.data, [domain]);
  if (identity.own && identity.ownLink && identity.ownLink !== 'brand')
    return true;
  return [page.data.openGraph.siteName, ...titleParts(page.data.title)].some(
    (name) => name !== undefined && nameMatchesDomain(name, domain),
  );
}
