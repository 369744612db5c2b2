import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../../common/logging/logger.token.js';
import { requestContext } from '../../../common/request-context.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { isTransientError } from '../enrichment-errors.js';
import { ScoringService } from '../../scoring/scoring.service.js';
import { EnrichmentService } from '../enrichment.service.js';
import type {
  EnrichJobData,
  EnrichmentQueue,
  EnrichOrigin,
  QueueDepth,
} from './enrichment-queue.port.js';

/**
 * The embedded deployment's queue: runs enrichments in this process with bounded concurrency and
 * the same retry policy as Bull. It keeps nothing durable: the actor rows are the queue, and the
 * reconciler re-enqueues whatever a restart left pending or enriching.
 */
@Injectable()
export class InProcessEnrichmentQueue
  implements EnrichmentQueue, BeforeApplicationShutdown
{
  /** Actors with a job here: waiting, running or awaiting a retry (the job id, in effect). */
  private readonly queued = new Set<string>();
  private readonly rescoring = new Set<string>();
  private readonly waiting: Array<EnrichJobData & { attempt: number }> = [];
  private active = 0;
  /** Runs waiting out their retry backoff. */
  private delayed = 0;
  private accepting = true;

  constructor(
    private readonly enrichment: EnrichmentService,
    private readonly scoring: ScoringService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  enqueue(actorId: string, origin: EnrichOrigin = {}): Promise<void> {
    if (this.accepting && !this.queued.has(actorId)) {
      this.queued.add(actorId);
      this.waiting.push({ actorId, ...origin, attempt: 1 });
      this.pump();
    }
    return Promise.resolve();
  }

  queuedAmong(actorIds: readonly string[]): Promise<Set<string>> {
    return Promise.resolve(
      new Set(actorIds.filter((id) => this.queued.has(id))),
    );
  }

  /** One rescoring run per organization at a time; a request during a run joins it. */
  enqueueRescore(organizationId: string): Promise<void> {
    if (this.accepting && !this.rescoring.has(organizationId)) {
      this.rescoring.add(organizationId);
      void this.scoring
        .rescoreOrganization(organizationId)
        .catch((err: unknown) =>
          this.logger.error({ organizationId, err }, 'rescoring failed'),
        )
        .finally(() => this.rescoring.delete(organizationId));
    }
    return Promise.resolve();
  }

  /** This process is the embedded deployment's only worker, until it stops taking jobs. */
  consumers(): Promise<number> {
    return Promise.resolve(this.accepting ? 1 : 0);
  }

  depth(): Promise<QueueDepth> {
    return Promise.resolve({
      waiting: this.waiting.length,
      active: this.active,
      delayed: this.delayed,
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.accepting = false;
    this.waiting.length = 0;
    await this.enrichment.drain(this.config.queue.shutdownGraceMs);
  }

  /** Starts waiting jobs while slots are free; a job's time limit starts with its run, not here. */
  private pump(): void {
    while (
      this.accepting &&
      this.active < this.config.queue.concurrency &&
      this.waiting.length
    ) {
      const { attempt, ...job } = this.waiting.shift()!;
      this.active++;
      // Background work: leave the creating request's context behind (the run sets its own).
      requestContext.exit(() => void this.run(job, attempt));
    }
  }

  private async run(job: EnrichJobData, attempt: number): Promise<void> {
    const { actorId, requestId } = job;
    const { maxAttempts, retryBackoffMs } = this.config.queue;
    let retryIn: number | null = null;
    try {
      await this.enrichment.enrich(actorId, {
        finalAttempt: attempt >= maxAttempts,
        requestId,
      });
    } catch (err) {
      if (isTransientError(err) && attempt < maxAttempts)
        retryIn = retryBackoffMs * 2 ** (attempt - 1);
      else this.logger.error({ actorId, err }, 'enrichment run failed');
    } finally {
      this.active--;
    }
    if (retryIn !== null && this.accepting) {
      // Like Bull: delayed for the backoff, then back in line for a slot like any other job.
      this.delayed++;
      setTimeout(() => {
        this.delayed--;
        if (!this.accepting) return;
        this.waiting.push({ ...job, attempt: attempt + 1 });
        this.pump();
      }, retryIn).unref();
    } else {
      this.queued.delete(actorId);
    }
    this.pump();
  }
}
