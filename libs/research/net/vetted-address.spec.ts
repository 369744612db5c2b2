// The SSRF guard's connection step, on addresses only: nothing here connects anywhere, and the
// DNS answers come from a stand-in resolver (DNS is outside the machine).
import type { DnsResolver } from './dns-resolver.js';
import { HostNotFoundError, RefusedAddressError } from './fetch-errors.js';
import { resolveVettedAddress } from './vetted-address.js';

function resolverAnswering(
  v4: string[],
  v6: string[] = [],
): Pick<DnsResolver, 'resolve4' | 'resolve6'> {
  return {
    resolve4: () => Promise.resolve(v4),
    resolve6: () => Promise.resolve(v6),
  };
}

describe('resolveVettedAddress', () => {
  const none = resolverAnswering([]);

  it.each([
    ['127.0.0.1', 'loopback'],
    ['[::1]', 'loopback'],
    ['10.1.2.3', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'linkLocal'], // cloud metadata
    ['[fd00::1]', 'uniqueLocal'],
    ['[::ffff:10.0.0.1]', 'private'], // IPv4-mapped
    ['100.64.0.1', 'carrierGradeNat'],
  ])('refuses the literal %s (%s)', async (host, category) => {
    const refusal = resolveVettedAddress(host, { resolver: none });
    await expect(refusal).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(refusal).rejects.toMatchObject({ category });
  });

  it('refuses a name if any of its addresses is refused', async () => {
    await expect(
      resolveVettedAddress('hooks.example.test', {
        resolver: resolverAnswering(['93.184.216.34', '10.0.0.7']),
      }),
    ).rejects.toMatchObject({ address: '10.0.0.7', category: 'private' });
  });

  it('returns a public address, and allows private ones only when told to', async () => {
    await expect(
      resolveVettedAddress('hooks.example.test', {
        resolver: resolverAnswering(['93.184.216.34']),
      }),
    ).resolves.toBe('93.184.216.34');
    await expect(
      resolveVettedAddress('127.0.0.1', {
        resolver: none,
        allowPrivateNetworks: true,
      }),
    ).resolves.toBe('127.0.0.1');
  });

  it('refuses a name with no address at all', async () => {
    await expect(
      resolveVettedAddress('nowhere.example.test', { resolver: none }),
    ).rejects.toBeInstanceOf(HostNotFoundError);
  });
});
