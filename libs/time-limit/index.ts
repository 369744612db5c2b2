export {
  TimeLimit,
  TimeoutError,
  untilAborted,
  withTimeLimit,
  type TimeLimitOptions,
} from './time-limit.js';
