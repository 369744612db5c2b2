import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config/app-config.js';
import { bullQueueOptions, RETRY_BACKOFF } from './bull-options.js';
import { DEFAULT_LINE, JobRegistry } from './job-registry.js';
import { RetryPolicy } from './retry-policy.js';

function registry(): JobRegistry {
  const r = new JobRegistry();
  r.defineLine(DEFAULT_LINE, 2);
  return r;
}

describe('JobRegistry', () => {
  it('stops the start for a job defined without a handler, naming it', () => {
    const r = registry();
    r.define({ name: 'enrich' });
    r.handle({ name: 'rescore' }, () => Promise.resolve());
    expect(() => r.verify()).toThrow(
      'Job registry incomplete: job "enrich" has no handler',
    );
    r.handle({ name: 'enrich' }, () => Promise.resolve());
    expect(() => r.verify()).not.toThrow();
  });

  it('stops the start for a line nobody gave a concurrency', () => {
    const r = registry();
    r.handle({ name: 'deliver', line: 'elsewhere' }, () => Promise.resolve());
    expect(() => r.verify()).toThrow('line "elsewhere" has no concurrency');
  });

  it('refuses a second handler, a job in two lines and an unknown job', () => {
    const r = registry();
    r.handle({ name: 'enrich' }, () => Promise.resolve());
    expect(() => r.handle({ name: 'enrich' }, () => Promise.resolve())).toThrow(
      'job enrich has two handlers',
    );
    expect(() => r.define({ name: 'enrich', line: 'other' })).toThrow(
      'defined in two lines',
    );
    expect(() => r.lineOf('nope')).toThrow('unknown job nope');
  });
});

describe('RetryPolicy', () => {
  it('is the delay Bull applies too: first delay, doubling, as many attempts as configured', () => {
    const config = loadConfig({
      ENRICHMENT_MAX_ATTEMPTS: '4',
      ENRICHMENT_RETRY_BACKOFF_MS: '500',
      REDIS_QUEUE_PREFIX: `t-${randomBytes(2).toString('hex')}`,
    });
    const policy = RetryPolicy.fromConfig(config);
    expect([1, 2, 3].map((n) => policy.delayAfter(n))).toEqual([
      500, 1000, 2000,
    ]);
    expect([1, 2, 3, 4].map((n) => policy.retriesAfter(n))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Bull calls the strategy with attemptsMade counted after the failure: 1 after the first.
    const strategy = bullQueueOptions(config, policy).settings!
      .backoffStrategies![RETRY_BACKOFF] as (attemptsMade: number) => number;
    expect([1, 2, 3].map((n) => strategy(n))).toEqual([500, 1000, 2000]);
  });
});
