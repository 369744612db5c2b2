import {
  Inject,
  Injectable,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

type Role = AppConfig['role'];

/** The roles that consume the queue, and so run the sweeps that feed it (not api, not the CLI). */
export const WORKER_ROLES: readonly Role[] = ['all', 'worker'];

interface Sweep {
  name: string;
  intervalMs: number;
  task: () => Promise<unknown>;
  roles: readonly Role[];
  running: Promise<void> | null;
  timer: NodeJS.Timeout | null;
}

/** A periodic task; `now()` runs it at once, sharing a pass already in progress. */
export interface SweepHandle {
  now(): Promise<void>;
}

/**
 * Periodic sweeps (the reconcilers, the rescoring pass, the webhook dispatch): registered with
 * `every(name, interval, task)` by the module that owns the work, started when the application
 * has started, in worker roles only (unless told), run once at start and then every interval.
 * One overlap guard for all: a pass still running when the next is due is shared, not doubled.
 * A task that throws is logged and tried again next time. Shutdown waits for a pass in progress.
 */
@Injectable()
export class Sweeps implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sweeps: Sweep[] = [];
  private started = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  every(
    name: string,
    intervalMs: number,
    task: () => Promise<unknown>,
    roles: readonly Role[] = WORKER_ROLES,
  ): SweepHandle {
    const sweep: Sweep = {
      name,
      intervalMs,
      task,
      roles,
      running: null,
      timer: null,
    };
    this.sweeps.push(sweep);
    if (this.started) this.start(sweep);
    return { now: () => this.pass(sweep) };
  }

  onApplicationBootstrap(): void {
    this.started = true;
    for (const sweep of this.sweeps) this.start(sweep);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const sweep of this.sweeps)
      if (sweep.timer) clearInterval(sweep.timer);
    await Promise.all(this.sweeps.map((sweep) => sweep.running));
  }

  private start(sweep: Sweep): void {
    if (!sweep.roles.includes(this.config.role)) return;
    void this.pass(sweep);
    sweep.timer = setInterval(() => void this.pass(sweep), sweep.intervalMs);
    sweep.timer.unref();
  }

  private pass(sweep: Sweep): Promise<void> {
    sweep.running ??= sweep
      .task()
      .then(
        () => undefined,
        (err: unknown) =>
          this.logger.warn(
            { err, sweep: sweep.name },
            'sweep failed; will try again',
          ),
      )
      .finally(() => (sweep.running = null));
    return sweep.running;
  }
}
