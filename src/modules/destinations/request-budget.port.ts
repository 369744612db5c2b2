// The port's interface, RequestBudget, is framework-free (libs/destinations, with its memory
// implementation); the Redis one is redis-request-budget.adapter.ts.
/**
 * DI token of the request budget every destination request takes its place in: in Redis when
 * REDIS_URL is set (shared by every worker, so a portal's burst limit holds across them), in
 * memory otherwise (the embedded default is one process).
 */
export const REQUEST_BUDGET = Symbol('REQUEST_BUDGET');
