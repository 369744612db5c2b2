import {
  generateApiKey,
  generateKeyId,
  hashApiKey,
  isWellFormedApiKey,
} from './api-key-format.js';

describe('API key format', () => {
  it('generates keys of the documented shape that verify', () => {
    const key = generateApiKey('se');
    expect(key).toMatch(/^se_live_[0-9A-Za-z]{38}$/);
    expect(isWellFormedApiKey(key, 'se')).toBe(true);
  });

  it('never repeats a key', () => {
    const keys = new Set(
      Array.from({ length: 200 }, () => generateApiKey('se')),
    );
    expect(keys.size).toBe(200);
  });

  it.each([
    ['a different prefix', (k: string) => k.replace(/^se_/, 'xx_')],
    ['a test-mode marker', (k: string) => k.replace('_live_', '_test_')],
    [
      'one changed character',
      (k: string) => k.slice(0, 12) + (k[12] === 'a' ? 'b' : 'a') + k.slice(13),
    ],
    ['a truncated key', (k: string) => k.slice(0, -1)],
    ['an extended key', (k: string) => k + 'a'],
    [
      'a non-base62 character',
      (k: string) => k.slice(0, -7) + '-' + k.slice(-6),
    ],
  ])('rejects %s', (_label, mutate) => {
    expect(isWellFormedApiKey(mutate(generateApiKey('se')), 'se')).toBe(false);
  });

  it('hashes to hex SHA-256', () => {
    expect(hashApiKey('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('makes public key ids that are not secrets', () => {
    expect(generateKeyId()).toMatch(/^key_[0-9A-Za-z]{16}$/);
  });
});
