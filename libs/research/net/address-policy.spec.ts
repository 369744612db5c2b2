// Pure-function tests: nothing here opens a socket, so refused ranges can be listed freely.
import {
  classifyAddress,
  evaluateAddress,
  type AddressCategory,
} from './address-policy.js';

const cases: Array<[string, AddressCategory, boolean]> = [
  // [address, category, allowed by the default policy]
  ['8.8.8.8', 'public', true],
  ['1.1.1.1', 'public', true],
  ['93.184.216.34', 'public', true],
  ['172.15.255.255', 'public', true],
  ['172.32.0.1', 'public', true],
  ['100.63.255.255', 'public', true],
  ['100.128.0.1', 'public', true],
  ['192.0.1.1', 'public', true],
  ['127.0.0.1', 'loopback', false],
  ['127.255.255.254', 'loopback', false],
  ['10.0.0.1', 'private', false],
  ['10.255.255.255', 'private', false],
  ['172.16.0.1', 'private', false],
  ['172.31.255.255', 'private', false],
  ['192.168.1.1', 'private', false],
  ['100.64.0.1', 'carrierGradeNat', false],
  ['100.127.255.255', 'carrierGradeNat', false],
  ['169.254.169.254', 'linkLocal', false],
  ['169.254.0.1', 'linkLocal', false],
  ['0.0.0.0', 'unspecified', false],
  ['0.1.2.3', 'unspecified', false],
  ['224.0.0.1', 'multicast', false],
  ['239.255.255.250', 'multicast', false],
  ['255.255.255.255', 'broadcast', false],
  ['240.0.0.1', 'reserved', false],
  ['192.0.0.8', 'reserved', false],
  ['192.88.99.1', 'reserved', false],
  ['198.18.0.1', 'benchmarking', false],
  ['198.19.255.255', 'benchmarking', false],
  ['192.0.2.10', 'documentation', false],
  ['198.51.100.7', 'documentation', false],
  ['203.0.113.99', 'documentation', false],
  // IPv6
  ['2606:4700:4700::1111', 'public', true],
  ['2a00:1450:4001:82b::200e', 'public', true],
  ['::1', 'loopback', false],
  ['[::1]', 'loopback', false],
  ['::', 'unspecified', false],
  ['fe80::1', 'linkLocal', false],
  ['fe80::1%eth0', 'linkLocal', false],
  ['febf::1', 'linkLocal', false],
  ['fec0::1', 'siteLocal', false],
  ['fc00::1', 'uniqueLocal', false],
  ['fd12:3456:789a::1', 'uniqueLocal', false],
  ['ff02::1', 'multicast', false],
  ['ff05::1:3', 'multicast', false],
  ['2001:db8::1', 'documentation', false],
  ['3fff::1', 'documentation', false],
  ['2001:2::1', 'benchmarking', false],
  ['2001:0:4136:e378::1', 'reserved', false], // Teredo
  ['100::1', 'reserved', false],
  ['::7f00:1', 'reserved', false], // IPv4-compatible ::127.0.0.1
  ['64:ff9b:1::1', 'reserved', false],
  ['4000::1', 'reserved', false],
  ['5f00::1', 'reserved', false],
  // IPv6 embedding IPv4: the embedded address decides
  ['::ffff:127.0.0.1', 'loopback', false],
  ['::ffff:7f00:1', 'loopback', false],
  ['::ffff:169.254.169.254', 'linkLocal', false],
  ['::ffff:10.1.2.3', 'private', false],
  ['::ffff:8.8.8.8', 'public', true],
  ['::ffff:0:10.1.2.3', 'private', false],
  ['64:ff9b::a9fe:a9fe', 'linkLocal', false],
  ['64:ff9b::192.168.0.1', 'private', false],
  ['64:ff9b::808:808', 'public', true],
  ['2002:7f00:1::1', 'loopback', false],
  ['2002:a9fe:a9fe::', 'linkLocal', false],
  ['2002:c0a8:101::1', 'private', false],
  ['2002:808:808::1', 'public', true],
  ['2002:e000:1::', 'multicast', false],
  // not strict IP literals
  ['127.1', 'invalid', false],
  ['0x7f.0.0.1', 'invalid', false],
  ['2130706433', 'invalid', false],
  ['010.0.0.1', 'invalid', false],
  ['localhost', 'invalid', false],
  ['', 'invalid', false],
  ['1::2::3', 'invalid', false],
];

describe('classifyAddress / evaluateAddress (default policy)', () => {
  it.each(cases)('%s is %s (allowed: %s)', (address, category, allowed) => {
    expect(classifyAddress(address).category).toBe(category);
    expect(evaluateAddress(address).allowed).toBe(allowed);
  });
});

describe('allowPrivateNetworks', () => {
  const allowed = [
    '127.0.0.1',
    '::1',
    '10.0.0.1',
    '169.254.169.254',
    'fd00::1',
    '::ffff:127.0.0.1',
    '8.8.8.8',
  ];
  const stillRefused = [
    '0.0.0.0',
    '::',
    '224.0.0.1',
    'ff02::1',
    '255.255.255.255',
    '::ffff:0.0.0.0',
    'not-an-ip',
  ];

  it.each(allowed)('allows %s', (address) => {
    expect(
      evaluateAddress(address, { allowPrivateNetworks: true }).allowed,
    ).toBe(true);
  });

  it.each(stillRefused)('still refuses %s', (address) => {
    expect(
      evaluateAddress(address, { allowPrivateNetworks: true }).allowed,
    ).toBe(false);
  });
});

describe('allowedCidrs', () => {
  const policy = { allowedCidrs: ['127.0.0.1', '10.1.0.0/16', 'fd00::/64'] };

  it.each([
    ['127.0.0.1', true],
    ['127.0.0.2', false],
    ['10.1.200.3', true],
    ['10.2.0.1', false],
    ['fd00::5', true],
    ['fd01::5', false],
    ['0.0.0.0', false],
  ] as const)('%s -> %s', (address, expected) => {
    expect(evaluateAddress(address, policy).allowed).toBe(expected);
  });
});

it('reports the embedded IPv4 address and a canonical form', () => {
  expect(classifyAddress('::FFFF:169.254.169.254')).toEqual({
    address: '::ffff:a9fe:a9fe',
    family: 6,
    category: 'linkLocal',
    embeddedIPv4: '169.254.169.254',
  });
  expect(classifyAddress('127.000.0.1').category).toBe('invalid');
});
