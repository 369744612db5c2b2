// The typed configuration modules receive, built from the environment declared in env-schema.ts,
// with the checks that span several variables.
import {
  PROVIDER_REGISTRY,
  type ProviderId,
} from '../../libs/providers/registry.js';
import { crossFieldProblems } from './cross-field-problems.js';
import { ENV_ALIASES, envSchema, type Env } from './env-schema.js';
import { llmConfig, llmProblems, type LlmConfig } from './llm-config.js';
import { vendorSettings } from './vendor-variables.js';
import {
  DESTINATION_REGISTRY,
  type DestinationKind,
} from '../../libs/destinations/registry.js';

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database:
    | { dialect: 'postgres'; url: string; migrationsRun: boolean }
    | {
        dialect: 'sqlite';
        path: string;
        migrationsRun: boolean;
        /** SQLITE_SYNCHRONOUS; unset means `normal` */
        synchronous?: 'normal' | 'full';
      };
  redisUrl: string | null;
  logLevel: Env['LOG_LEVEL'];
  /** json or pretty; auto (development only) decides by terminal, see createLogger */
  logFormat: Env['LOG_FORMAT'];
  logFd: number;
  apiKeys: { prefix: string; cacheTtlMs: number };
  http: {
    bodyLimitBytes: number;
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  firstRunBootstrap: boolean;
  /** APP_ROLE; `cli` is the admin CLI's own, never set by the environment */
  role: 'all' | 'api' | 'worker' | 'cli';
  /** the port of a worker's own /health and /health/ready (APP_ROLE=worker only) */
  workerHealthPort: number;
  queue: {
    prefix: string;
    concurrency: number;
    jobTimeoutMs: number;
    maxAttempts: number;
    retryBackoffMs: number;
    enqueueTimeoutMs: number;
    reconcileIntervalMs: number;
    reconcilePendingAfterMs: number;
    /** ENRICHMENT_STALL_WINDOW_MS: how long enrichment may stand still before it is reported */
    stallWindowMs: number;
    /** enriched actors older than this are refreshed in the background; null: never */
    refreshAfterDays: number | null;
    shutdownGraceMs: number;
    stalledIntervalMs: number;
  };
  research: {
    agent: 'research' | 'llm';
    tools: string[];
    toolTimeoutMs: number;
    /** COMPANY_RESEARCH_TTL_MS: reuse of a domain's company research */
    companyResearchTtlMs: number;
    /** COMPANY_RESEARCH_FAILURE_TTL_MS: reuse of a failed lookup of it */
    companyResearchFailureTtlMs: number;
    dnsServers: string[];
    allowPrivateNetworks: boolean;
    pageMaxBytes: number;
    websiteHttpsPort: number;
    websiteHttpPort: number;
    githubApiUrl: string;
    githubToken: string | null;
    gravatarApiUrl: string;
  };
  metrics: {
    /** METRICS_ENABLED: false turns metrics off whatever else is set */
    enabled: boolean;
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
  webhooks: WebhooksConfig;
  providers: ProvidersConfig;
  destinations: DestinationsConfig;
  /** PUBLIC_URL without its trailing slash; null: no dashboard links are sent out */
  publicUrl: string | null;
  /** null = no dashboard (disabled, or a worker, which serves no HTTP) */
  dashboard: { sessionIdleMs: number } | null;
  /** Express's "trust proxy": false, a hop count, or trusted addresses (TRUST_PROXY) */
  trustProxy: false | number | string[];
};

/** Data providers (docs/providers): instance-wide keys, where each is reached, answer reuse. */
export interface ProvidersConfig {
  /** PROVIDER_<ID>_API_KEY: used by organizations without their own key for that provider */
  instanceKeys: Record<ProviderId, string | null>;
  /** PROVIDER_<ID>_BASE_URL: each provider's API origin (its production origin by default) */
  baseUrls: Record<ProviderId, string>;
  cacheTtlMs: number;
  timeoutMs: number;
}

/** Destinations (docs/destinations): where each is reached, how their syncs run. */
export interface DestinationsConfig {
  baseUrls: Record<DestinationKind, string>;
  concurrency: number;
  timeoutMs: number;
  runTimeoutMs: number;
  dispatchIntervalMs: number;
  retry: { firstDelayMs: number; maxDelayMs: number; giveUpAfterMs: number };
  retentionDays: number;
  digestIntervalMs: number;
  allowPrivateNetworks: boolean;
}

export interface WebhooksConfig {
  allowPrivateNetworks: boolean;
  /** 32 bytes sealing endpoint secrets at rest; null = webhooks cannot be used */
  secretsKey: Buffer | null;
  timeoutMs: number;
  concurrency: number;
  /** attempts in flight to one endpoint, across processes */
  endpointConcurrency: number;
  retry: { firstDelayMs: number; maxDelayMs: number; giveUpAfterMs: number };
  dispatchIntervalMs: number;
  /** finished events older than this many days are deleted */
  retentionDays: number;
}

export class ConfigError extends Error {}

const invalid = (problems: string[]) =>
  new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

/** Parses the environment; throws ConfigError naming every invalid variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const present: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== ''),
  );
  for (const [name, alias] of Object.entries(ENV_ALIASES))
    present[name] ??= present[alias];
  const parsed = envSchema.safeParse(present);
  if (!parsed.success)
    throw invalid(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
  const c = parsed.data;
  const problems = crossFieldProblems(c);
  if (problems.length) throw invalid(problems);
  const llmIssues = c.ENRICHMENT_AGENT === 'llm' ? llmProblems(c) : [];
  if (llmIssues.length) throw invalid(llmIssues);
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
          synchronous: c.SQLITE_SYNCHRONOUS,
        },
    redisUrl: c.REDIS_URL ?? null,
    logLevel: c.LOG_LEVEL,
    // Readable lines are for a developer at a terminal; production logs are read by collectors.
    logFormat:
      c.LOG_FORMAT === 'auto' && c.NODE_ENV !== 'development'
        ? 'json'
        : c.LOG_FORMAT,
    logFd: c.LOG_FD,
    apiKeys: { prefix: c.API_KEY_PREFIX, cacheTtlMs: c.API_KEY_CACHE_TTL_MS },
    http: {
      bodyLimitBytes: c.BODY_LIMIT_BYTES,
      headersTimeoutMs: c.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: c.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: c.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    firstRunBootstrap: c.FIRST_RUN_BOOTSTRAP,
    role: c.APP_ROLE,
    workerHealthPort: c.WORKER_HEALTH_PORT,
    queue: {
      prefix: c.REDIS_QUEUE_PREFIX,
      concurrency: c.ENRICHMENT_CONCURRENCY,
      jobTimeoutMs: c.ENRICHMENT_JOB_TIMEOUT_MS,
      maxAttempts: c.QUEUE_MAX_ATTEMPTS,
      retryBackoffMs: c.QUEUE_RETRY_BACKOFF_MS,
      enqueueTimeoutMs: c.QUEUE_ENQUEUE_TIMEOUT_MS,
      reconcileIntervalMs: c.RECONCILE_INTERVAL_MS,
      reconcilePendingAfterMs: c.RECONCILE_PENDING_AFTER_MS,
      stallWindowMs: c.ENRICHMENT_STALL_WINDOW_MS,
      refreshAfterDays: c.ENRICHMENT_REFRESH_AFTER_DAYS ?? null,
      shutdownGraceMs: c.SHUTDOWN_GRACE_MS,
      stalledIntervalMs: c.QUEUE_STALLED_INTERVAL_MS,
    },
    research: {
      agent: c.ENRICHMENT_AGENT,
      tools: c.ENRICHMENT_TOOLS,
      toolTimeoutMs: c.ENRICHMENT_TOOL_TIMEOUT_MS,
      companyResearchTtlMs: c.COMPANY_RESEARCH_TTL_MS,
      companyResearchFailureTtlMs: c.COMPANY_RESEARCH_FAILURE_TTL_MS,
      dnsServers: c.ENRICHMENT_DNS_SERVERS,
      allowPrivateNetworks: c.ENRICHMENT_ALLOW_PRIVATE_NETWORKS,
      pageMaxBytes: c.ENRICHMENT_PAGE_MAX_BYTES,
      websiteHttpsPort: c.ENRICHMENT_WEBSITE_HTTPS_PORT,
      websiteHttpPort: c.ENRICHMENT_WEBSITE_HTTP_PORT,
      githubApiUrl: c.GITHUB_API_URL,
      githubToken: c.GITHUB_TOKEN ?? null,
      gravatarApiUrl: c.GRAVATAR_API_URL,
    },
    metrics: {
      enabled: c.METRICS_ENABLED,
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
    // On in every deployment (in memory without Redis), so a client built against the embedded
    // default sees the RateLimit headers and the 429 it will meet in production. Workers serve
    // no HTTP, so they have nothing to limit.
    rateLimit:
      c.RATE_LIMIT_ENABLED !== false && c.APP_ROLE !== 'worker'
        ? { perMinute: c.RATE_LIMIT_PER_MINUTE }
        : null,
    queueDashboard: c.QUEUE_DASHBOARD_ENABLED
      ? {
          user: c.QUEUE_DASHBOARD_USER!,
          password: c.QUEUE_DASHBOARD_PASSWORD!,
        }
      : null,
    llm,
    webhooks: {
      allowPrivateNetworks: c.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      secretsKey: c.WEBHOOK_SECRETS_KEY
        ? Buffer.from(c.WEBHOOK_SECRETS_KEY, 'base64')
        : null,
      timeoutMs: c.WEBHOOK_TIMEOUT_MS,
      concurrency: c.WEBHOOK_CONCURRENCY,
      endpointConcurrency: c.WEBHOOK_ENDPOINT_CONCURRENCY,
      retry: {
        firstDelayMs: c.WEBHOOK_RETRY_FIRST_DELAY_MS,
        maxDelayMs: c.WEBHOOK_RETRY_MAX_DELAY_MS,
        giveUpAfterMs: c.WEBHOOK_GIVE_UP_AFTER_MS,
      },
      dispatchIntervalMs: c.WEBHOOK_DISPATCH_INTERVAL_MS,
      retentionDays: c.WEBHOOK_RETENTION_DAYS,
    },
    providers: {
      ...vendorSettings('PROVIDER', PROVIDER_REGISTRY, c),
      cacheTtlMs: c.PROVIDER_CACHE_TTL_MS,
      timeoutMs: c.PROVIDER_TIMEOUT_MS,
    },
    destinations: {
      baseUrls: vendorSettings('DESTINATION', DESTINATION_REGISTRY, c).baseUrls,
      concurrency: c.DESTINATION_CONCURRENCY,
      timeoutMs: c.DESTINATION_TIMEOUT_MS,
      runTimeoutMs: c.DESTINATION_RUN_TIMEOUT_MS,
      dispatchIntervalMs: c.DESTINATION_DISPATCH_INTERVAL_MS,
      retry: {
        firstDelayMs: c.DESTINATION_RETRY_FIRST_DELAY_MS,
        maxDelayMs: 28_800_000,
        giveUpAfterMs: c.DESTINATION_GIVE_UP_AFTER_MS,
      },
      retentionDays: c.DESTINATION_RETENTION_DAYS,
      digestIntervalMs: c.DESTINATION_DIGEST_INTERVAL_MS,
      allowPrivateNetworks: c.DESTINATION_ALLOW_PRIVATE_NETWORKS,
    },
    publicUrl: c.PUBLIC_URL ?? null,
    dashboard:
      c.DASHBOARD_ENABLED && c.APP_ROLE !== 'worker'
        ? { sessionIdleMs: c.DASHBOARD_SESSION_IDLE_MS }
        : null,
    trustProxy: c.TRUST_PROXY,
  };
}
