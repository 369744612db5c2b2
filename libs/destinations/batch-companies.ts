// The companies of a batch of actors, one per website domain: what a CRM's company object
// (HubSpot's company, Salesforce's Account) is written from. The first actor of a domain gives its
// mapped values; the others of the same company add nothing.
import type { FieldMapping, ObjectState, SyncItem } from './destination.js';
import { mappedValues } from './field-mapping.js';

export interface BatchCompany {
  /** the actor's company domain, lower-cased */
  domain: string;
  values: Record<string, string>;
  /** what we wrote to, and meant for, this company before */
  state: ObjectState | undefined;
}

export function companiesOfBatch(
  items: SyncItem[],
  mapping: FieldMapping,
  objectType: string,
): BatchCompany[] {
  const byDomain = new Map<string, BatchCompany>();
  for (const item of items) {
    const domain = item.actor.companyDomain?.toLowerCase();
    if (!domain || byDomain.has(domain)) continue;
    byDomain.set(domain, {
      domain,
      values: mappedValues(mapping, objectType, item.actor),
      state: item.shared[objectType],
    });
  }
  return [...byDomain.values()];
}
