// Whether a fetched page speaks for the company at all. A parked or for-sale page speaks for a
// registrar or marketplace: nothing on it is a fact about the domain's owner. An empty
// single-page-app shell ("Loading…", a mount point and a bundle) says nothing anyone wrote about
// the company: its title and description are a framework's defaults as often as not.
import type { PageData } from '../extract/page-data.js';
import { isParkingUrl, parkedWording, parkingNameServer } from './parking.js';

export type PageVerdict =
  | { kind: 'company' }
  /** no real content: only technology fingerprints are read from it */
  | { kind: 'empty'; evidence: string }
  /** `evidence` is ours, for the analysis: what showed the domain is parked */
  | { kind: 'parked'; evidence: string };

export function judgePage(
  page: { url: string; data: PageData },
  nameServers: readonly string[],
): PageVerdict {
  const { data } = page;
  const ns = parkingNameServer(nameServers);
  if (ns) return { kind: 'parked', evidence: `name servers at ${ns}` };
  if (isParkingUrl(page.url))
    return {
      kind: 'parked',
      evidence: `served by ${new URL(page.url).hostname}`,
    };
  const loaded = [...data.scriptSrcs, ...data.linkHrefs].find(isParkingUrl);
  if (loaded)
    return {
      kind: 'parked',
      evidence: `page loads from ${new URL(loaded).hostname}`,
    };
  const wording = parkedWording([
    data.title,
    data.h1,
    data.metaDescription,
    data.openGraph.title,
    data.text.lead,
  ]);
  if (wording)
    return {
      kind: 'parked',
      evidence: 'page says the domain is for sale or parked',
    };
  return emptyShell(data) ?? { kind: 'company' };
}

/** Where frameworks mount an app that renders in the browser. */
const MOUNT_POINTS =
  /^(id:(root|app|__next|__nuxt|___gatsby|svelte|main-app|react-root)|tag:app-root|attr:data-reactroot)$/;
const LOADING =
  /^(loading|please wait|just a moment|lädt|chargement|cargando)\b[.…\s]*$/i;
/** Less visible text than this is no content ("Loading...", a cookie notice's button). */
const MIN_CONTENT_CHARS = 40;

function emptyShell(data: PageData): PageVerdict | undefined {
  if (LOADING.test(data.title ?? '') || LOADING.test(data.h1 ?? ''))
    return { kind: 'empty', evidence: 'a loading placeholder' };
  const mount = data.markers.find((marker) => MOUNT_POINTS.test(marker));
  if (mount && data.text.chars < MIN_CONTENT_CHARS)
    return { kind: 'empty', evidence: `an empty app shell (${mount})` };
  return undefined;
}
