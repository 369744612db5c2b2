import { collectDefaultMetrics, Registry } from 'prom-client';
import type { AppConfig } from '../../config/app-config.js';

/**
 * Each application has a Prometheus registry of its own (never prom-client's global one), so
 * several apps in one process (tests) don't collide. Modules define their instruments on it; the
 * metrics module serves it. Process metrics are collected only when something can scrape them.
 */
export function createMetricsRegistry(config: AppConfig): Registry {
  const registry = new Registry();
  if (config.metrics.servedOn !== 'off')
    collectDefaultMetrics({ register: registry });
  return registry;
}
