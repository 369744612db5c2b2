import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { Gauge, Registry } from 'prom-client';
import {
  backlogStalled,
  type BacklogReading,
  type BacklogWindow,
} from '../../../libs/backlog/backlog-stall.js';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ActorRunRepository } from '../actors/repositories/actor-run.repository.js';
import { Sweeps } from '../queue/sweeps.service.js';

/** Readings per window: a stall is seen within a sixth of a window of its full minute. */
const READINGS_PER_WINDOW = 6;

/**
 * Signups that wait while nothing is enriched must not go unnoticed: after a crash the backlog
 * could stand still for minutes while every process looked healthy. The process that takes
 * signups (APP_ROLE api, or the embedded all-in-one) reads the backlog across all workers every
 * sixth of ENRICHMENT_STALL_WINDOW_MS; when some of it waited that whole window and it did not
 * shrink while (almost) nothing was enriched (libs/backlog), it warns, once per window while it lasts, and sets
 * enrichment_backlog_stalled to 1 until enrichment moves again.
 */
@Injectable()
export class BacklogStallWatch implements OnModuleInit {
  private readonly readings: BacklogReading[] = [];
  private stalledSince: number | null = null;
  private warnedAt = 0;
  private gauge: Gauge | null = null;

  constructor(
    private readonly runs: ActorRunRepository,
    private readonly registry: Registry,
    private readonly sweeps: Sweeps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sweeps.every(
      'backlog stall watch',
      this.config.queue.stallWindowMs / READINGS_PER_WINDOW,
      () => this.check(),
      // Where signups are taken; an APP_ROLE=worker process sees only its own share of the work.
      ['api', 'all'],
    );
  }

  /** One reading, and the verdict over the window it closes. */
  async check(now = Date.now()): Promise<void> {
    this.gauge ??= this.createGauge();
    const windowMs = this.config.queue.stallWindowMs;
    // The newest reading a whole window old opens the window; older ones are not needed again.
    const opening = this.readings.findLastIndex((r) => r.at <= now - windowMs);
    const from = opening >= 0 ? this.readings[opening]! : null;
    if (opening > 0) this.readings.splice(0, opening);
    let reading;
    try {
      reading = await this.runs.backlogProgress(new Date(from?.at ?? now));
    } catch (err) {
      // The database is down: readiness says so; the verdict waits for the next reading.
      this.logger.debug({ err }, 'could not read the enrichment backlog');
      return;
    }
    const to = { at: now, backlog: reading.backlog };
    this.readings.push(to);
    if (!from) return;
    const window = {
      from,
      to,
      finished: reading.finished,
      waitedWholeWindow: reading.waitingSince,
    };
    if (backlogStalled(window)) this.stalled(window, now);
    else this.moving(now);
  }

  private createGauge(): Gauge {
    const gauge = new Gauge({
      name: 'enrichment_backlog_stalled',
      help: 'Whether enrichment stands still: 1 while actors have waited the whole of the last ENRICHMENT_STALL_WINDOW_MS and, over it, the backlog (pending and enriching actors, all workers) did not shrink and fewer than 5 % of the actors that arrived were enriched; 0 otherwise. Set by the API process.',
      registers: [this.registry],
    });
    gauge.set(0);
    return gauge;
  }

  private stalled(window: BacklogWindow, now: number): void {
    this.stalledSince ??= window.from.at;
    this.gauge?.set(1);
    if (now - this.warnedAt < this.config.queue.stallWindowMs) return;
    this.warnedAt = now;
    this.logger.warn(
      {
        backlog: window.to.backlog,
        growth: window.to.backlog - window.from.backlog,
        enriched: window.finished,
        seconds: Math.round((now - this.stalledSince) / 1000),
      },
      'enrichment stalled: the backlog has not shrunk while almost nothing was enriched; look at the workers (their /health/ready, logs and enrichment_jobs_total)',
    );
  }

  private moving(now: number): void {
    this.gauge?.set(0);
    if (this.stalledSince === null) return;
    this.logger.info(
      { stalledSeconds: Math.round((now - this.stalledSince) / 1000) },
      'enrichment moving again',
    );
    this.stalledSince = null;
    this.warnedAt = 0;
  }
}
