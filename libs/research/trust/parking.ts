// Parked and for-sale domains. Registrars, marketplaces and parking services answer for domains
// nobody uses, with pages that name themselves (their company, description, LinkedIn) rather
// than the domain's owner. They are recognised by their wording, their name servers, the
// hosts their pages load from, and the marketplaces parked domains redirect to.

/** Name servers of parking services (a suffix of the NS host). */
const PARKING_NAME_SERVERS = [
  'sedoparking.com',
  'parkingcrew.net',
  'bodis.com',
  'above.com',
  'dan.com',
  'afternic.com',
  'hugedomains.com',
  'undeveloped.com',
  'parklogic.com',
  'voodoo.com',
  'namedrive.com',
  'rookdns.com',
  'uniregistrymarket.link',
  'domainmarket.com',
  'brandbucket.com',
];

/** Domain marketplaces and parking landers: a redirect there, or a page loading from there. */
const PARKING_HOSTS = [
  'sedo.com',
  'sedoparking.com',
  'dan.com',
  'afternic.com',
  'hugedomains.com',
  'undeveloped.com',
  'buydomains.com',
  'domainmarket.com',
  'brandbucket.com',
  'squadhelp.com',
  'atom.com',
  'uniregistry.com',
  'parkingcrew.net',
  'bodis.com',
  'above.com',
  'parklogic.com',
  'domainagents.com',
];

/** Paths on general hosts that are parking or for-sale landers. */
const PARKING_PATHS: ReadonlyArray<[string, RegExp]> = [
  ['godaddy.com', /^\/(domainsearch|forsale|domain-for-sale)/i],
  ['wsimg.com', /^\/parking-lander\//i],
  ['namecheap.com', /^\/(market|domains\/marketplace)/i],
];

/** What parked and for-sale pages say, in the languages registrars use. */
const PARKED_WORDING = [
  /\b(this|the) domain(?: name)? (?:may be|is|might be) for sale\b/i,
  /\bthis (?:web ?site|web page|domain|page) (?:may be |is )?for sale\b/i,
  /\b[\w-]+\.[a-z]{2,}(?:\.[a-z]{2,})? (?:is|may be) for sale\b/i,
  /\b(?:buy|get|purchase) this domain\b/i,
  /\bparked free,? courtesy of\b/i,
  /\bthis (?:web )?page is parked\b/i,
  /\b(?:domain|website) (?:is )?parked\b/i,
  /\bis your first and best source for\b/i,
  /\bsponsored listings displayed above are served automatically\b/i,
  /\bdiese domain (?:kaufen|steht zum verkauf|kann erworben werden|ist zu verkaufen)\b/i,
  /\bce (?:nom de )?domaine est à vendre\b/i,
  /\beste dominio (?:está a la venta|se vende|está en venta)\b/i,
];

const hostIs = (host: string, suffix: string) =>
  host === suffix || host.endsWith(`.${suffix}`);

export function parkingNameServer(
  nameServers: readonly string[],
): string | undefined {
  return nameServers.find((ns) =>
    PARKING_NAME_SERVERS.some((suffix) => hostIs(ns.toLowerCase(), suffix)),
  );
}

/** True for a URL on a domain marketplace or a parking lander. */
export function isParkingUrl(raw: string): boolean {
  if (!URL.canParse(raw)) return false;
  const url = new URL(raw);
  const host = url.hostname.toLowerCase();
  return (
    PARKING_HOSTS.some((suffix) => hostIs(host, suffix)) ||
    PARKING_PATHS.some(
      ([suffix, path]) => hostIs(host, suffix) && path.test(url.pathname),
    )
  );
}

export function parkedWording(
  texts: ReadonlyArray<string | undefined>,
): string | undefined {
  for (const text of texts) {
    if (!text) continue;
    const match = PARKED_WORDING.map((pattern) => pattern.exec(text)).find(
      Boolean,
    );
    if (match) return match[0];
  }
  return undefined;
}
