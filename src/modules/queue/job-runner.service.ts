import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.port.js';
import {
  ShutdownReport,
  type DrainCounts,
} from '../../common/shutdown-report.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { JobData, JobRun } from './define-job.js';
import { JobTimeoutError, ShutdownError } from './job-errors.js';
import { JobRegistry } from './job-registry.service.js';

interface InFlight {
  name: string;
  controller: AbortController;
  done: Promise<unknown>;
}

/**
 * Runs one job for either adapter, under its definition's policy: the handler gets a signal that
 * aborts at the job's time limit (JobTimeoutError) or when the shutdown grace is over
 * (ShutdownError). One graceful shutdown for every job: no new runs once stopping, runs in flight
 * get the grace period, then their signals abort and they hand their work back.
 */
@Injectable()
export class JobRunner {
  private readonly inFlight = new Set<InFlight>();
  private stopping = false;

  constructor(
    private readonly registry: JobRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    // A service process's shutdown line (CommonModule); the admin CLI runs no jobs and has none.
    @Optional() private readonly shutdownReport?: ShutdownReport,
  ) {}

  /** Runs job `name`; rejects to ask for a retry. A name without a handler fails, visibly. */
  async run(
    name: string,
    data: JobData,
    run: Omit<JobRun, 'signal'>,
  ): Promise<unknown> {
    const registered = this.registry.get(name);
    if (!registered) throw new Error(`no handler for job ${name}`);
    // Stopping: the run is not started; the work stays recorded where its module keeps it
    // (a pending actor, a due delivery), and that module's sweep queues it again.
    if (this.stopping) return undefined;
    const controller = new AbortController();
    const timeoutMs = registered.job.timeout?.(this.config);
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => controller.abort(new JobTimeoutError(name, timeoutMs)),
            timeoutMs,
          );
    const done = registered.handler(data, {
      ...run,
      signal: controller.signal,
    });
    const entry = { name, controller, done };
    this.inFlight.add(entry);
    try {
      return await done;
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(entry);
    }
  }

  /** How many runs are in flight (the embedded process's consumer count, the drain's log). */
  get running(): number {
    return this.inFlight.size;
  }

  /**
   * Shutdown: no new runs; those in flight get `graceMs` to finish, then their signals abort
   * (ShutdownError) and they hand their work back. Resolves once every run has settled.
   */
  async drain(graceMs: number): Promise<void> {
    this.stopping = true;
    const runs = [...this.inFlight];
    if (!runs.length) return this.report(runs, []);
    this.logger.info({ inFlight: runs.length, graceMs }, 'draining jobs');
    const settled = Promise.allSettled(runs.map((r) => r.done));
    const timedOut = await withTimeLimit(graceMs, () => settled).then(
      () => false,
      () => true,
    );
    // Runs still in flight when the grace period ends are aborted and hand their work back.
    const unfinished = timedOut ? runs.filter((r) => this.inFlight.has(r)) : [];
    if (timedOut) {
      for (const run of runs) run.controller.abort(new ShutdownError());
      await settled;
    }
    this.report(runs, unfinished);
  }

  /** Per job name: runs that finished within the grace period, and runs handed back. */
  private report(runs: InFlight[], handedBack: InFlight[]): void {
    const counts: Record<string, DrainCounts> = {};
    for (const run of runs) {
      const entry = (counts[run.name] ??= { finished: 0, handedBack: 0 });
      if (handedBack.includes(run)) entry.handedBack!++;
      else entry.finished!++;
    }
    this.shutdownReport?.record('jobs', counts);
  }
}
