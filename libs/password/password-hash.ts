// Passwords for people signing in to the dashboard: scrypt (node:crypto, memory-hard, no native
// add-on), a random salt per password, and the parameters stored with the hash so they can be
// raised later without invalidating existing hashes. No Nest, no TypeORM.
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/** 2^15 × 8 × 128 B = 32 MiB and roughly 50–100 ms per hash on one core: slow to guess, fine to sign in. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Longer inputs are refused before hashing: the work must not grow with what a client sends. */
export const MAX_PASSWORD_LENGTH = 200;

function scrypt(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

// scrypt refuses to use more than maxmem; leave room above 128 × N × r.
const maxmemFor = (N: number, r: number) => 2 * 128 * N * r;

/** `scrypt$<log2 N>$<r>$<p>$<salt base64>$<key base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, {
    ...COST,
    maxmem: maxmemFor(COST.N, COST.r),
  });
  return [
    'scrypt',
    Math.log2(COST.N),
    COST.r,
    COST.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

const STORED =
  /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** Whether `password` is the one `stored` was made from; false for anything malformed. */
export async function verifyPassword(
  password: string,
  stored: string,
): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const m = STORED.exec(stored);
  if (!m) return false;
  const [logN, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 4) return false;
  const expected = Buffer.from(m[5], 'base64');
  const key = await scrypt(password, Buffer.from(m[4], 'base64'), {
    N: 2 ** logN,
    r,
    p,
    maxmem: maxmemFor(2 ** logN, r),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of nothing anyone knows, for the sign-in of an unknown email: verifying against it costs
 * what a real check costs, so the answer's timing does not tell which emails have accounts.
 */
export const UNUSABLE_HASH = `scrypt$15$8$1$${Buffer.alloc(SALT_BYTES).toString('base64')}$${Buffer.alloc(KEY_BYTES).toString('base64')}`;

/** A generated password: 24 characters of base64url (144 random bits), shown once. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
