import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config/app-config.js';
import { bullQueueOptions, RETRY_BACKOFF } from './bull-options.js';
import { defineJob } from './define-job.js';
import { JobRegistry } from './job-registry.service.js';
import {
  defaultRetryPolicy,
  delayAfter,
  retriesAfter,
  retryPolicyOf,
} from './retry-policy.js';

const config = loadConfig({
  QUEUE_MAX_ATTEMPTS: '4',
  QUEUE_RETRY_BACKOFF_MS: '500',
  REDIS_QUEUE_PREFIX: `t-${randomBytes(2).toString('hex')}`,
});

/** Bull's strategy, as Bull calls it: attemptsMade counted after the failure, the job's options. */
const bullDelay = (attemptsMade: number, options: object | null = null) =>
  (
    bullQueueOptions(config).settings!.backoffStrategies![RETRY_BACKOFF] as (
      attemptsMade: number,
      err: unknown,
      options: object | null,
    ) => number
  )(attemptsMade, new Error('x'), options);

describe('retry policy', () => {
  it('is the delay Bull applies too: first delay, doubling, as many attempts as configured', () => {
    const policy = defaultRetryPolicy(config);
    expect([1, 2, 3].map((n) => delayAfter(policy, n))).toEqual([
      500, 1000, 2000,
    ]);
    expect([1, 2, 3, 4].map((n) => retriesAfter(policy, n))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([1, 2, 3].map((n) => bullDelay(n))).toEqual([500, 1000, 2000]);
  });

  it('is the job’s own when its definition names one, in both adapters', () => {
    const patient = defineJob<{ id: string }>({
      name: 'patient',
      line: 'enrichment',
      id: ({ id }) => id,
      retry: () => ({ attempts: 2, firstDelayMs: 40 }),
    });
    const policy = retryPolicyOf(patient, config);
    expect(policy).toEqual({ attempts: 2, firstDelayMs: 40 });
    expect([1, 2].map((n) => delayAfter(policy, n))).toEqual([40, 80]);
    expect([1, 2].map((n) => bullDelay(n, { firstDelayMs: 40 }))).toEqual([
      40, 80,
    ]);
  });
});

describe('JobRegistry', () => {
  it('refuses a second handler for a job', () => {
    const registry = new JobRegistry();
    const job = defineJob<{ id: string }>({
      name: 'once',
      line: 'enrichment',
      id: ({ id }) => id,
    });
    registry.handle(job, () => Promise.resolve());
    expect(() => registry.handle(job, () => Promise.resolve())).toThrow(
      'job once has two handlers',
    );
  });
});
