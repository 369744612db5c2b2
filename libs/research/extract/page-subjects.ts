// Names and subjects on one company page: which title part is the company's brand, whether a
// description speaks of another organization, and what the page's other organizations state
// (dropped, for the research report).
import type { DroppedFact } from '../report/research-report.js';
import type { PageIdentity } from '../trust/identity.js';
import { looksLikeInstructions } from '../trust/instructions.js';
import { domainLabel, nameMatchesDomain, squashName } from '../trust/names.js';
import { cleanText } from './clean-text.js';
import type { OrganizationData } from './json-ld-organization.js';
import { titleParts } from './site-identity.js';

const GENERIC_TITLES = new Set([
  'home',
  'homepage',
  'home page',
  'welcome',
  'index',
  'untitled',
  'startseite',
  'start',
  'willkommen',
  'accueil',
  'bienvenue',
  'inicio',
  'bienvenido',
  'bienvenidos',
  'hem',
  'välkommen',
  'welkom',
  'startpagina',
  'home page',
  'pagina iniziale',
]);

const squash = (text: string) =>
  text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** 'Acme Analytics | Product analytics' -> 'Acme Analytics' (the part that looks like the domain). */
export function companyNameFromTitle(
  title: string | undefined,
  domain: string,
): string | undefined {
  if (!title) return undefined;
  const label = squash(domain.split('.')[0]);
  const parts = titleParts(title).filter(
    (part) => !GENERIC_TITLES.has(part.toLowerCase()),
  );
  const matching = parts.find(
    (part) =>
      label !== '' &&
      (squash(part).includes(label) || label.includes(squash(part))),
  );
  return cleanText(matching ?? parts[0], 100);
}

/** The title's brand part: one the page shows as its own brand, preferably the domain's name. */
export function brandNameFromTitle(
  title: string | undefined,
  brandNames: readonly string[],
  domain: string,
): string | undefined {
  const parts = titleParts(title);
  const own = parts.filter((part) => brandNames.includes(part));
  // With a part refused as another's (a platform's name), the rest is a tagline, not a name.
  if (
    own.length < parts.length &&
    !own.some((p) => nameMatchesDomain(p, domain))
  )
    return undefined;
  return companyNameFromTitle(own.join(' | '), domain);
}

/** A statement about another organization: names one of them and not the company. */
export function aboutAnother(
  text: string,
  ownNames: readonly string[],
  otherNames: readonly string[],
  domain: string,
): boolean {
  const mentions = (name: string) =>
    squashName(name).length >= 3 && squashName(text).includes(squashName(name));
  return (
    otherNames.some(mentions) &&
    !ownNames.some(mentions) &&
    !squashName(text).includes(domainLabel(domain))
  );
}

/** What the page's other organizations state, as dropped facts (bounded). */
export function othersDropped(
  identity: PageIdentity,
  organizations: readonly OrganizationData[],
): Array<Omit<DroppedFact, 'tool'>> {
  const out: Array<Omit<DroppedFact, 'tool'>> = [];
  for (const org of organizations) {
    if (org === identity.own) continue;
    const quarantined = (org.texts ?? []).some(looksLikeInstructions);
    const subject = org.name ?? org.relation;
    const values: Array<[string, string | number | undefined]> = [
      ['companyName', org.name],
      ['employeeCount', org.employeeCount],
      ['companyLocation', org.location],
    ];
    for (const [key, value] of values)
      if (value !== undefined)
        out.push(
          quarantined
            ? { key, reason: 'instructions' }
            : {
                key,
                reason: 'other_subject',
                value,
                ...(subject
                  ? { subject: `${subject} (${org.relation ?? 'top'})` }
                  : {}),
              },
        );
  }
  return out.slice(0, 20);
}
