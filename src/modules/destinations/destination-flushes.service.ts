import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { destinationFlushJob } from './destination-flush.job.js';

/**
 * Flushes are due on steps of this much: changes within one step add the same job (a no-op), and a
 * change waits at most this long past its batching window.
 */
const DUE_STEP_MS = 250;

/**
 * Puts a destination's flush on the job queue for `at` (rounded up to a step). The queue bounds
 * the add and logs one it did not take (TimeLimitedQueue); nothing is lost then: the dispatch
 * sweep finds the changes due.
 */
@Injectable()
export class DestinationFlushes {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  async flushAt(destinationId: string, at: Date): Promise<boolean> {
    const dueAt = Math.ceil(at.getTime() / DUE_STEP_MS) * DUE_STEP_MS;
    const delayMs = Math.max(0, dueAt - Date.now());
    return destinationFlushJob.add(
      this.queue,
      { destinationId, dueAt },
      delayMs > 0 ? { delayMs } : {},
    );
  }
}
