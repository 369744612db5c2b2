// One provider request with the politeness the providers ask for: 5xx and timeouts are retried
// (at most three attempts, backing off) while the run's time allows; a 429 is honoured, waiting
// once for its Retry-After when that fits the run, and otherwise left for a later run (no retry
// storm); 401/402/404 are answers, never retried.
import type { ProviderOutcome } from '../providers/provider.js';
import { delay } from '../time-limit/index.js';

export const MAX_ATTEMPTS = 3;
const FIRST_BACKOFF_MS = 250;
/** The longest Retry-After a run waits out itself; a longer one skips the provider for now. */
export const MAX_RETRY_AFTER_WAIT_MS = 2000;

export interface Asked {
  outcome: ProviderOutcome;
  attempts: number;
}

export async function askProvider(
  call: () => Promise<ProviderOutcome>,
  signal: AbortSignal,
): Promise<Asked> {
  let waitedForRateLimit = false;
  for (let attempt = 1; ; attempt++) {
    const outcome = await call();
    const last = attempt >= MAX_ATTEMPTS || signal.aborted;
    if (outcome.kind === 'unavailable' && !last) {
      await delay(FIRST_BACKOFF_MS * 2 ** (attempt - 1), signal);
      continue;
    }
    if (
      outcome.kind === 'rate_limited' &&
      !last &&
      !waitedForRateLimit &&
      outcome.retryAfterMs !== null &&
      outcome.retryAfterMs <= MAX_RETRY_AFTER_WAIT_MS
    ) {
      waitedForRateLimit = true;
      await delay(outcome.retryAfterMs, signal);
      continue;
    }
    return { outcome, attempts: attempt };
  }
}
