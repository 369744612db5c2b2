// The shape every registry of outside vendors takes (the data providers today, the CRM
// destinations next): one table keyed by the vendor's id, one entry per vendor, and everything
// else derived from it — the id type, each vendor's environment variables (its instance-wide key
// and its API origin, defaulting to the production origin written in the entry and nowhere
// else), the configuration, the OpenAPI and docs text. An entry names its adapter lazily, so the
// configuration, the CLI and an API process read the table without loading any adapter.
// Framework-free: the Nest and zod parts that derive from it live in src/.

/** One vendor. `Adapter` is the port its adapter implements (ProviderAdapter, say). */
export interface VendorEntry<Adapter> {
  /** what the vendor calls itself: reports, the CLI, the dashboard, the docs */
  label: string;
  /** its API's production origin: the default of `<PREFIX>_<ID>_BASE_URL`, written only here */
  productionUrl: string;
  /** what it is sent about a signup, in a few words: the docs, the variables' descriptions */
  sends: string;
  /** its adapter, imported on first use */
  adapter: () => Promise<Adapter>;
}

export type VendorRegistry<Adapter> = Readonly<
  Record<string, VendorEntry<Adapter>>
>;

/** The registry's ids, in its order (the order organizations see). */
export function vendorIds<R extends VendorRegistry<unknown>>(
  registry: R,
): (keyof R & string)[] {
  return Object.keys(registry) as (keyof R & string)[];
}

/** `PROVIDER_PDL_API_KEY`: the name of one of a vendor's variables. */
export function vendorVariable(
  prefix: string,
  id: string,
  what: 'API_KEY' | 'BASE_URL',
): string {
  return `${prefix}_${id.toUpperCase().replace(/-/g, '_')}_${what}`;
}

/** Every vendor's adapter, loaded (a worker does this once, at start). */
export async function loadAdapters<R extends VendorRegistry<unknown>>(
  registry: R,
): Promise<{ [K in keyof R]: Awaited<ReturnType<R[K]['adapter']>> }> {
  const adapters: Record<string, unknown> = {};
  // One after the other: each import is cheap, and a failing one names itself.
  for (const id of vendorIds(registry))
    adapters[id] = await registry[id]!.adapter();
  return adapters as { [K in keyof R]: Awaited<ReturnType<R[K]['adapter']>> };
}

/** "pdl, apollo or hunter": a registry's ids as a sentence words a choice (the OpenAPI text). */
export function wordedChoice(ids: readonly string[]): string {
  return ids.length > 1
    ? `${ids.slice(0, -1).join(', ')} or ${ids[ids.length - 1]}`
    : (ids[0] ?? '');
}
