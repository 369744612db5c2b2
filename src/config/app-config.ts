import { z } from 'zod';

// Every environment variable the service reads is declared here, once, with its default and the
// reason it exists. Nothing else reads process.env: modules receive the parsed AppConfig.

/** A boolean that may be left unset, when its default depends on other variables. */
const optionalBool = () =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) =>
      v === undefined ? undefined : ['true', '1', 'yes'].includes(v),
    );

const bool = (fallback: boolean) =>
  optionalBool().transform((v) => v ?? fallback);

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
  /** all = API and worker in one process; api = HTTP only; worker = enrichment only (needs Redis). */
  APP_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** Key prefix of everything kept in Redis: the Bull queue and the rate-limit counters. */
  REDIS_QUEUE_PREFIX: z
    .string()
    .regex(/^[\w:-]{1,64}$/)
    .default('enrich'),
  /** Enrichments one worker process runs at once. */
  ENRICHMENT_CONCURRENCY: int(4, 1, 256),
  /** Longest one enrichment may take before it is abandoned and retried. */
  ENRICHMENT_JOB_TIMEOUT_MS: int(30000, 1000, 600000),
  /** Tries per actor (transient errors and dead workers) before it is marked failed. */
  ENRICHMENT_MAX_ATTEMPTS: int(3, 1, 20),
  /** First retry delay; doubles each try. */
  ENRICHMENT_RETRY_BACKOFF_MS: int(2000, 10, 600000),
  /** How long a create waits for the queue before answering anyway (the reconciler catches up). */
  ENRICHMENT_ENQUEUE_TIMEOUT_MS: int(1000, 50, 30000),
  /** How often stranded actors (pending too long, or enriching past their lease) are re-enqueued. */
  RECONCILE_INTERVAL_MS: int(30000, 100, 3600000),
  /** A pending actor older than this with no run is considered stranded. */
  RECONCILE_PENDING_AFTER_MS: int(30000, 0, 86400000),
  /** On SIGTERM, how long in-flight enrichments may finish before they are handed back. */
  SHUTDOWN_GRACE_MS: int(10000, 0, 120000),
  /** Bull's lock/stall detection period: how soon a killed worker's job is noticed. */
  QUEUE_STALLED_INTERVAL_MS: int(30000, 500, 600000),
  /** Which agent researches: the keyless research agent (default) or a language model (llm). */
  ENRICHMENT_AGENT: z.enum(['research', 'llm']).default('research'),
  /** Comma-separated tools the research agent runs. */
  ENRICHMENT_TOOLS: z
    .string()
    .default('email,dns,website,gravatar,github')
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['email', 'dns', 'website', 'gravatar', 'github']))),
  /** Each tool's own time limit. */
  ENRICHMENT_TOOL_TIMEOUT_MS: int(5000, 100, 120000),
  /** Comma-separated DNS servers `ip[:port]`; unset = the system resolver. */
  ENRICHMENT_DNS_SERVERS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\[[0-9a-fA-F:.]+\]|[0-9.]+|[0-9a-fA-F:]+)(:\d{1,5})?$/,
            'must be ip[:port]',
          ),
      ),
    ),
  /** Let the website tool reach private/loopback addresses (tests only; SSRF guard off). */
  ENRICHMENT_ALLOW_PRIVATE_NETWORKS: bool(false),
  /** Ports the website tool connects to (tests serve fixtures on other ports). */
  ENRICHMENT_WEBSITE_HTTPS_PORT: int(443, 1, 65535),
  ENRICHMENT_WEBSITE_HTTP_PORT: int(80, 1, 65535),
  GITHUB_API_URL: url(['https', 'http']).default('https://api.github.com'),
  /** Optional: raises GitHub's rate limit. Never logged. */
  GITHUB_TOKEN: z.string().optional(),
  GRAVATAR_API_URL: url(['https', 'http']).default(
    'https://api.gravatar.com/v3',
  ),
  /** Collect Prometheus metrics. Where /metrics is served: see METRICS_TOKEN and METRICS_PORT. */
  METRICS_ENABLED: bool(true),
  /**
   * Bearer token /metrics requires. Setting it serves /metrics on the main port; without it (and
   * without METRICS_PORT) /metrics is not served at all. Never logged.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(256)
    .optional(),
  /** A port of its own for /metrics (works for APP_ROLE=worker too); the main port then has none. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Interface METRICS_PORT binds; anything but loopback needs METRICS_TOKEN. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Per-API-key rate limiting; default: on with REDIS_URL, off on the embedded default. */
  RATE_LIMIT_ENABLED: optionalBool(),
  /** Requests per API key per minute, unless its organization has its own limit (org:update). */
  RATE_LIMIT_PER_MINUTE: int(600, 1, 1_000_000),
  /** Serve the Bull dashboard at /admin/queues (needs REDIS_URL and the two variables below). */
  QUEUE_DASHBOARD_ENABLED: bool(false),
  /** Basic-auth user of the queue dashboard. */
  QUEUE_DASHBOARD_USER: z.string().min(1).max(128).optional(),
  /** Basic-auth password of the queue dashboard. Never logged. */
  QUEUE_DASHBOARD_PASSWORD: z
    .string()
    .min(12, 'must be at least 12 characters')
    .max(256)
    .optional(),
  /** OpenAI-compatible API root of the llm agent, e.g. http://localhost:11434/v1 (Ollama). */
  LLM_BASE_URL: url(['https', 'http']).optional(),
  /** Bearer key of the model API; optional for local servers. Never logged. */
  LLM_API_KEY: z.string().optional(),
  /** Model name as the server knows it, e.g. gpt-4o-mini or qwen2.5:7b. */
  LLM_MODEL: z.string().min(1).max(200).optional(),
  /** Model requests in one actor's tool loop (the final answer included, the one repair not). */
  LLM_MAX_STEPS: int(8, 1, 50),
  /** Prompt + completion tokens one actor may use, as the server reports them. */
  LLM_MAX_TOKENS: int(60000, 1000, 10_000_000),
  /** Longest single model response, in tokens (sent as max_completion_tokens). */
  LLM_MAX_OUTPUT_TOKENS: int(2000, 64, 200_000),
  /** Time for one actor's whole model run, retries and tool calls included. */
  LLM_TIMEOUT_MS: int(20000, 1000, 3_600_000),
  /** Time for one model request; a slower answer counts as a transient error. */
  LLM_REQUEST_TIMEOUT_MS: int(15000, 100, 600_000),
  /** Retries of one model request after 429, 5xx, timeouts or connection errors. */
  LLM_MAX_RETRIES: int(3, 0, 10),
  /** First model retry delay; doubles each retry (a longer Retry-After wins). */
  LLM_RETRY_BACKOFF_MS: int(1000, 10, 60000),
  /** Characters of one tool result (page text, profile) passed to the model. */
  LLM_MAX_RESULT_CHARS: int(6000, 500, 200_000),
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
  role: 'all' | 'api' | 'worker';
  queue: {
    prefix: string;
    concurrency: number;
    jobTimeoutMs: number;
    maxAttempts: number;
    retryBackoffMs: number;
    enqueueTimeoutMs: number;
    reconcileIntervalMs: number;
    reconcilePendingAfterMs: number;
    shutdownGraceMs: number;
    stalledIntervalMs: number;
  };
  research: {
    agent: 'research' | 'llm';
    tools: string[];
    toolTimeoutMs: number;
    dnsServers: string[];
    allowPrivateNetworks: boolean;
    websiteHttpsPort: number;
    websiteHttpPort: number;
    githubApiUrl: string;
    githubToken: string | null;
    gravatarApiUrl: string;
  };
  metrics: {
    /** main = on the API port behind the token; own-port = METRICS_PORT; off = not served. */
    servedOn: 'main' | 'own-port' | 'off';
    token: string | null;
    port: number | null;
    host: string;
  };
  /** null = no rate limiting. */
  rateLimit: { perMinute: number } | null;
  /** null = no dashboard. */
  queueDashboard: { user: string; password: string } | null;
  /** Set when ENRICHMENT_AGENT=llm. */
  llm: LlmConfig | null;
};

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  maxSteps: number;
  maxTokens: number;
  maxOutputTokens: number;
  timeoutMs: number;
  requestTimeoutMs: number;
  maxRetries: number;
  retryBackoffMs: number;
  maxResultChars: number;
}

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
  const problems = crossFieldProblems(c);
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const llm = c.ENRICHMENT_AGENT === 'llm' ? llmConfig(c) : null;
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
    role: c.APP_ROLE,
    queue: {
      prefix: c.REDIS_QUEUE_PREFIX,
      concurrency: c.ENRICHMENT_CONCURRENCY,
      jobTimeoutMs: c.ENRICHMENT_JOB_TIMEOUT_MS,
      maxAttempts: c.ENRICHMENT_MAX_ATTEMPTS,
      retryBackoffMs: c.ENRICHMENT_RETRY_BACKOFF_MS,
      enqueueTimeoutMs: c.ENRICHMENT_ENQUEUE_TIMEOUT_MS,
      reconcileIntervalMs: c.RECONCILE_INTERVAL_MS,
      reconcilePendingAfterMs: c.RECONCILE_PENDING_AFTER_MS,
      shutdownGraceMs: c.SHUTDOWN_GRACE_MS,
      stalledIntervalMs: c.QUEUE_STALLED_INTERVAL_MS,
    },
    research: {
      agent: c.ENRICHMENT_AGENT,
      tools: c.ENRICHMENT_TOOLS,
      toolTimeoutMs: c.ENRICHMENT_TOOL_TIMEOUT_MS,
      dnsServers: c.ENRICHMENT_DNS_SERVERS,
      allowPrivateNetworks: c.ENRICHMENT_ALLOW_PRIVATE_NETWORKS,
      websiteHttpsPort: c.ENRICHMENT_WEBSITE_HTTPS_PORT,
      websiteHttpPort: c.ENRICHMENT_WEBSITE_HTTP_PORT,
      githubApiUrl: c.GITHUB_API_URL,
      githubToken: c.GITHUB_TOKEN ?? null,
      gravatarApiUrl: c.GRAVATAR_API_URL,
    },
    metrics: {
      servedOn: !c.METRICS_ENABLED
        ? 'off'
        : c.METRICS_PORT
          ? 'own-port'
          : c.METRICS_TOKEN
            ? 'main'
            : 'off',
      token: c.METRICS_TOKEN ?? null,
      port: c.METRICS_PORT ?? null,
      host: c.METRICS_HOST,
    },
    // Off by default on the embedded default: a single-tenant SQLite install limits nobody.
    // Workers serve no HTTP, so they have nothing to limit.
    rateLimit:
      (c.RATE_LIMIT_ENABLED ?? Boolean(c.REDIS_URL)) && c.APP_ROLE !== 'worker'
        ? { perMinute: c.RATE_LIMIT_PER_MINUTE }
        : null,
    queueDashboard: c.QUEUE_DASHBOARD_ENABLED
      ? {
          user: c.QUEUE_DASHBOARD_USER!,
          password: c.QUEUE_DASHBOARD_PASSWORD!,
        }
      : null,
    llm,
  };
}

function llmConfig(c: z.infer<typeof schema>): LlmConfig {
  const missing = (['LLM_BASE_URL', 'LLM_MODEL'] as const).filter((n) => !c[n]);
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map((n) => `${n}: required when ENRICHMENT_AGENT=llm`).join('\n  ')}`,
    );
  }
  // A run that falls back to the keyless agent still needs time for its tools inside the job.
  if (
    c.LLM_TIMEOUT_MS + c.ENRICHMENT_TOOL_TIMEOUT_MS >
    c.ENRICHMENT_JOB_TIMEOUT_MS
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  LLM_TIMEOUT_MS: ${c.LLM_TIMEOUT_MS} + ENRICHMENT_TOOL_TIMEOUT_MS ${c.ENRICHMENT_TOOL_TIMEOUT_MS} must not exceed ENRICHMENT_JOB_TIMEOUT_MS ${c.ENRICHMENT_JOB_TIMEOUT_MS} (the fallback needs time too)`,
    );
  }
  return {
    baseUrl: c.LLM_BASE_URL!,
    apiKey: c.LLM_API_KEY ?? null,
    model: c.LLM_MODEL!,
    maxSteps: c.LLM_MAX_STEPS,
    maxTokens: c.LLM_MAX_TOKENS,
    maxOutputTokens: c.LLM_MAX_OUTPUT_TOKENS,
    timeoutMs: c.LLM_TIMEOUT_MS,
    requestTimeoutMs: c.LLM_REQUEST_TIMEOUT_MS,
    maxRetries: c.LLM_MAX_RETRIES,
    retryBackoffMs: c.LLM_RETRY_BACKOFF_MS,
    maxResultChars: c.LLM_MAX_RESULT_CHARS,
  };
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/;

/** Rules that involve more than one variable; each message names the variable to fix. */
function crossFieldProblems(c: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  if (c.APP_ROLE !== 'all' && !c.REDIS_URL)
    problems.push(
      `APP_ROLE: "${c.APP_ROLE}" needs REDIS_URL (the in-process queue runs API and worker together)`,
    );
  if (c.METRICS_PORT && !LOOPBACK.test(c.METRICS_HOST) && !c.METRICS_TOKEN)
    problems.push(
      `METRICS_HOST: "${c.METRICS_HOST}" is not loopback, so METRICS_TOKEN is required`,
    );
  if (c.QUEUE_DASHBOARD_ENABLED) {
    if (!c.REDIS_URL)
      problems.push(
        'QUEUE_DASHBOARD_ENABLED: needs REDIS_URL (the dashboard shows the Bull queue)',
      );
    if (!c.QUEUE_DASHBOARD_USER)
      problems.push(
        'QUEUE_DASHBOARD_USER: required when QUEUE_DASHBOARD_ENABLED=true',
      );
    if (!c.QUEUE_DASHBOARD_PASSWORD)
      problems.push(
        'QUEUE_DASHBOARD_PASSWORD: required when QUEUE_DASHBOARD_ENABLED=true',
      );
  }
  return problems;
}
