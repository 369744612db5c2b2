import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { ConfigError } from './app-config.js';

type Environment = Record<string, string | undefined>;

/**
 * The variables the service and the admin CLI are configured with: the process environment over
 * a .env file (ENV_FILE, default ./.env). A variable set in the environment wins, even when empty,
 * as with dotenv and `node --env-file`; the file only fills in what the environment leaves unset.
 * A missing ./.env is fine; a missing ENV_FILE that was named explicitly is an error.
 */
export function withEnvFile(env: Environment): Environment {
  const path = env.ENV_FILE ?? '.env';
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ENOENT' && env.ENV_FILE === undefined) return env;
    throw new ConfigError(
      `Invalid configuration:\n  ENV_FILE: cannot read ${path} (${code})`,
    );
  }
  const fromFile: Environment = parseEnv(text);
  // ENV_FILE names the file; the file cannot name another one.
  delete fromFile.ENV_FILE;
  return { ...fromFile, ...env };
}
