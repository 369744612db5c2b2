// The SSRF guard's connection step, for any client that opens connections to hosts named by
// untrusted input: resolve the name through our own resolver, refuse if ANY answer is refused by
// the address policy, and hand the socket that one vetted address (a custom `lookup`), so a second,
// different DNS answer (rebinding) cannot slip past the check.
import type { LookupFunction } from 'node:net';
import {
  evaluateAddress,
  type AddressPolicyOptions,
} from './address-policy.js';
import { isNameNotFound, type DnsResolver } from './dns-resolver.js';
import { HostNotFoundError, RefusedAddressError } from './fetch-errors.js';

export interface VettingOptions extends AddressPolicyOptions {
  /** only addresses are looked up */
  resolver: Pick<DnsResolver, 'resolve4' | 'resolve6'>;
}

/** An address `host` may be reached at, or a RefusedAddressError / HostNotFoundError. */
export async function resolveVettedAddress(
  host: string,
  options: VettingOptions,
  signal?: AbortSignal,
): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const literal = evaluateAddress(bare, options);
  if (literal.classification.family !== null) {
    if (!literal.allowed)
      throw new RefusedAddressError(
        host,
        bare,
        literal.classification.category,
      );
    return literal.classification.address;
  }
  const [v4, v6] = await Promise.all([
    options.resolver.resolve4(bare, signal),
    options.resolver.resolve6(bare, signal),
  ]).catch((error: unknown) => {
    if (isNameNotFound(error)) throw new HostNotFoundError(bare, true);
    throw error;
  });
  const addresses = [...v4, ...v6];
  if (addresses.length === 0) throw new HostNotFoundError(bare);
  for (const address of addresses) {
    const decision = evaluateAddress(address, options);
    if (!decision.allowed)
      throw new RefusedAddressError(
        host,
        address,
        decision.classification.category,
      );
  }
  return addresses[0];
}

/** A `lookup` that answers every name with `address`: the socket goes where the check said yes. */
export function pinnedLookup(address: string): LookupFunction {
  const family = address.includes(':') ? 6 : 4;
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
