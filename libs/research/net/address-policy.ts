// Decides whether the website tool may open a connection to an IP address. The website tool
// fetches pages named by untrusted input (an email's domain), so without this an attacker could
// sign up as `x@internal-host.example` and make us fetch cloud metadata or intranet pages (SSRF).
import ipaddr from 'ipaddr.js';

export type AddressCategory =
  | 'public'
  | 'loopback'
  | 'private'
  | 'carrierGradeNat'
  | 'linkLocal'
  | 'uniqueLocal'
  | 'siteLocal'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'benchmarking'
  | 'invalid';

export interface AddressClassification {
  /** the address in canonical form, or the input when it is not a strict IP literal */
  address: string;
  family: 4 | 6 | null;
  category: AddressCategory;
  /** set when an IPv6 address embeds an IPv4 one (mapped, NAT64, 6to4) and that decided it */
  embeddedIPv4?: string;
}

export interface AddressPolicyOptions {
  /** allow loopback/private/link-local/reserved ranges (local development and tests only) */
  allowPrivateNetworks?: boolean;
  /** exact exceptions (CIDR or single address), e.g. an egress proxy on a private address */
  allowedCidrs?: readonly string[];
}

export interface AddressDecision {
  allowed: boolean;
  classification: AddressClassification;
}

// Order matters: the first matching range wins, so narrower ranges come before wider ones.
const IPV4_RANGES: ReadonlyArray<[string, AddressCategory]> = [
  ['255.255.255.255/32', 'broadcast'],
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['172.16.0.0/12', 'private'],
  ['192.168.0.0/16', 'private'],
  ['100.64.0.0/10', 'carrierGradeNat'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'linkLocal'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['192.88.99.0/24', 'reserved'], // deprecated 6to4 relay anycast
  ['198.18.0.0/15', 'benchmarking'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
];

const IPV6_RANGES: ReadonlyArray<[string, AddressCategory]> = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::/96', 'reserved'], // deprecated IPv4-compatible addresses
  ['64:ff9b:1::/48', 'reserved'], // local-use NAT64: its target is network-specific
  ['100::/64', 'reserved'], // discard-only
  ['2001:2::/48', 'benchmarking'],
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['2001::/23', 'reserved'], // IETF protocol assignments, incl. Teredo and ORCHID
  ['5f00::/16', 'reserved'], // segment routing SIDs
  ['fc00::/7', 'uniqueLocal'],
  ['fec0::/10', 'siteLocal'],
  ['fe80::/10', 'linkLocal'],
  ['ff00::/8', 'multicast'],
];

// Prefixes whose low bits carry an IPv4 address: [prefix, offset of the IPv4 in 16-bit parts].
const IPV6_EMBEDDING: ReadonlyArray<[string, number]> = [
  ['::ffff:0:0/96', 6], // IPv4-mapped
  ['::ffff:0:0:0/96', 6], // IPv4-translated (RFC 6145)
  ['64:ff9b::/96', 6], // NAT64 well-known prefix
  ['2002::/16', 1], // 6to4
];

const parsedV4 = IPV4_RANGES.map(([cidr, category]) => ({
  range: ipaddr.IPv4.parseCIDR(cidr),
  category,
}));
const parsedV6 = IPV6_RANGES.map(([cidr, category]) => ({
  range: ipaddr.IPv6.parseCIDR(cidr),
  category,
}));
const parsedEmbedding = IPV6_EMBEDDING.map(([cidr, offset]) => ({
  range: ipaddr.IPv6.parseCIDR(cidr),
  offset,
}));
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

const NEVER_ALLOWED: ReadonlySet<AddressCategory> = new Set([
  'unspecified',
  'multicast',
  'broadcast',
  'invalid',
]);

function stripBrackets(input: string): string {
  const trimmed = input.trim();
  return trimmed.startsWith('[') && trimmed.endsWith(']')
    ? trimmed.slice(1, -1)
    : trimmed;
}

function classifyV4(ip: ipaddr.IPv4): AddressCategory {
  return parsedV4.find(({ range }) => ip.match(range))?.category ?? 'public';
}

/** Classifies an IP literal. Only strict forms count: `127.1` or `0x7f.0.0.1` are 'invalid'. */
export function classifyAddress(input: string): AddressClassification {
  const raw = stripBrackets(input);
  if (ipaddr.IPv4.isValidFourPartDecimal(raw)) {
    const ip = ipaddr.IPv4.parse(raw);
    return { address: ip.toString(), family: 4, category: classifyV4(ip) };
  }
  if (!raw.includes(':') || !ipaddr.IPv6.isValid(raw)) {
    return { address: input, family: null, category: 'invalid' };
  }
  const ip = ipaddr.IPv6.parse(raw);
  const address = ip.toRFC5952String();
  const embedding = parsedEmbedding.find(({ range }) => ip.match(range));
  if (embedding) {
    const [hi, lo] = [
      ip.parts[embedding.offset],
      ip.parts[embedding.offset + 1],
    ];
    const v4 = new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
    return {
      address,
      family: 6,
      category: classifyV4(v4),
      embeddedIPv4: v4.toString(),
    };
  }
  const special = parsedV6.find(({ range }) => ip.match(range))?.category;
  if (special) return { address, family: 6, category: special };
  // Outside 2000::/3 nothing is allocated for global unicast, so treat it as reserved.
  return {
    address,
    family: 6,
    category: ip.match(GLOBAL_UNICAST_V6) ? 'public' : 'reserved',
  };
}

function inAllowedCidrs(
  classification: AddressClassification,
  cidrs: readonly string[],
): boolean {
  if (classification.family === null) return false;
  const ip = ipaddr.parse(stripBrackets(classification.address).split('%')[0]);
  return cidrs.some((cidr) => {
    const range = cidr.includes('/')
      ? ipaddr.parseCIDR(cidr)
      : ipaddr.parseCIDR(`${cidr}/${cidr.includes(':') ? 128 : 32}`);
    return range[0].kind() === ip.kind() && ip.match(range);
  });
}

/** The single question the fetcher asks before every connection. */
export function evaluateAddress(
  input: string,
  options: AddressPolicyOptions = {},
): AddressDecision {
  const classification = classifyAddress(input);
  const { category } = classification;
  if (NEVER_ALLOWED.has(category)) return { allowed: false, classification };
  if (category === 'public') return { allowed: true, classification };
  if (options.allowPrivateNetworks) return { allowed: true, classification };
  return {
    allowed: inAllowedCidrs(classification, options.allowedCidrs ?? []),
    classification,
  };
}

export function isAddressAllowed(
  input: string,
  options: AddressPolicyOptions = {},
): boolean {
  return evaluateAddress(input, options).allowed;
}
