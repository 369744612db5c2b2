import {
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';
import {
  KEY_FILE_NAME,
  webhookKeyNotice,
  withEmbeddedWebhookKey,
} from './webhook-secrets-key-file.js';

describe('the embedded default’s webhook secrets key', () => {
  let dir: string;
  let keyFile: string;
  const embedded = (env: Record<string, string> = {}) =>
    loadConfig({ SQLITE_PATH: join(dir, 'data', 'db.sqlite'), ...env });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'webhook-key-'));
    keyFile = join(dir, 'data', KEY_FILE_NAME);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated once into the data directory, readable by its owner only, then reused', () => {
    const first = withEmbeddedWebhookKey(embedded());
    expect(first.generated).toBe(keyFile);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(first.config.webhooks.secretsKey).toHaveLength(32);
    expect(first.config.webhooks.secretsKey!.toString('base64')).toBe(
      readFileSync(keyFile, 'utf8').trim(),
    );
    const again = withEmbeddedWebhookKey(embedded());
    expect(again.generated).toBeNull();
    expect(again.config.webhooks.secretsKey).toEqual(
      first.config.webhooks.secretsKey,
    );
    expect(webhookKeyNotice(first.config, first.generated)?.fields).toEqual({
      path: keyFile,
    });
    expect(webhookKeyNotice(again.config, again.generated)).toBeNull();
  });

  it('is only read, never made, by a caller that does not seal secrets', () => {
    const reader = withEmbeddedWebhookKey(embedded(), { create: false });
    expect(reader.config.webhooks.secretsKey).toBeNull();
    expect(() => statSync(keyFile)).toThrow(/ENOENT/);
    const made = withEmbeddedWebhookKey(embedded()).config;
    expect(
      withEmbeddedWebhookKey(embedded(), { create: false }).config.webhooks
        .secretsKey,
    ).toEqual(made.webhooks.secretsKey);
  });

  it('is never made in production, on PostgreSQL, or when WEBHOOK_SECRETS_KEY is set', () => {
    const set = Buffer.alloc(32, 1).toString('base64');
    for (const config of [
      embedded({ NODE_ENV: 'production' }),
      loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db' }),
      embedded({ WEBHOOK_SECRETS_KEY: set }),
    ]) {
      const result = withEmbeddedWebhookKey(config);
      expect(result).toEqual({ config, generated: null });
    }
    expect(() => statSync(keyFile)).toThrow(/ENOENT/);
  });

  it('in production without a key, says webhooks are off and what to set', () => {
    const config = embedded({ NODE_ENV: 'production' });
    expect(webhookKeyNotice(config, null)?.message).toMatch(
      /^webhooks are off: WEBHOOK_SECRETS_KEY is not set, and in production it is never generated/,
    );
  });

  it('refuses a key file that does not hold a key', () => {
    withEmbeddedWebhookKey(embedded());
    writeFileSync(keyFile, 'not a key\n');
    expect(() => withEmbeddedWebhookKey(embedded())).toThrow(ConfigError);
  });
});
