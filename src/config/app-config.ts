import { z } from 'zod';

// Every environment variable the service reads is declared here, once, with its default and the
// reason it exists. Nothing else reads process.env: modules receive the parsed AppConfig.

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) =>
      v === undefined ? fallback : ['true', '1', 'yes'].includes(v),
    );

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const schema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development'),
  /** HTTP port of the API. */
  PORT: int(3000, 0, 65535),
  /** Interface the API binds to. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection string; unset = the embedded SQLite file. */
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  /** SQLite file used when DATABASE_URL is unset. */
  SQLITE_PATH: z.string().min(1).default('./data/enrichment.sqlite'),
  /** Apply pending migrations when the service starts. */
  MIGRATIONS_RUN: bool(true),
  /** Redis for the Bull queue; unset = the in-process queue. */
  REDIS_URL: url(['redis', 'rediss']).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  /** The fixed part of every API key: `<prefix>_live_<random>`. */
  API_KEY_PREFIX: z
    .string()
    .regex(
      /^[a-z][a-z0-9]{1,9}$/,
      'must be 2-10 lowercase letters or digits, starting with a letter',
    )
    .default('se'),
  /** How long a verified key is trusted without a database look-up; bounds revocation delay. */
  API_KEY_CACHE_TTL_MS: int(5000, 0, 60000),
  /** Largest accepted request body, in bytes (413 beyond). */
  BODY_LIMIT_BYTES: int(65536, 1024, 1048576),
  /** Create the "Default" organization and print a key on an empty embedded database. */
  FIRST_RUN_BOOTSTRAP: bool(true),
  /** Where log lines go: stdout for the service; the admin CLI forces stderr (stdout is its JSON). */
  LOG_FD: z.coerce.number().int().min(1).max(2).default(1),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database:
    | { dialect: 'postgres'; url: string; migrationsRun: boolean }
    | { dialect: 'sqlite'; path: string; migrationsRun: boolean };
  redisUrl: string | null;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  logFd: number;
  apiKeys: { prefix: string; cacheTtlMs: number };
  http: { bodyLimitBytes: number };
  firstRunBootstrap: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every invalid variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.')}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    database: c.DATABASE_URL
      ? {
          dialect: 'postgres',
          url: c.DATABASE_URL,
          migrationsRun: c.MIGRATIONS_RUN,
        }
      : {
          dialect: 'sqlite',
          path: c.SQLITE_PATH,
          migrationsRun: c.MIGRATIONS_RUN,
        },
    redisUrl: c.REDIS_URL ?? null,
    logLevel: c.LOG_LEVEL,
    logFd: c.LOG_FD,
    apiKeys: { prefix: c.API_KEY_PREFIX, cacheTtlMs: c.API_KEY_CACHE_TTL_MS },
    http: { bodyLimitBytes: c.BODY_LIMIT_BYTES },
    firstRunBootstrap: c.FIRST_RUN_BOOTSTRAP,
  };
}
