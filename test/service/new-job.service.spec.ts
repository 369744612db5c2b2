// Adding a job is one file and one registration line. This suite is that file: a throwaway job,
// defined and handled here, registered by the one line `providers: [GreetingJob]` of the module
// under test. Nothing else in the code base knows it, and yet it runs on the real queue (the
// in-process runner, and Bull on Redis), typed, with its own retry policy and time limit.
import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { defineJob } from '../../src/modules/queue/define-job.js';
import { JobTimeoutError } from '../../src/modules/queue/job-errors.js';
import { JobRegistry } from '../../src/modules/queue/job-registry.service.js';
import {
  JOB_QUEUE,
  type JobQueue,
} from '../../src/modules/queue/job-queue.port.js';
import { waitFor } from '../support/actor-api.js';
import { forEachDeployment } from '../support/deployments.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';

// ---- the new job's file -----------------------------------------------------------------------
const greetingJob = defineJob<{ name: string; failTimes?: number }>({
  name: 'test-greeting',
  line: 'enrichment',
  id: ({ name }) => `greeting-${name}`,
  retry: () => ({ attempts: 3, firstDelayMs: 20 }),
  timeout: () => 300,
});

@Injectable()
class GreetingJob implements OnModuleInit {
  readonly greeted: string[] = [];
  readonly attempts = new Map<string, number>();
  readonly aborted: unknown[] = [];

  constructor(private readonly registry: JobRegistry) {}

  onModuleInit(): void {
    greetingJob.handle(this.registry, async (data, run) => {
      // Typed from the definition: `data.name` is a string, `data.nope` would not compile.
      this.attempts.set(data.name, run.attempt);
      if (run.attempt <= (data.failTimes ?? 0))
        throw new Error('not yet, retry');
      if (data.name === 'slow') {
        await new Promise((resolve) =>
          run.signal.addEventListener('abort', resolve, { once: true }),
        );
        this.aborted.push(run.signal.reason);
        return;
      }
      this.greeted.push(`hello ${data.name}`);
    });
  }
}
// ---- end of the new job's file ----------------------------------------------------------------

@Module({ providers: [GreetingJob] }) // the registration line
class GreetingModule {}

forEachDeployment('a job added with one file and one line', (deployment) => {
  let s: ServiceModule;
  beforeAll(async () => {
    s = await startServiceModule(deployment.dialect, {
      imports: [GreetingModule],
      env: deployment.env(),
    });
  });
  afterAll(() => s?.close());

  it('runs with its typed data, retries by its own policy, and ends at its own time limit', async () => {
    const queue = s.get<JobQueue>(JOB_QUEUE as never);
    const jobs = s.get(GreetingJob);
    await greetingJob.add(queue, { name: 'ada' });
    await greetingJob.add(queue, { name: 'bob', failTimes: 2 });
    await greetingJob.add(queue, { name: 'slow' });
    await waitFor(
      'the greetings',
      async () => (jobs.greeted.length === 2 ? true : undefined),
      10_000,
    );
    expect(jobs.greeted.sort()).toEqual(['hello ada', 'hello bob']);
    expect(jobs.attempts.get('bob')).toBe(3);
    await waitFor(
      'the slow one ended by its time limit',
      async () => (jobs.aborted.length ? true : undefined),
      10_000,
    );
    expect(jobs.aborted[0]).toBeInstanceOf(JobTimeoutError);
    await sleep(50);
    expect(await greetingJob.queued(queue, [{ name: 'ada' }])).toEqual([]);
  });
});
