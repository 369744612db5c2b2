import type { AppConfig } from '../../config/app-config.js';
import type { JobData, JobDefinition, RetryPolicy } from './define-job.js';

/** QUEUE_MAX_ATTEMPTS and QUEUE_RETRY_BACKOFF_MS: the policy of a job that names none. */
export function defaultRetryPolicy(config: AppConfig): RetryPolicy {
  return {
    attempts: config.queue.maxAttempts,
    firstDelayMs: config.queue.retryBackoffMs,
  };
}

/** The job's own retry policy, or the queue's default; both adapters apply it. */
export function retryPolicyOf<T extends JobData>(
  job: JobDefinition<T>,
  config: AppConfig,
): RetryPolicy {
  return job.retry?.(config) ?? defaultRetryPolicy(config);
}

/** Whether a job whose attempt number `attempt` (1 = the first) failed runs again. */
export function retriesAfter(policy: RetryPolicy, attempt: number): boolean {
  return attempt < policy.attempts;
}

/** The wait after failed attempt number `attempt` before the next one: d, 2d, 4d, … */
export function delayAfter(policy: RetryPolicy, attempt: number): number {
  return policy.firstDelayMs * 2 ** (attempt - 1);
}
