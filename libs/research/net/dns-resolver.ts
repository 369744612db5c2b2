// A small DNS client over node:dns/promises. Tools and the guarded fetcher resolve through this
// (never through the OS `lookup`) so that operators can point research at specific servers and
// tests can point it at a local fixture server.
import { Resolver } from 'node:dns/promises';

export interface MxRecord {
  exchange: string;
  priority: number;
}

export interface DnsResolver {
  resolve4(name: string, signal?: AbortSignal): Promise<string[]>;
  resolve6(name: string, signal?: AbortSignal): Promise<string[]>;
  resolveMx(name: string, signal?: AbortSignal): Promise<MxRecord[]>;
  /** TXT records with their character-strings joined, as SPF evaluation does */
  resolveTxt(name: string, signal?: AbortSignal): Promise<string[]>;
  /** the zone's name servers, lowercase, without the trailing dot */
  resolveNs(name: string, signal?: AbortSignal): Promise<string[]>;
}

export interface DnsResolverOptions {
  /** `ip`, `ip:port` or `[ipv6]:port`; empty means the system's configured servers */
  servers?: readonly string[];
  /** per-query timeout; each query is tried once */
  timeoutMs?: number;
}

// "No record of that type" is an empty answer. "No such name" (ENOTFOUND, the server's NXDOMAIN)
// is an answer too, but a different one: the caller is told (isNameNotFound), so that the
// research report can say "the domain does not exist" rather than "nothing published".
const EMPTY_ANSWER_CODES = new Set(['ENODATA']);

/** The resolver's server answered that `name` does not exist (NXDOMAIN). */
export function isNameNotFound(error: unknown): boolean {
  return errorCode(error) === 'ENOTFOUND';
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

export function createDnsResolver(
  options: DnsResolverOptions = {},
): DnsResolver {
  const timeoutMs = options.timeoutMs ?? 3000;
  const servers = options.servers ?? [];

  // One Resolver per query: `cancel()` cancels every query on a resolver, and we only want to
  // cancel the one whose caller gave up.
  async function query<T>(
    run: (resolver: Resolver) => Promise<T>,
    empty: T,
    signal?: AbortSignal,
  ): Promise<T> {
    signal?.throwIfAborted();
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (servers.length > 0) resolver.setServers([...servers]);
    const onAbort = () => resolver.cancel();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return await run(resolver);
    } catch (error) {
      signal?.throwIfAborted();
      if (EMPTY_ANSWER_CODES.has(errorCode(error) ?? '')) return empty;
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    resolve4: (name, signal) => query((r) => r.resolve4(name), [], signal),
    resolve6: (name, signal) => query((r) => r.resolve6(name), [], signal),
    resolveMx: (name, signal) => query((r) => r.resolveMx(name), [], signal),
    resolveNs: (name, signal) =>
      query(
        async (r) =>
          (await r.resolveNs(name)).map((ns) =>
            ns.toLowerCase().replace(/\.$/, ''),
          ),
        [],
        signal,
      ),
    resolveTxt: (name, signal) =>
      query(
        async (r) =>
          (await r.resolveTxt(name)).map((chunks) => chunks.join('')),
        [],
        signal,
      ),
  };
}
