import type { AppConfig } from '../../config/app-config.js';

/**
 * Every line jobs wait in, and how many of its jobs one consuming process runs at once: declared
 * once, here. On Redis each line is a Bull queue of that name (`enrichment` is the name queues had
 * before lines existed, so jobs queued before an upgrade are still found). A job names its line
 * in its definition (defineJob).
 */
export const LINES = {
  /** research and scoring: first enrichments, refreshes, rescoring (ENRICHMENT_CONCURRENCY) */
  enrichment: (config: AppConfig) => config.queue.concurrency,
  /** webhook deliveries: they never take a slot from research (WEBHOOK_CONCURRENCY) */
  webhooks: (config: AppConfig) => config.webhooks.concurrency,
  /** destination syncs: a throttled CRM never takes a slot from research or webhooks */
  destinations: (config: AppConfig) => config.destinations.concurrency,
} satisfies Record<string, (config: AppConfig) => number>;

export type LineName = keyof typeof LINES;

export const LINE_NAMES = Object.keys(LINES) as LineName[];
