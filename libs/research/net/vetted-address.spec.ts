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

  // The one table for everything that connects to hosts named by untrusted input: allowed
  // without any setting, allowed only where the configuration allows private networks
  // (ENRICHMENT_/WEBHOOK_ALLOW_PRIVATE_NETWORKS), or never.
  it.each([
    // host, by default, with private networks allowed
    ['93.184.216.34', true, true], // public IPv4
    ['[2606:2800:220:1::1]', true, true], // public IPv6
    ['[::ffff:93.184.216.34]', true, true], // IPv4-mapped public
    ['[::ffff:5db8:d822]', true, true], // the same, in hex
    ['127.0.0.1', false, true], // loopback
    ['127.255.0.9', false, true], // all of 127.0.0.0/8 is loopback
    ['[::1]', false, true], // IPv6 loopback
    ['[::ffff:127.0.0.1]', false, true], // IPv4-mapped loopback
    ['10.0.0.1', false, true],
    ['172.16.0.1', false, true],
    ['192.168.1.1', false, true],
    ['169.254.169.254', false, true], // cloud metadata
    ['[fe80::1]', false, true], // IPv6 link-local
    ['[fd12:3456::1]', false, true], // IPv6 unique local
    ['[::ffff:169.254.169.254]', false, true], // IPv4-mapped metadata
    ['[::ffff:a9fe:a9fe]', false, true], // the same, in hex
    ['[64:ff9b::a00:1]', false, true], // NAT64 of 10.0.0.1
    ['0.0.0.0', false, false], // unspecified: never
    ['[::]', false, false],
    ['255.255.255.255', false, false], // broadcast: never
    ['224.0.0.1', false, false], // multicast: never
    ['[ff02::1]', false, false],
  ])(
    '%s: allowed by default %s, with private networks allowed %s',
    async (host, byDefault, withPrivate) => {
      for (const [allowPrivateNetworks, allowed] of [
        [false, byDefault],
        [true, withPrivate],
      ]) {
        const vetted = resolveVettedAddress(host, {
          resolver: none,
          allowPrivateNetworks,
        });
        if (allowed) await expect(vetted).resolves.toEqual(expect.any(String));
        else await expect(vetted).rejects.toBeInstanceOf(RefusedAddressError);
      }
    },
  );

  it('checks every address a name resolves to, IPv6 ones and IPv4-mapped ones too', async () => {
    for (const refused of ['::1', '::ffff:127.0.0.1', 'fd00::5']) {
      await expect(
        resolveVettedAddress('hooks.example.test', {
          resolver: resolverAnswering(['93.184.216.34'], [refused]),
        }),
      ).rejects.toBeInstanceOf(RefusedAddressError);
    }
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
