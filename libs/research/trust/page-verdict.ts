// Whether a fetched page speaks for the company at all. A parked or for-sale page speaks for a
// registrar or marketplace: nothing on it is a fact about the domain's owner.
import type { PageData } from '../extract/page-data.js';
import { isParkingUrl, parkedWording, parkingNameServer } from './parking.js';

export type PageVerdict =
  | { kind: 'company' }
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
  return { kind: 'company' };
}
