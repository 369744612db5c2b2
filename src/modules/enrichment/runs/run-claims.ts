import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { delay, retryWhile } from '../../../../libs/time-limit/index.js';
import { isDependencyUnavailable } from '../../../common/errors/dependency-unavailable.js';
import { LOGGER } from '../../../common/logging/logger.token.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import {
  ResearchRunState,
  type RunClaim,
  type RunKind,
} from './research-run-state.service.js';
import { RunLeases } from './run-leases.service.js';
import { Sweeps } from '../../queue/sweeps.js';

/**
 * How long a claim holds its actor unless renewed. While a run lives its process renews the lease
 * every third of this (one statement for all its runs), so a live run keeps its actor however long
 * it takes, and the runs of a worker that died can be claimed again within this: the queue hands
 * their jobs over once their locks expire (QUEUE_STALLED_INTERVAL_MS).
 */
export const LEASE_MS = 10_000;

/**
 * The claims of this process's research runs: taken waiting out an unreachable database, and a
 * dead run's lease about to lapse; kept alive (a sweep renews every lease held, in one statement)
 * until the run lets go.
 */
@Injectable()
export class RunClaims implements OnModuleInit {
  private readonly held = new Set<string>();
  private renewFailed = false;

  constructor(
    private readonly state: ResearchRunState,
    private readonly leases: RunLeases,
    private readonly sweeps: Sweeps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sweeps.every('lease renewal', LEASE_MS / 3, () => this.renew());
  }

  /**
   * Claims the actor's run of this kind. When another run of the same kind holds a lease that
   * lapses within one lease period, this is most likely the job of a worker that died, handed
   * over by the queue before that run's lease lapsed: it waits for the lapse and claims once more.
   * A live holder renews its lease meanwhile and keeps the actor (null, as for one done already).
   * The lease is held, and renewed, until `letGo`.
   */
  async claim(
    kind: RunKind,
    actorId: string,
    signal: AbortSignal,
    leaseMs = LEASE_MS,
  ): Promise<RunClaim | null> {
    const attempt = () =>
      this.whileDatabaseDown(
        () => this.state.claim(kind, actorId, leaseMs),
        signal,
      );
    let claim = await attempt();
    if (!claim) {
      const lapsesIn = await this.whileDatabaseDown(
        () =>
          this.leases.lapsesIn(
            actorId,
            kind === 'first' ? 'enriching' : 'enriched',
          ),
        signal,
      );
      if (lapsesIn !== null && lapsesIn <= LEASE_MS) {
        await delay(lapsesIn + 50, signal);
        claim = await attempt();
      }
    }
    if (claim) this.held.add(claim.leaseId);
    return claim;
  }

  /** The run is over: its lease is no longer renewed. */
  letGo(leaseId: string): void {
    this.held.delete(leaseId);
  }

  /**
   * `write` (a claim or an outcome), tried again while the database cannot be reached, for up to
   * the job's time limit. A database restart is waited out by the runs that meet it, holding
   * their jobs, instead of failing every job the workers take meanwhile through all its attempts
   * within seconds (which left a whole backlog to the reconciler).
   */
  whileDatabaseDown<T>(
    write: () => Promise<T>,
    signal: AbortSignal,
  ): Promise<T> {
    return retryWhile(write, {
      retryable: isDependencyUnavailable,
      withinMs: this.config.queue.jobTimeoutMs,
      firstDelayMs: 250,
      maxDelayMs: 2000,
      signal,
    });
  }

  /** One statement for every lease held; a failure is tried again next time. */
  private async renew(): Promise<void> {
    const leaseIds = [...this.held];
    try {
      await this.leases.renew(leaseIds, LEASE_MS);
      this.renewFailed = false;
    } catch (err) {
      // Once per streak: a database outage would repeat it every few seconds.
      if (!this.renewFailed)
        this.logger.warn(
          { runs: leaseIds.length, error: (err as Error).message },
          'could not renew the leases of runs in flight; trying again',
        );
      this.renewFailed = true;
    }
  }
}
