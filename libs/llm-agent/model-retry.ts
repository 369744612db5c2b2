// One model request with retries for transient failures (429, 5xx, timeouts), each after an
// exponential backoff or the server's Retry-After, and never past the run's time limit.
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  ChatMessage,
  ChatModel,
  ModelReply,
  ToolDefinition,
} from './model-client.js';
import { isTransientModelError, retryAfterMs } from './model-errors.js';
import type { RunBudget } from './run-budget.js';

export interface RetryPolicy {
  maxRetries: number;
  backoffMs: number;
}

export async function completeWithRetries(
  model: ChatModel,
  messages: ChatMessage[],
  tools: ToolDefinition[],
  budget: RunBudget,
  policy: RetryPolicy,
): Promise<ModelReply> {
  for (let attempt = 0; ; attempt++) {
    budget.checkRequest();
    budget.modelRequests += 1;
    try {
      const reply = await model.complete(messages, tools, budget.signal);
      budget.addUsage(reply);
      return reply;
    } catch (err) {
      if (budget.signal.aborted) throw err; // the caller tells the job's abort from our deadline
      if (!isTransientModelError(err) || attempt >= policy.maxRetries)
        throw err;
      const delay = Math.max(
        policy.backoffMs * 2 ** attempt,
        retryAfterMs(err) ?? 0,
      );
      // A wait that would outlast the budget only postpones the fallback.
      if (delay >= budget.remainingMs()) throw err;
      await sleep(delay, undefined, { signal: budget.signal });
    }
  }
}
