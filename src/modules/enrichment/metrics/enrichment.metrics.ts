import { Injectable } from '@nestjs/common';
import { Counter, Histogram, Registry } from 'prom-client';
import type { RunKind } from '../runs/research-run-state.service.js';

/**
 * How a research run ended: done (the new enrichment recorded), failed (given up), skipped
 * (nothing to do, or claimed elsewhere), released (handed back on shutdown).
 */
export type RunOutcome = 'done' | 'failed' | 'skipped' | 'released';

/** The pipeline's instruments: job outcomes, and each research tool's latency and errors. */
@Injectable()
export class EnrichmentMetrics {
  private readonly outcomes: Counter<'outcome'>;
  private readonly toolSeconds: Histogram<'tool'>;
  private readonly toolErrors: Counter<'tool' | 'reason'>;
  private readonly requeued: Counter;
  private readonly refreshes: Counter<'outcome'>;

  constructor(registry: Registry) {
    this.outcomes = new Counter({
      name: 'enrichment_jobs_total',
      help: 'Enrichment runs by outcome: enriched, failed, skipped (done already or claimed elsewhere), released (handed back on shutdown), retried (transient error, left to the queue to retry).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.toolSeconds = new Histogram({
      name: 'enrichment_tool_duration_seconds',
      help: 'Research tool run time in seconds, successful or not.',
      labelNames: ['tool'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers: [registry],
    });
    this.toolErrors = new Counter({
      name: 'enrichment_tool_errors_total',
      help: 'Research tool runs that failed: reason timeout (its own limit or the job’s) or error.',
      labelNames: ['tool', 'reason'],
      registers: [registry],
    });
    this.requeued = new Counter({
      name: 'enrichment_requeued_total',
      help: 'Stranded actors the reconciler enqueued again: pending or enriching past their lease, with no job waiting, running or awaiting a retry. Actors waiting in a backlog are not counted.',
      registers: [registry],
    });
    this.refreshes = new Counter({
      name: 'enrichment_refreshes_total',
      help: 'Refresh runs (actor:reenrich, ENRICHMENT_REFRESH_AFTER_DAYS) by outcome: refreshed (the new enrichment replaced the old), failed (given up; the old record stays), skipped (nothing to refresh, or claimed elsewhere), released (handed back on shutdown), retried (transient error, left to the queue to retry).',
      labelNames: ['outcome'],
      registers: [registry],
    });
  }

  /** Counted as each kind always was: `enriched` / `refreshed` for done; `retried` when it threw. */
  runFinished(kind: RunKind, outcome: RunOutcome | 'retried'): void {
    if (kind === 'first')
      this.outcomes.inc({ outcome: outcome === 'done' ? 'enriched' : outcome });
    else
      this.refreshes.inc({
        outcome: outcome === 'done' ? 'refreshed' : outcome,
      });
  }

  actorsRequeued(count: number): void {
    this.requeued.inc(count);
  }

  toolFinished(tool: string, seconds: number, error?: 'timeout' | 'error') {
    this.toolSeconds.observe({ tool }, seconds);
    if (error) this.toolErrors.inc({ tool, reason: error });
  }
}
