import { isDependencyUnavailable } from '../../common/errors/dependency-unavailable.js';
import { JobTimeoutError } from '../queue/job-errors.js';

/** Worth another try although the dependency answered: a lost race, a busy SQLite file. */
const RETRYABLE_CODES = new Set([
  'SQLITE_LOCKED',
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Worth a retry: timeouts and infrastructure hiccups, not bugs or bad data. */
export function isTransientError(err: unknown): boolean {
  if (err instanceof JobTimeoutError) return true;
  if (isDependencyUnavailable(err)) return true;
  if (typeof err !== 'object' || err === null) return false;
  const code =
    (err as { code?: unknown }).code ??
    (err as { driverError?: { code?: unknown } }).driverError?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}
