// The three limits of one run (model requests, tokens, seconds) and their bookkeeping. Every
// model request asks here first, so no loop in this library can outrun them.
import { TimeLimit, TimeoutError } from '../time-limit/index.js';
import type { FallbackReason, TokenUsage } from './run-record.js';

export class BudgetExhausted extends Error {
  constructor(
    readonly reason: FallbackReason,
    message: string,
  ) {
    super(message);
    this.name = 'BudgetExhausted';
  }
}

export interface BudgetLimits {
  maxSteps: number;
  maxTokens: number;
  timeoutMs: number;
}

export class RunBudget {
  /** aborted by the job (its timeout, shutdown) or by this run's own time limit */
  readonly signal: AbortSignal;
  readonly startedAt = Date.now();
  steps = 0;
  modelRequests = 0;
  readonly usage: TokenUsage = {
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0,
    estimated: false,
  };
  private readonly deadline: TimeLimit;

  constructor(
    readonly limits: BudgetLimits,
    readonly jobSignal: AbortSignal,
  ) {
    this.deadline = new TimeLimit(limits.timeoutMs, {
      signal: jobSignal,
      timeoutError: () => new TimeoutError(limits.timeoutMs, 'run time limit'),
    });
    this.signal = this.deadline.signal;
  }

  /** The run is over: stop its clock. */
  dispose(): void {
    this.deadline.dispose();
  }

  timedOut(): boolean {
    return this.deadline.timedOut();
  }

  remainingMs(): number {
    return this.deadline.remainingMs();
  }

  /** Before any model request: the job's abort wins; then time, then tokens. */
  checkRequest(): void {
    this.jobSignal.throwIfAborted();
    if (this.timedOut() || this.remainingMs() === 0)
      throw new BudgetExhausted(
        'time_limit',
        `no answer within ${this.limits.timeoutMs} ms`,
      );
    if (this.usage.totalTokens >= this.limits.maxTokens)
      throw new BudgetExhausted(
        'token_limit',
        `${this.usage.totalTokens} of ${this.limits.maxTokens} tokens used`,
      );
  }

  /** A new step of the tool loop; counted only when its request may start. */
  takeStep(): void {
    this.checkRequest();
    if (this.steps >= this.limits.maxSteps)
      throw new BudgetExhausted(
        'step_limit',
        `no final answer after ${this.limits.maxSteps} steps`,
      );
    this.steps += 1;
  }

  addUsage(reply: {
    promptTokens: number;
    completionTokens: number;
    estimated: boolean;
  }): void {
    this.usage.promptTokens += reply.promptTokens;
    this.usage.completionTokens += reply.completionTokens;
    this.usage.totalTokens += reply.promptTokens + reply.completionTokens;
    this.usage.estimated ||= reply.estimated;
  }
}
