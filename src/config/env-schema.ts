import { z } from 'zod';
// The names only: the tools themselves are not loaded to read the configuration.
import { RESEARCH_TOOL_NAMES } from '../../libs/research/tools/tool-names.js';

// Every environment variable the service reads is declared here, once, with its default and the
// reason it exists. app-config.ts turns the parsed values into the typed AppConfig; nothing else
// reads process.env. Each variable's comment is its documentation for operators: the table in
// docs/configuration.md is generated from these comments (test/docs keeps it in step).

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

export const envSchema = z.object({
  /**
   * A file to read variables from, in `KEY=value` form; unset: `./.env` if there is one (a missing
   * `ENV_FILE` is an error). Only the environment can set it, and the environment wins over the
   * file.
   */
  ENV_FILE: z.string().min(1).optional(),
  /**
   * `development`, `production` or `test`. `production` prints no first-run key and always logs
   * JSON.
   */
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development'),
  /** HTTP port of the API. */
  PORT: int(3000, 0, 65535),
  /** Interface the API binds to. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection string (`postgres://…`); unset = the embedded SQLite file. */
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  /** The SQLite file (WAL mode) used when `DATABASE_URL` is unset. */
  SQLITE_PATH: z.string().min(1).default('./data/enrichment.sqlite'),
  /** Apply pending migrations when the service starts (the admin CLI always does). */
  MIGRATIONS_RUN: bool(true),
  /**
   * Redis (`redis://…`) for the Bull queue and the rate-limit counters; unset = the in-process
   * queue.
   */
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /** `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. */
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  /**
   * `auto`: readable lines (pino-pretty) when `NODE_ENV=development` and the log goes to a terminal,
   * JSON otherwise; `json` or `pretty` force one. Production always logs JSON, for collectors
   * (`pretty` there is refused).
   */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /**
   * The fixed part of every API key, `<prefix>_live_<random>`: 2-10 lowercase letters or digits.
   */
  API_KEY_PREFIX: z
    .string()
    .regex(
      /^[a-z][a-z0-9]{1,9}$/,
      'must be 2-10 lowercase letters or digits, starting with a letter',
    )
    .default('se'),
  /**
   * How long a verified key is trusted without a database look-up; bounds how long a revoked key
   * still works.
   */
  API_KEY_CACHE_TTL_MS: int(5000, 0, 60000),
  /** Largest accepted request body (413 beyond). */
  BODY_LIMIT_BYTES: int(65536, 1024, 1048576),
  /**
   * Time a client has to send its request headers; a connection that sends nothing is closed after
   * it too. Slower: 408, connection closed.
   */
  HTTP_HEADERS_TIMEOUT_MS: int(5000, 100, 600000),
  /**
   * Time a client has to send a whole request, body included: a body trickling in a byte at a time
   * is cut off with a 408 envelope and the connection closed, so it cannot hold a slot of the
   * server.
   */
  HTTP_REQUEST_TIMEOUT_MS: int(10000, 100, 600000),
  /**
   * How long an idle keep-alive connection stays open between requests. Behind a proxy that reuses
   * connections, set it above the proxy's own idle timeout.
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: int(5000, 100, 600000),
  /**
   * On an empty embedded database (outside production), create the organization "Default" and print
   * its id and one API key.
   */
  FIRST_RUN_BOOTSTRAP: bool(true),
  /**
   * `all`: API and worker in one process; `api`: HTTP only; `worker`: enrichment only, no HTTP.
   * `api` and `worker` need `REDIS_URL`.
   */
  APP_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /**
   * With `APP_ROLE=worker`, the port (bound to `HOST`) of `/health` and `/health/ready`, for the
   * orchestrator's probes; `0` picks a free one.
   */
  WORKER_HEALTH_PORT: int(3001, 0, 65535),
  /**
   * Key prefix of everything the service keeps in Redis: the Bull queue and the rate-limit counters.
   */
  REDIS_QUEUE_PREFIX: z
    .string()
    .regex(/^[\w:-]{1,64}$/)
    .default('enrich'),
  /**
   * Enrichments one worker process runs at once (an enrichment is mostly waiting on the network; see
   * docs/architecture.md, "Concurrency").
   */
  ENRICHMENT_CONCURRENCY: int(64, 1, 256),
  /**
   * Longest one enrichment may take, from its claim (queue wait not counted); then it is handed back
   * and retried.
   */
  ENRICHMENT_JOB_TIMEOUT_MS: int(30000, 1000, 600000),
  /**
   * Tries per job (transient errors) before it is given up, unless its definition says otherwise;
   * also the claims per actor (dead workers) before its research is marked `failed`.
   */
  QUEUE_MAX_ATTEMPTS: int(3, 1, 20),
  /** First retry delay of a job; doubles each try. */
  QUEUE_RETRY_BACKOFF_MS: int(2000, 10, 600000),
  /**
   * How long adding a job may wait for the queue: a create answers anyway after it (the reconciler
   * queues the actor later), and each add of a sweep is bounded by it.
   */
  QUEUE_ENQUEUE_TIMEOUT_MS: int(1000, 50, 30000),
  /** Alias: the name QUEUE_MAX_ATTEMPTS had while the queue ran only enrichments (still read). */
  ENRICHMENT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).optional(),
  /** Alias: the name QUEUE_RETRY_BACKOFF_MS had before (still read when it is unset). */
  ENRICHMENT_RETRY_BACKOFF_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(600000)
    .optional(),
  /** Alias: the name QUEUE_ENQUEUE_TIMEOUT_MS had before (still read when it is unset). */
  ENRICHMENT_ENQUEUE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(30000)
    .optional(),
  /**
   * Enriched actors whose enrichment is older than this many days are researched again in the
   * background, at most 100 at a time, as `actor:reenrich` does. Unset: never. Public data goes
   * stale (titles, employers, headcounts); a deployment that wants it fresh says how fresh.
   */
  ENRICHMENT_REFRESH_AFTER_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .optional(),
  /**
   * How often stranded actors are queued again (enrichment's reconciler), missing scores
   * rescheduled, refreshes fed, and an `APP_ROLE=api` process checks that some worker consumes the
   * queue.
   */
  RECONCILE_INTERVAL_MS: int(30000, 100, 3600000),
  /** A `pending` actor older than this with no job in the queue counts as stranded. */
  RECONCILE_PENDING_AFTER_MS: int(30000, 0, 86400000),
  /**
   * How long enrichment may stand still before it is reported: the backlog not shrinking while
   * (almost) nothing is enriched, across all workers (a warning from the API process and
   * enrichment_backlog_stalled), or one worker taking no job while jobs wait (its /health/ready).
   */
  ENRICHMENT_STALL_WINDOW_MS: int(60_000, 1000, 3_600_000),
  /** On SIGTERM, how long in-flight enrichments may finish before they are handed back. */
  SHUTDOWN_GRACE_MS: int(10000, 0, 120000),
  /**
   * Bull's lock and stall-check period: a killed worker's jobs go to another worker 0.5-2 periods
   * after its death (their locks lapse, then a check finds them). Longer only if a worker's event
   * loop can be blocked that long: its jobs would be handed over while it still runs them (safe,
   * the actor's lease decides, but wasted).
   */
  QUEUE_STALLED_INTERVAL_MS: int(10000, 500, 600000),
  /**
   * Which agent researches: `research` (keyless, the default) or `llm` (a language model; needs
   * `LLM_BASE_URL` and `LLM_MODEL`).
   */
  ENRICHMENT_AGENT: z.enum(['research', 'llm']).default('research'),
  /** Comma-separated research tools to run (both agents); default: every registered tool. */
  ENRICHMENT_TOOLS: z
    .string()
    .default(RESEARCH_TOOL_NAMES.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(RESEARCH_TOOL_NAMES))),
  /** Each research tool's own time limit; the run goes on without a tool that exceeds it. */
  ENRICHMENT_TOOL_TIMEOUT_MS: int(5000, 100, 120000),
  /**
   * How long a domain's public company research (the `dns` and `website` tools) is reused by later
   * enrichments of that domain, in any organisation, before it is read again; `0` = only enrichments
   * running at the same time share a lookup. A refresh always reads again.
   */
  COMPANY_RESEARCH_TTL_MS: int(3_600_000, 0, 30 * 86_400_000),
  /**
   * How long a failed lookup of a domain's company research (no answer, a timeout, a refused
   * address) is shared with later enrichments of that domain before the site is asked again,
   * whatever COMPANY_RESEARCH_TTL_MS is: a burst of signups at a dead site waits for it once, not
   * once per signup. 0 = a failure is shared only with the enrichments waiting on that lookup.
   */
  COMPANY_RESEARCH_FAILURE_TTL_MS: int(60_000, 0, 3_600_000),
  /**
   * Comma-separated DNS servers `ip[:port]` used by the dns and website tools and for webhook
   * endpoints; unset = the system resolver.
   */
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
  /**
   * Bytes read from one web page at most (website tool, `fetch_page`). Pages are parsed as they
   * stream and only bounded extracts are kept, so this bounds time and traffic, not memory.
   */
  ENRICHMENT_PAGE_MAX_BYTES: int(8 * 1024 * 1024, 64 * 1024, 64 * 1024 * 1024),
  /** Let the website tool reach loopback and private addresses: the SSRF guard off (tests only). */
  ENRICHMENT_ALLOW_PRIVATE_NETWORKS: bool(false),
  /** Port the website tool connects to for `https://` (tests serve fixtures on other ports). */
  ENRICHMENT_WEBSITE_HTTPS_PORT: int(443, 1, 65535),
  /** Port the website tool connects to for `http://` (tests serve fixtures on other ports). */
  ENRICHMENT_WEBSITE_HTTP_PORT: int(80, 1, 65535),
  /** GitHub API base (`/search/users?q=<email> in:email`, `/users/<login>`). */
  GITHUB_API_URL: url(['https', 'http']).default('https://api.github.com'),
  /** Optional: raises GitHub's rate limit (60 searches an hour without it). Never logged. */
  GITHUB_TOKEN: z.string().optional(),
  /** Gravatar API base (`/profiles/<sha256>`). */
  GRAVATAR_API_URL: url(['https', 'http']).default(
    'https://api.gravatar.com/v3',
  ),
  /**
   * An instance-wide People Data Labs API key, for single-team installs: every organization that
   * has not set its own PDL key (`provider:set`) uses it, after its own providers. Never logged.
   * What is sent: the address, and the name when given (README, docs/providers).
   */
  PROVIDER_PDL_API_KEY: z.string().min(1).optional(),
  /** An instance-wide Apollo API key, as `PROVIDER_PDL_API_KEY`. */
  PROVIDER_APOLLO_API_KEY: z.string().min(1).optional(),
  /** An instance-wide Hunter API key, as `PROVIDER_PDL_API_KEY`. */
  PROVIDER_HUNTER_API_KEY: z.string().min(1).optional(),
  /** People Data Labs API base (tests point it at a loopback fixture server). */
  PROVIDER_PDL_BASE_URL: url(['https', 'http']).default(
    'https://api.peopledatalabs.com',
  ),
  /** Apollo API base. */
  PROVIDER_APOLLO_BASE_URL: url(['https', 'http']).default(
    'https://api.apollo.io',
  ),
  /** Hunter API base. */
  PROVIDER_HUNTER_BASE_URL: url(['https', 'http']).default(
    'https://api.hunter.io',
  ),
  /**
   * How long a data provider's answer (a match or a no-match) is reused for the same organization
   * and address (or domain): a re-enrichment within it costs no credit. Never shared across
   * organizations. 0 = never reused.
   */
  PROVIDER_CACHE_TTL_MS: int(2_592_000_000, 0, 31_536_000_000),
  /**
   * Time for one data provider request; a slower answer counts as unavailable and is retried
   * while the research run's time limit (`ENRICHMENT_JOB_TIMEOUT_MS`) leaves room.
   */
  PROVIDER_TIMEOUT_MS: int(8000, 100, 120_000),
  /** Collect Prometheus metrics; served only as `METRICS_TOKEN` and `METRICS_PORT` allow. */
  METRICS_ENABLED: bool(true),
  /**
   * Bearer token `/metrics` requires (16+ characters). Setting it serves `/metrics` on the API port;
   * without it (and without `METRICS_PORT`) `/metrics` is not served at all. Never logged.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(256)
    .optional(),
  /**
   * Serve `/metrics` on a port of its own instead of the API port (works for `APP_ROLE=worker` too).
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Interface `METRICS_PORT` binds; anything but loopback needs `METRICS_TOKEN`. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Per-API-key rate limiting: counters in Redis with `REDIS_URL`, in memory on the embedded
   * default. Never in `APP_ROLE=worker`, which serves no API.
   */
  RATE_LIMIT_ENABLED: bool(true),
  /**
   * Requests per API key per minute, unless its organization has its own limit (`org:update
   * --rate-limit`).
   */
  RATE_LIMIT_PER_MINUTE: int(600, 1, 1_000_000),
  /**
   * Serve the Bull dashboard at `/admin/queues` (needs `REDIS_URL` and the two variables below).
   */
  QUEUE_DASHBOARD_ENABLED: bool(false),
  /** Basic-auth user of the queue dashboard; required when it is enabled. */
  QUEUE_DASHBOARD_USER: z.string().min(1).max(128).optional(),
  /**
   * Basic-auth password of the queue dashboard (12+ characters); required when it is enabled. Never
   * logged.
   */
  QUEUE_DASHBOARD_PASSWORD: z
    .string()
    .min(12, 'must be at least 12 characters')
    .max(256)
    .optional(),
  /**
   * OpenAI-compatible API root of the `llm` agent, e.g. `http://localhost:11434/v1` (Ollama);
   * required when `ENRICHMENT_AGENT=llm`.
   */
  LLM_BASE_URL: url(['https', 'http']).optional(),
  /** Bearer key of the model API; optional for local servers. Never logged or stored. */
  LLM_API_KEY: z.string().optional(),
  /**
   * Model name as the server knows it, e.g. `gpt-4o-mini` or `qwen2.5:7b`; required when
   * `ENRICHMENT_AGENT=llm`.
   */
  LLM_MODEL: z.string().min(1).max(200).optional(),
  /** Model requests in one actor's tool loop (the final answer included, the one repair not). */
  LLM_MAX_STEPS: int(8, 1, 50),
  /** Prompt + completion tokens one actor may use, as the server reports them. */
  LLM_MAX_TOKENS: int(60000, 1000, 10_000_000),
  /** Longest single model response, in tokens (sent as `max_completion_tokens`). */
  LLM_MAX_OUTPUT_TOKENS: int(2000, 64, 200_000),
  /**
   * Time for one actor's whole model run, retries and tool calls included; with
   * `ENRICHMENT_TOOL_TIMEOUT_MS` it must fit in `ENRICHMENT_JOB_TIMEOUT_MS` (the fallback needs time
   * too).
   */
  LLM_TIMEOUT_MS: int(20000, 1000, 3_600_000),
  /** Time for one model request; a slower answer counts as a transient error. */
  LLM_REQUEST_TIMEOUT_MS: int(15000, 100, 600_000),
  /** Retries of one model request after 429, 5xx, 408/409, timeouts or connection errors. */
  LLM_MAX_RETRIES: int(3, 0, 10),
  /** First model retry delay; doubles each retry (a longer `Retry-After` wins). */
  LLM_RETRY_BACKOFF_MS: int(1000, 10, 60000),
  /** Characters of one tool result (page text, profile) shown to the model. */
  LLM_MAX_RESULT_CHARS: int(6000, 500, 200_000),
  /**
   * Let webhook endpoints be loopback, private or link-local addresses (tests and local development
   * only): endpoint URLs are customer input, so the SSRF guard refuses them otherwise.
   */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: bool(false),
  /**
   * Key that seals webhook signing secrets in the database (AES-256-GCM), so that a dump of the
   * database alone does not reveal them: 32 bytes in base64 (`openssl rand -base64 32`). Needed to
   * add endpoints and to deliver; the same value for the CLI and every process. Unset on the
   * embedded default (SQLite, not production): generated at the first start into the data
   * directory (`webhook-secrets.key`, mode 0600), which the CLI reads too. Production never
   * generates it: webhooks stay off until it is set. Never logged. Losing it means rotating every
   * secret.
   */
  WEBHOOK_SECRETS_KEY: z
    .string()
    .refine(
      (v) =>
        /^[A-Za-z0-9+/]{43}=$/.test(v) &&
        Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes in base64, e.g. the output of `openssl rand -base64 32`',
    )
    .optional(),
  /** One delivery attempt, connection to answer; slower receivers count as failed. */
  WEBHOOK_TIMEOUT_MS: int(10000, 100, 60000),
  /**
   * Deliveries one worker process makes at once, in their own line (never a slot of enrichment).
   * An attempt is almost all waiting for the receiver, so a slot costs little; one endpoint takes
   * at most `WEBHOOK_ENDPOINT_CONCURRENCY` of them.
   */
  WEBHOOK_CONCURRENCY: int(32, 1, 256),
  /**
   * Attempts in flight to one endpoint at once, across every worker process: a receiver that hangs
   * holds at most this many delivery slots, and the others go to the other endpoints.
   */
  WEBHOOK_ENDPOINT_CONCURRENCY: int(4, 1, 256),
  /** Wait after a delivery's first failed attempt; doubles each time, with ±20 % jitter. */
  WEBHOOK_RETRY_FIRST_DELAY_MS: int(30000, 10, 3_600_000),
  /** Longest wait between two delivery attempts. */
  WEBHOOK_RETRY_MAX_DELAY_MS: int(28_800_000, 10, 86_400_000),
  /**
   * How long a delivery is retried after its first attempt, and how long an endpoint may fail every
   * attempt before it is disabled.
   */
  WEBHOOK_GIVE_UP_AFTER_MS: int(259_200_000, 100, 2_592_000_000),
  /**
   * Days a webhook event is kept once every delivery of it is delivered or given up (failed); then
   * a worker's hourly sweep deletes it with its deliveries. Events with a delivery still pending
   * (retrying, or replayed) are kept whatever their age.
   */
  WEBHOOK_RETENTION_DAYS: int(30, 1, 3650),
  /**
   * How often workers queue deliveries that are due and not queued: retries after a restart, replays
   * from the admin CLI, events whose enqueue a crash lost.
   */
  WEBHOOK_DISPATCH_INTERVAL_MS: int(5000, 100, 3_600_000),
  /**
   * Serve the dashboard at `/dashboard` (`APP_ROLE` `all` or `api`); people sign in with accounts
   * made by `user:create`.
   */
  DASHBOARD_ENABLED: bool(true),
  /** A dashboard session unused for this long ends; any session ends 7 days after sign-in. */
  DASHBOARD_SESSION_IDLE_MS: int(28_800_000, 60_000, 604_800_000),
  /**
   * Which proxies in front of the service to believe about the client (Express's "trust proxy"):
   * `false`, none; a number of proxy hops; or a comma-separated list of addresses, CIDR ranges,
   * `loopback`, `linklocal`, `uniquelocal`. A trusted proxy's `X-Forwarded-For` gives the address
   * sign-in attempts are limited by, and its `X-Forwarded-Proto: https` marks the dashboard's cookie
   * `Secure`.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const value = v.trim();
      if (value === 'false') return false as const;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const named = ['loopback', 'linklocal', 'uniquelocal'];
      const bad = list.filter(
        (t) => !named.includes(t) && !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(t),
      );
      if (!list.length || bad.length) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be false, a number of hops, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal (true is refused: it would believe any client)',
        });
        return z.NEVER;
      }
      return list;
    }),
  /**
   * Where log lines go: `1` (stdout) for the service; the admin CLI forces `2` (stderr), since its
   * stdout is its JSON.
   */
  LOG_FD: z.coerce.number().int().min(1).max(2).default(1),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Variables renamed when their meaning grew, each with the name it had: the old name is still
 * read when the new one is unset (documented as an alias in docs/configuration.md).
 */
export const ENV_ALIASES = {
  QUEUE_MAX_ATTEMPTS: 'ENRICHMENT_MAX_ATTEMPTS',
  QUEUE_RETRY_BACKOFF_MS: 'ENRICHMENT_RETRY_BACKOFF_MS',
  QUEUE_ENQUEUE_TIMEOUT_MS: 'ENRICHMENT_ENQUEUE_TIMEOUT_MS',
} as const satisfies Partial<Record<keyof Env, keyof Env>>;
