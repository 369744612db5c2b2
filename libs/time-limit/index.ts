export {
  TimeLimit,
  TimeoutError,
  withTimeLimit,
  type TimeLimitOptions,
} from './time-limit.js';
