import { createHash, randomBytes } from 'node:crypto';

/**
 * API keys look like `<prefix>_live_<32 random base62><6 base62 CRC-32 checksum>`, after GitHub's
 * token format: the checksum lets us reject typos and random guesses without a database look-up,
 * and the fixed shape lets secret scanners recognise a leaked key.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;

export function generateApiKey(prefix: string): string {
  const random = randomBase62(RANDOM_LENGTH);
  return `${prefix}_live_${random}${checksum(random)}`;
}

/** True when `key` has the shape and a valid checksum for `prefix`. Cheap; no secret comparison. */
export function isWellFormedApiKey(key: string, prefix: string): boolean {
  const head = `${prefix}_live_`;
  if (
    key.length !== head.length + RANDOM_LENGTH + CHECKSUM_LENGTH ||
    !key.startsWith(head)
  ) {
    return false;
  }
  const body = key.slice(head.length);
  for (const ch of body) if (!BASE62.includes(ch)) return false;
  const random = body.slice(0, RANDOM_LENGTH);
  return body.slice(RANDOM_LENGTH) === checksum(random);
}

/** What is stored and looked up: hex SHA-256 of the whole key. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A public key identifier, shown in lists and logs instead of the secret. */
export function generateKeyId(): string {
  return `key_${randomBase62(16)}`;
}

function randomBase62(length: number): string {
  let out = '';
  // Rejection sampling keeps every character uniformly likely (248 = 4 × 62).
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

function checksum(text: string): string {
  let n = crc32(Buffer.from(text, 'utf8'));
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
