import { Injectable } from '@nestjs/common';
import type { JobData, JobDefinition, JobHandler } from './define-job.js';

interface Registered {
  job: JobDefinition<never>;
  handler: JobHandler<JobData>;
}

/**
 * The handled jobs of this process: each module names the handler of its own jobs (at module
 * init, through the job's definition); the queue adapters look names up here. One handler per
 * job, and one definition per name.
 */
@Injectable()
export class JobRegistry {
  private readonly handled = new Map<string, Registered>();

  handle<T extends JobData>(
    job: JobDefinition<T>,
    handler: JobHandler<T>,
  ): void {
    if (this.handled.has(job.name))
      throw new Error(`job ${job.name} has two handlers`);
    // Stored by name: the adapters hand the handler the data its own job was added with.
    this.handled.set(job.name, {
      job: job as unknown as JobDefinition<never>,
      handler: handler as JobHandler<JobData>,
    });
  }

  /** The job of this name and its handler; undefined for a name this version does not handle. */
  get(name: string): Registered | undefined {
    return this.handled.get(name);
  }
}
