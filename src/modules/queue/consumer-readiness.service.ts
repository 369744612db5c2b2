import { Inject, Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ReadinessChecks } from '../health/readiness-checks.service.js';
import { BullJobQueue } from './bull-queue.adapter.js';
import type { LineName } from './lines.js';

/**
 * Within readiness's own limit per check (2 s; the lines are asked at once), so a Redis that does
 * not answer is reported by the redis check alone.
 */
const DEPTH_TIMEOUT_MS = 1000;

/**
 * A worker whose consumer has stopped taking jobs is not ready, though its process, database and
 * Redis are fine: its /health/ready reports `consumer` down when a line's consumer loop ended, or
 * when jobs have waited in a line for ENRICHMENT_STALL_WINDOW_MS, as seen by the probes, while
 * this worker took none of them (its slots stuck, its blocking connection gone, paused). Only
 * APP_ROLE=worker: an API process that also consumes would be taken out of its load balancer
 * for what its API still does well.
 */
@Injectable()
export class ConsumerReadiness implements OnModuleInit {
  /** since when each line was seen with jobs waiting and none taken after */
  private readonly waitingSince = new Map<LineName, number>();

  constructor(
    private readonly queue: BullJobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // Absent where no health module serves readiness (the admin CLI).
    @Optional() private readonly checks?: ReadinessChecks,
  ) {}

  onModuleInit(): void {
    if (this.config.role === 'worker')
      this.checks?.register('consumer', () => this.check());
  }

  /** Throws, naming the lines, when a consumer of this process has stopped taking jobs. */
  async check(now = Date.now()): Promise<void> {
    const problems = await Promise.all(
      this.queue.consumption().map((c) => this.problemOf(c, now)),
    );
    const found = problems.filter((p) => p !== null);
    if (found.length) throw new Error(found.join('; '));
  }

  private async problemOf(
    c: { line: LineName; lastTakenAt: number; stopped: boolean },
    now: number,
  ): Promise<string | null> {
    if (c.stopped) return `line ${c.line}: its consumer stopped`;
    // Redis down (an answer that fails or does not come) is the redis check's to report.
    const waiting = await withTimeLimit(DEPTH_TIMEOUT_MS, () =>
      this.queue.depth(c.line),
    ).then(
      (d) => d.waiting,
      () => 0,
    );
    const since = this.waitingSince.get(c.line);
    if (!waiting) this.waitingSince.delete(c.line);
    // Jobs wait now; the clock starts at the first probe that saw them wait untaken.
    else if (since === undefined || c.lastTakenAt > since)
      this.waitingSince.set(c.line, now);
    else if (now - since >= this.config.queue.stallWindowMs)
      return `line ${c.line}: ${waiting} jobs waiting, none taken for ${now - since} ms`;
    return null;
  }
}
