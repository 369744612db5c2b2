import { z } from 'zod';
// The names only: the tools themselves are not loaded to read the configuration.
import { RESEARCH_TOOL_NAMES } from '../../libs/research/tools/tool-names.js';

// Every environment variable the service reads is declared here, once, with its default and the
// reason it exists. app-config.ts turns the parsed values into the typed AppConfig; nothing else
// reads process.env.

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
   * A .env file to read variables from (environment.ts). Only the environment can set it; a
   * variable set in the environment wins over the file. Unset: ./.env if there is one.
   */
  ENV_FILE: z.string().min(1).optional(),
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
  /**
   * auto: readable lines when NODE_ENV=development and the log goes to a terminal, JSON otherwise.
   * json or pretty force one; production always logs JSON (log collectors parse it).
   */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
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
  /**
   * Longest a client may take to send its request headers; a connection that sends nothing at
   * all is closed after this too. Slower clients get 408 and the connection is closed.
   */
  HTTP_HEADERS_TIMEOUT_MS: int(5000, 100, 600000),
  /**
   * Longest a client may take to send a whole request, body included: a body trickling in a byte
   * at a time must not hold a connection (and a slot of the server) for as long as it likes.
   */
  HTTP_REQUEST_TIMEOUT_MS: int(10000, 100, 600000),
  /**
   * How long an idle keep-alive connection stays open between requests. Behind a proxy that
   * reuses connections, set it above the proxy's own idle timeout.
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: int(5000, 100, 600000),
  /** Create the "Default" organization and print a key on an empty embedded database. */
  FIRST_RUN_BOOTSTRAP: bool(true),
  /** all = API and worker in one process; api = HTTP only; worker = enrichment only (needs Redis). */
  APP_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** APP_ROLE=worker answers /health and /health/ready on this port (bound to HOST): its probes. */
  WORKER_HEALTH_PORT: int(3001, 0, 65535),
  /** Key prefix of everything kept in Redis: the Bull queue and the rate-limit counters. */
  REDIS_QUEUE_PREFIX: z
    .string()
    .regex(/^[\w:-]{1,64}$/)
    .default('enrich'),
  /** Enrichments one worker process runs at once. */
  ENRICHMENT_CONCURRENCY: int(64, 1, 256),
  /** Longest one enrichment may take before it is abandoned and retried. */
  ENRICHMENT_JOB_TIMEOUT_MS: int(30000, 1000, 600000),
  /** Tries per actor (transient errors and dead workers) before it is marked failed. */
  ENRICHMENT_MAX_ATTEMPTS: int(3, 1, 20),
  /** First retry delay; doubles each try. */
  ENRICHMENT_RETRY_BACKOFF_MS: int(2000, 10, 600000),
  /** How long a create waits for the queue before answering anyway (the reconciler catches up). */
  ENRICHMENT_ENQUEUE_TIMEOUT_MS: int(1000, 50, 30000),
  /**
   * Enriched actors whose enrichment is older than this many days are researched again in the
   * background (as `actor:reenrich` does), in bounded batches. Unset: never. Public data goes
   * stale (titles, employers, headcounts); a deployment that wants it fresh says how fresh.
   */
  ENRICHMENT_REFRESH_AFTER_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .optional(),
  /** How often stranded actors (pending too long, or enriching past their lease) are re-enqueued. */
  RECONCILE_INTERVAL_MS: int(30000, 100, 3600000),
  /** A pending actor older than this with no run is considered stranded. */
  RECONCILE_PENDING_AFTER_MS: int(30000, 0, 86400000),
  /** On SIGTERM, how long in-flight enrichments may finish before they are handed back. */
  SHUTDOWN_GRACE_MS: int(10000, 0, 120000),
  /**
   * Bull's lock and stall-check period: a killed worker's jobs go to another worker 0.5-2 periods
   * after its death (their locks lapse, then a check finds them). Longer only if a worker's event
   * loop can be blocked that long: its jobs would be handed over while it still runs them (safe,
   * the actor's lease decides, but wasted).
   */
  QUEUE_STALLED_INTERVAL_MS: int(10000, 500, 600000),
  /** Which agent researches: the keyless research agent (default) or a language model (llm). */
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
  /** Each tool's own time limit. */
  ENRICHMENT_TOOL_TIMEOUT_MS: int(5000, 100, 120000),
  /**
   * How long public company research (DNS, website) on a domain is reused by later enrichments of
   * that domain before it is read again; 0 = only concurrent enrichments share a lookup. A
   * refresh always reads again.
   */
  COMPANY_RESEARCH_TTL_MS: int(3_600_000, 0, 30 * 86_400_000),
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
  /**
   * Bytes read from one web page at most (website tool, fetch_page). Pages are parsed as they
   * stream and only bounded extracts are kept, so this bounds time and traffic, not memory.
   */
  ENRICHMENT_PAGE_MAX_BYTES: int(8 * 1024 * 1024, 64 * 1024, 64 * 1024 * 1024),
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
  /**
   * Let webhook endpoints be loopback, private or link-local addresses (tests and local
   * development only): endpoint URLs are customer input, so the SSRF guard refuses them otherwise.
   */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: bool(false),
  /**
   * Key that seals webhook signing secrets in the database (AES-256-GCM), so that a dump of the
   * database alone does not reveal them: 32 bytes in base64 (`openssl rand -base64 32`). Required
   * to add endpoints and to deliver; never logged. Losing it means rotating every secret.
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
  /** Deliveries one worker process makes at once (their own line: they never hold up enrichment). */
  WEBHOOK_CONCURRENCY: int(4, 1, 256),
  /** Wait after a delivery's first failed attempt; doubles each time, with ±20 % jitter. */
  WEBHOOK_RETRY_FIRST_DELAY_MS: int(30000, 10, 3_600_000),
  /** Longest wait between two attempts. */
  WEBHOOK_RETRY_MAX_DELAY_MS: int(28_800_000, 10, 86_400_000),
  /**
   * How long a delivery is retried after its first attempt, and how long an endpoint may fail
   * every attempt before it is disabled (about three days).
   */
  WEBHOOK_GIVE_UP_AFTER_MS: int(259_200_000, 100, 2_592_000_000),
  /**
   * How often workers look for deliveries due and not queued: retries after a restart, replays
   * from the admin CLI, events whose enqueue was lost in a crash.
   */
  WEBHOOK_DISPATCH_INTERVAL_MS: int(5000, 100, 3_600_000),
  /** Serve the dashboard at /dashboard (APP_ROLE all or api); people sign in with user:create accounts. */
  DASHBOARD_ENABLED: bool(true),
  /** A dashboard session unused for this long ends (a session ends 7 days after sign-in anyway). */
  DASHBOARD_SESSION_IDLE_MS: int(28_800_000, 60_000, 604_800_000),
  /**
   * Which proxies in front of the service to believe about the client: Express's "trust proxy".
   * false (default): none, the connection's own address and protocol count; a number: that many
   * proxy hops; or a comma-separated list of addresses, CIDR ranges or loopback, linklocal,
   * uniquelocal. A trusted proxy's X-Forwarded-For gives the address sign-in attempts are
   * limited by, and its X-Forwarded-Proto: https marks the dashboard's cookie Secure.
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
  /** Where log lines go: stdout for the service; the admin CLI forces stderr (stdout is its JSON). */
  LOG_FD: z.coerce.number().int().min(1).max(2).default(1),
});

export type Env = z.infer<typeof envSchema>;
