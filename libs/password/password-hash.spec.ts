import {
  generatePassword,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  UNUSABLE_HASH,
  verifyPassword,
} from './password-hash.js';

describe('password hashing (scrypt)', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(
      /^scrypt\$15\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
    );
    expect(hash).not.toContain('correct horse');
    await expect(
      verifyPassword('correct horse battery staple', hash),
    ).resolves.toBe(true);
    await expect(
      verifyPassword('correct horse battery stapl', hash),
    ).resolves.toBe(false);
  });

  it('salts every hash: the same password hashes differently twice', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same'),
      hashPassword('same'),
    ]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same', b)).resolves.toBe(true);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$2b$10$abc'],
    ['absurd cost', 'scrypt$40$8$1$AAAA$AAAA'],
    ['truncated', 'scrypt$15$8$1$AAAA'],
  ])('refuses a malformed stored hash (%s)', async (_, stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
  });

  it('refuses an over-long password without hashing it', async () => {
    const hash = await hashPassword('x'.repeat(MAX_PASSWORD_LENGTH));
    await expect(
      verifyPassword('x'.repeat(MAX_PASSWORD_LENGTH + 1), hash),
    ).resolves.toBe(false);
    await expect(
      verifyPassword('x'.repeat(MAX_PASSWORD_LENGTH), hash),
    ).resolves.toBe(true);
  });

  it('matches nothing with the unusable hash', async () => {
    await expect(verifyPassword('', UNUSABLE_HASH)).resolves.toBe(false);
    await expect(verifyPassword('password', UNUSABLE_HASH)).resolves.toBe(
      false,
    );
  });

  it('generates long random passwords', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
