export {
  TimeLimit,
  TimeoutError,
  untilAborted,
  withTimeLimit,
  type TimeLimitOptions,
} from './time-limit.js';
export { delay, retryWhile, type RetryWhileOptions } from './retry-while.js';
