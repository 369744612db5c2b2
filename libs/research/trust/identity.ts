// The identity rule: every fact has a subject, and a company fact is kept for the email's company
// only when an identity link ties its subject to the email's registrable domain. A page names
// many organizations (its owner, a parent group, brands, publishers, funders, customers, the
// platform it is built with); each is a subject of its own. Links, strongest first:
//   - the block's own url, @id or sameAs is on the domain;
//   - on the domain's own site, a top-level block's name matches the page's brand (its title or
//     og:site_name; a copyright line names the legal owner, often a parent, so it is no link);
//   - first-person text on the domain's own site (extract/text-subjects.ts).
// A block whose url or @id is on another domain is that domain's, whatever it is called, and a
// brand the page shares with such a block (or with the platform it is made with) is not ours.
import { registrableDomain } from '../../email/email-domain.js';
import type { OrganizationData } from '../extract/json-ld-organization.js';
import type { PageData } from '../extract/page-data.js';
import { titleParts } from '../extract/site-identity.js';
import { hostedPlatforms, type HostedPlatform } from './hosted-platform.js';
import { looksLikeInstructions } from './instructions.js';
import { nameMatchesDomain, namesAgree, squashName } from './names.js';

/** What ties a fact's subject to the email's domain (kept on each company fact). */
export type IdentityLink =
  /** the structured-data block's url / @id / sameAs is on the domain */
  | 'url'
  | 'id'
  | 'same_as'
  /** the block's name is the brand the domain's own page shows */
  | 'brand'
  /** "we", "our team" on the domain's own site */
  | 'first_person'
  /** the domain's own home page describing itself (title, meta description) */
  | 'own_site'
  /** read from the domain itself (its DNS records, what its site runs on) */
  | 'own_domain'
  /** the address itself (its domain) */
  | 'address'
  /** a person's profile naming an employer whose name matches the domain */
  | 'profile';

export interface OtherOrganization {
  name?: string;
  /** registrable domain of its url or @id, when on another domain */
  domain?: string;
  relation: string;
}

export interface PageIdentity {
  own?: OrganizationData;
  ownLink?: IdentityLink;
  /** the page's brand: og:site_name and title parts, less other subjects' names */
  brandNames: string[];
  /** names of other subjects on the page (other blocks, the parent, platforms) */
  otherNames: string[];
  others: OtherOrganization[];
  parent?: OtherOrganization & { name: string };
  platforms: HostedPlatform[];
  /** something the page showed as its own was the platform's (its markup, its name as brand) */
  platformIdentityRefused: boolean;
  /** a block was set aside because it addresses machines */
  quarantinedBlock: boolean;
  /**
   * The page presents itself as another organization (every brand it shows is another's): its
   * "we" is that organization, not the company, so first-person text is no link.
   */
  speaksAsAnother: boolean;
}

/** Profiles and link hubs that a url may point at without naming another company. */
const SOCIAL_HOSTS =
  /(^|\.)(linkedin|twitter|x|facebook|instagram|youtube|github|crunchbase|wikipedia|wikidata|tiktok|xing|bsky|mastodon)\.[a-z.]+$/i;

export function onDomains(
  url: string | undefined,
  domains: readonly string[],
): boolean {
  if (!url || !URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** The registrable domain `url` names, when it names one that is not a social profile host. */
/**
 * A url on the domain's own name under another suffix (acme.com for an address at acme.co.uk):
 * the same company's other site, not another organization.
 */
function onSameName(
  url: string | undefined,
  domains: readonly string[],
): boolean {
  if (!url || !URL.canParse(url)) return false;
  const label = registrableDomain(new URL(url).hostname)?.split('.')[0];
  return (
    label !== undefined &&
    label.length >= 4 &&
    domains.some((d) => d.split('.')[0] === label)
  );
}

function elsewhere(
  url: string | undefined,
  domains: readonly string[],
): string | undefined {
  if (!url || !URL.canParse(url) || onDomains(url, domains)) return undefined;
  if (onSameName(url, domains)) return undefined;
  const host = new URL(url).hostname.toLowerCase();
  if (SOCIAL_HOSTS.test(host)) return undefined;
  return registrableDomain(host) ?? undefined;
}

function urlLink(
  org: OrganizationData,
  domains: readonly string[],
): IdentityLink | undefined {
  if (onDomains(org.url, domains)) return 'url';
  if (onDomains(org.id, domains)) return 'id';
  if (org.sameAs.some((link) => onDomains(link, domains))) return 'same_as';
  return undefined;
}

const RANK: Record<string, number> = { url: 0, id: 0, same_as: 1, brand: 2 };
/** A name that only matches the domain's label ranks after one the page shows as its brand. */
const DOMAIN_NAME_RANK = 3;

/**
 * Who is who on one page of `domains[0]`'s site (`domains`: the email's registrable domain, and
 * the domain its site redirected to when that is plainly the same name).
 */
export function pageIdentity(
  data: PageData,
  domains: readonly string[],
): PageIdentity {
  const [domain] = domains;
  const platforms = hostedPlatforms(data, domain);
  const orgs = data.organizations;
  const quarantined = orgs.map((org) =>
    (org.texts ?? []).some(looksLikeInstructions),
  );
  const foreign = orgs.map((org) =>
    urlLink(org, domains)
      ? undefined
      : (elsewhere(org.url, domains) ?? elsewhere(org.id, domains)),
  );
  const platformNames = platforms.map((p) => p.name);
  const foreignNames = orgs
    .filter((org, i) => foreign[i] !== undefined && org.name)
    .map((org) => org.name as string);
  const notOurs = [...platformNames, ...foreignNames];
  const rawBrand = [data.openGraph.siteName, ...titleParts(data.title)].filter(
    (name): name is string => Boolean(name) && !name!.startsWith('@'),
  );
  const refused = (name: string) =>
    !nameMatchesDomain(name, domain) &&
    notOurs.some((other) => namesAgree(name, other));
  // With part of the brand refused as another's, the rest of the title is that one's tagline:
  // only a name that is the domain's own (or its own og:site_name) still counts.
  const anyRefused = rawBrand.some(refused);
  const brandNames = rawBrand.filter(
    (name) =>
      !refused(name) &&
      (!anyRefused ||
        nameMatchesDomain(name, domain) ||
        name === data.openGraph.siteName),
  );
  let platformIdentityRefused = rawBrand.some(
    (name) =>
      !brandNames.includes(name) &&
      platformNames.some((p) => namesAgree(name, p)),
  );

  const candidates: Array<{ index: number; link: IdentityLink; rank: number }> =
    [];
  orgs.forEach((org, index) => {
    if (quarantined[index]) return;
    const link =
      urlLink(org, domains) ??
      (onSameName(org.url, domains) || onSameName(org.id, domains)
        ? ('url' as const)
        : undefined);
    const sameNameOnly = link !== undefined && !urlLink(org, domains);
    const name = org.name;
    const mayBeOurs =
      org.relation === 'top' &&
      foreign[index] === undefined &&
      name !== undefined &&
      !platformNames.some((p) => namesAgree(p, name));
    // The same name under another suffix ranks after the domain itself, before a brand name.
    if (link)
      candidates.push({ index, link, rank: sameNameOnly ? 1.5 : RANK[link] });
    else if (mayBeOurs && brandNames.some((brand) => namesAgree(brand, name)))
      candidates.push({ index, link: 'brand', rank: RANK.brand });
    else if (mayBeOurs && nameMatchesDomain(name, domain))
      candidates.push({ index, link: 'brand', rank: DOMAIN_NAME_RANK });
    else if (
      org.name !== undefined &&
      platformNames.some((p) => namesAgree(p, org.name as string))
    )
      platformIdentityRefused = true;
  });
  const best = Math.min(...candidates.map((c) => c.rank));
  const top = candidates.filter((c) => c.rank === best);
  // Two blocks with an equally good link that name different organizations: no subject wins.
  const agreeing = top.every(
    (c) =>
      namesAgree(orgs[c.index].name ?? '', orgs[top[0].index].name ?? '') ||
      !orgs[c.index].name,
  );
  const chosen = top.length && agreeing ? top[0] : undefined;
  const own = chosen ? orgs[chosen.index] : undefined;

  const others: OtherOrganization[] = orgs
    .filter(
      (org, i) =>
        i !== chosen?.index &&
        !(own?.name && org.name && namesAgree(org.name, own.name)),
    )
    .map((org) => ({
      ...(org.name ? { name: org.name } : {}),
      ...(() => {
        const d = elsewhere(org.url, domains) ?? elsewhere(org.id, domains);
        return d ? { domain: d } : {};
      })(),
      relation: org.relation ?? 'top',
    }));
  const parentOrg = chosen
    ? (orgs.find(
        (org) =>
          org.relation === 'parentOrganization' && org.holder === chosen.index,
      ) ??
      (own?.relation === 'subOrganization' && own.holder !== undefined
        ? orgs[own.holder]
        : undefined))
    : undefined;
  const parentDomain = parentOrg
    ? (elsewhere(parentOrg.url, domains) ?? elsewhere(parentOrg.id, domains))
    : undefined;
  return {
    ...(own ? { own, ownLink: chosen!.link } : {}),
    brandNames,
    otherNames: [
      ...new Set([
        ...others.map((o) => o.name).filter((n): n is string => Boolean(n)),
        ...platformNames,
      ]),
    ].filter(
      (name) => !brandNames.some((b) => squashName(b) === squashName(name)),
    ),
    others,
    ...(parentOrg?.name
      ? {
          parent: {
            name: parentOrg.name,
            ...(parentDomain ? { domain: parentDomain } : {}),
            relation: 'parentOrganization',
          },
        }
      : {}),
    platforms,
    platformIdentityRefused,
    quarantinedBlock: quarantined.some(Boolean),
    speaksAsAnother: rawBrand.length > 0 && brandNames.length === 0,
  };
}
