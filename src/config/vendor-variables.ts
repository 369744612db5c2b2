import { z } from 'zod';
import {
  vendorIds,
  vendorVariable,
  type VendorEntry,
} from '../../libs/vendor-registry/index.js';
import { url } from './variables/values.js';

/** What a vendor registry's variables say of each vendor (its docs/configuration.md rows). */
export interface VendorWords {
  apiKey: (entry: VendorEntry<unknown>, id: string) => string;
  baseUrl: (entry: VendorEntry<unknown>, id: string) => string;
}

type KeyVariables<P extends string, Id extends string> = {
  [K in Id as `${P}_${Uppercase<K>}_API_KEY`]: z.ZodOptional<z.ZodString>;
};
type UrlVariables<P extends string, Id extends string> = {
  [K in Id as `${P}_${Uppercase<K>}_BASE_URL`]: z.ZodDefault<z.ZodString>;
};

/**
 * A registry's environment variables, derived from its entries: for each vendor an optional
 * instance-wide key and its API origin, which defaults to the production origin of its entry. The
 * words of each variable (`.describe`) are its row of the generated configuration table.
 */
export function vendorVariables<P extends string, Id extends string>(
  prefix: P,
  registry: Readonly<Record<Id, VendorEntry<unknown>>>,
  words: VendorWords,
): KeyVariables<P, Id> & UrlVariables<P, Id> {
  const variables: Record<string, z.ZodType> = {};
  for (const id of vendorIds(registry)) {
    const entry = registry[id];
    variables[vendorVariable(prefix, id, 'API_KEY')] = z
      .string()
      .min(1)
      .optional()
      .describe(words.apiKey(entry, id));
  }
  return {
    ...variables,
    ...vendorUrlVariables(prefix, registry, words.baseUrl),
  } as KeyVariables<P, Id> & UrlVariables<P, Id>;
}

/**
 * Only each vendor's API origin (`<PREFIX>_<ID>_BASE_URL`, defaulting to its entry's production
 * origin): for a registry whose vendors have no instance-wide key (the destinations: each
 * organization brings its own credentials).
 */
export function vendorUrlVariables<P extends string, Id extends string>(
  prefix: P,
  registry: Readonly<Record<Id, VendorEntry<unknown>>>,
  words: (entry: VendorEntry<unknown>, id: string) => string,
): UrlVariables<P, Id> {
  const variables: Record<string, z.ZodType> = {};
  for (const id of vendorIds(registry)) {
    const entry = registry[id];
    variables[vendorVariable(prefix, id, 'BASE_URL')] = url(['https', 'http'])
      .default(entry.productionUrl)
      .describe(words(entry, id));
  }
  return variables as UrlVariables<P, Id>;
}

/** Each vendor's instance-wide key (null when unset) and API origin, from the parsed variables. */
export function vendorSettings<Id extends string>(
  prefix: string,
  registry: Readonly<Record<Id, VendorEntry<unknown>>>,
  env: Readonly<Record<string, unknown>>,
): { instanceKeys: Record<Id, string | null>; baseUrls: Record<Id, string> } {
  const ids = vendorIds(registry);
  const read = (id: Id, what: 'API_KEY' | 'BASE_URL') =>
    env[vendorVariable(prefix, id, what)] as string | undefined;
  return {
    instanceKeys: Object.fromEntries(
      ids.map((id) => [id, read(id, 'API_KEY') ?? null]),
    ) as Record<Id, string | null>,
    baseUrls: Object.fromEntries(
      ids.map((id) => [id, read(id, 'BASE_URL')!]),
    ) as Record<Id, string>,
  };
}
