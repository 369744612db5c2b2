import { randomBytes } from 'node:crypto';
import { newWebhookSecret } from './secret.js';
import { openSecret, sealSecret, SecretBoxError } from './secret-box.js';

describe('sealed secrets', () => {
  const key = randomBytes(32);
  const secret = newWebhookSecret();

  it('opens with the key it was sealed with, and the sealed form does not show the secret', () => {
    const sealed = sealSecret(secret, key);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(openSecret(sealed, key)).toBe(secret);
    // A fresh IV each time: equal secrets do not look equal at rest.
    expect(sealSecret(secret, key)).not.toBe(sealed);
  });

  it('refuses a wrong key and a tampered value', () => {
    const sealed = sealSecret(secret, key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    parts[3] = flipped.toString('base64url');
    expect(() => openSecret(parts.join('.'), key)).toThrow(SecretBoxError);
    expect(() => openSecret('whsec_plain', key)).toThrow(SecretBoxError);
  });
});
