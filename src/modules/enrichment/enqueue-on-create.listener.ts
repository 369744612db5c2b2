import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { currentRequestId } from '../../common/request-context.js';
import { ActorEvents } from '../actors/actor.events.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { enrichJob, refreshJob } from './research.job.js';

/**
 * Enqueues the work the actors module announces, once committed: each new (or re-admitted)
 * actor's enrichment, and each requested refresh. A queue that is down or slow does not fail or
 * stall the caller (JOB_QUEUE answers within QUEUE_ENQUEUE_TIMEOUT_MS), and the reconciler
 * enqueues the work later: it finds it in the actor's own state.
 */
@Injectable()
export class EnqueueOnCreateListener implements OnModuleInit {
  constructor(
    private readonly events: ActorEvents,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  // Still in the announcing request's context: its id travels with the job, into the logs.
  onModuleInit(): void {
    this.events.onCreated(async ({ actorId }) => {
      await enrichJob.add(this.queue, {
        actorId,
        requestId: currentRequestId(),
      });
    });
    this.events.onRefreshRequested(async ({ actorId }) => {
      await refreshJob.add(this.queue, {
        actorId,
        requestId: currentRequestId(),
      });
    });
  }
}
