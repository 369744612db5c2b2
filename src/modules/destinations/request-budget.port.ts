export type { RequestBudget } from '../../../libs/destinations/index.js';

/**
 * DI token of the request budget every destination request takes its place in: in Redis when
 * REDIS_URL is set (shared by every worker, so a portal's burst limit holds across them), in
 * memory otherwise (the embedded default is one process).
 */
export const REQUEST_BUDGET = Symbol('REQUEST_BUDGET');
