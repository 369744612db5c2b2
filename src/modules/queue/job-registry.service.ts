import {
  Inject,
  Injectable,
  OnApplicationBootstrap,
  Optional,
} from '@nestjs/common';
import {
  definedJobs,
  type JobData,
  type JobDefinition,
  type JobHandler,
} from './define-job.js';

interface Registered {
  job: JobDefinition<never>;
  handler: JobHandler<JobData>;
}

/** DI token: true where this process must handle every job defined in it (a worker role). */
export const CHECK_JOB_HANDLERS = Symbol('CHECK_JOB_HANDLERS');

/**
 * The handled jobs of this process: each module names the handler of its own jobs (at module
 * init, through the job's definition); the queue adapters look names up here. One handler per
 * job, and one definition per name. In a worker role it refuses to start unless every job defined
 * in the process has its handler (as immich's job setup does): a job nobody handles would
 * otherwise show only when one runs, and then it would retry until it failed.
 */
@Injectable()
export class JobRegistry implements OnApplicationBootstrap {
  private readonly handled = new Map<string, Registered>();

  constructor(
    @Optional()
    @Inject(CHECK_JOB_HANDLERS)
    private readonly checkAtStart: boolean = false,
  ) {}

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

  /**
   * Runs after every module's init (where handlers are named) and before the adapters, which
   * depend on the registry, start taking jobs (Nest calls a module's hooks dependencies first):
   * a failure stops the start-up there.
   */
  onApplicationBootstrap(): void {
    if (this.checkAtStart) this.checkEveryJobHandled();
  }

  /** Throws, naming them, unless each defined job has one definition and one handler here. */
  checkEveryJobHandled(): void {
    const names = definedJobs().map((job) => job.name);
    const twice = names.filter((name, i) => names.indexOf(name) !== i);
    const unhandled = names.filter((name) => !this.handled.has(name));
    const problems = [
      ...unhandled.map((name) => `job ${name} has no handler`),
      ...[...new Set(twice)].map((name) => `job ${name} is defined twice`),
    ];
    if (problems.length)
      throw new Error(
        `a worker must handle every job once: ${problems.join('; ')}`,
      );
  }
}
