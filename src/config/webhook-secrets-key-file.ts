import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError, type AppConfig } from './app-config.js';

/** Beside the SQLite file: the embedded default's data directory. */
export const KEY_FILE_NAME = 'webhook-secrets.key';

/**
 * WEBHOOK_SECRETS_KEY for the embedded default. Unset, on SQLite outside production, the key is
 * the one kept in the data directory, generated there (mode 0600) by whichever process needs it
 * first — the service at its first start, or an admin command that seals a secret (`create`) —
 * so that webhooks work after `npm start` alone and the CLI seals with the key the service opens
 * with. Production keeps its keys where its other secrets are (the key is never generated
 * there), and PostgreSQL deployments run processes that share no directory. `generated` names
 * the file when this call created it.
 */
export function withEmbeddedWebhookKey(
  config: AppConfig,
  { create = true }: { create?: boolean } = {},
): {
  config: AppConfig;
  generated: string | null;
} {
  const { database } = config;
  if (
    config.webhooks.secretsKey ||
    config.env === 'production' ||
    database.dialect !== 'sqlite' ||
    database.path === ':memory:'
  )
    return { config, generated: null };
  const path = join(dirname(database.path), KEY_FILE_NAME);
  const exists = existsSync(path);
  if (!exists && !create) return { config, generated: null };
  const generated = !exists && createIfMissing(path);
  const key = readKey(path);
  return {
    config: { ...config, webhooks: { ...config.webhooks, secretsKey: key } },
    generated: generated ? path : null,
  };
}

/**
 * What a starting process says about the key, once: that it generated one (the operator should
 * keep it with their secrets), or, in production, that webhooks stay off without one.
 */
export function webhookKeyNotice(
  config: AppConfig,
  generated: string | null,
): { fields: Record<string, unknown>; message: string } | null {
  if (generated)
    return {
      fields: { path: generated },
      message:
        'WEBHOOK_SECRETS_KEY was not set: generated one into the data directory (mode 0600); the admin CLI uses it too. Keep it with your secrets, apart from database backups',
    };
  if (config.env === 'production' && !config.webhooks.secretsKey)
    return {
      fields: {},
      message: `webhooks are off: ${MISSING_IN_PRODUCTION}`,
    };
  return null;
}

/** Why webhooks refuse to work in production without the key, and what to do. */
export const MISSING_IN_PRODUCTION =
  'WEBHOOK_SECRETS_KEY is not set, and in production it is never generated. Set it where the deployment keeps its secrets (32 bytes in base64, e.g. `openssl rand -base64 32`), the same value for the admin CLI and every process, then restart';

/** Publishes a new key atomically (a reader never sees half a file); false if one exists. */
function createIfMissing(path: string): boolean {
  mkdirSync(dirname(path), { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    linkSync(draft, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(draft);
  }
}

function readKey(path: string): Buffer {
  const text = readFileSync(path, 'utf8').trim();
  const key = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]{43}=$/.test(text) || key.length !== 32)
    throw new ConfigError(
      `Invalid configuration:\n  WEBHOOK_SECRETS_KEY: ${path} must hold 32 bytes in base64 (or set WEBHOOK_SECRETS_KEY)`,
    );
  return key;
}
