import { z } from 'zod';
import { bool, int } from './values.js';

// The queue and the enrichment jobs it runs: concurrency, time limits, retries, the reconciler,
// shutdown, and the Bull dashboard.
export const queueVariables = {
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
};
