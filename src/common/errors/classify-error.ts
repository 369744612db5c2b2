import { AppError } from './app-error.js';
import { isDependencyUnavailable } from './dependency-unavailable.js';
import { codeOfStatus, type ErrorCode } from './error-code.js';

/**
 * What kind of failure an error is, decided once for every place that shows one (the HTTP
 * filter, the dashboard's filter, the admin CLI); each words it for its audience.
 * - `app`: an AppError, thrown on purpose: its code, field and reason say it all.
 * - `unavailable`: the database or Redis cannot be reached or will not take work right now.
 * - `http`: Nest's own HTTP error (no route, a method not allowed), known by its status.
 * - `unexpected`: a bug or bad data: logged with its stack, shown without internals.
 */
export type ErrorClass =
  | { kind: 'app'; code: ErrorCode; error: AppError }
  | { kind: 'unavailable'; code: 'service_unavailable' }
  | { kind: 'http'; code: ErrorCode; message: string }
  | { kind: 'unexpected'; code: 'internal_server_error' };

export function classifyError(err: unknown): ErrorClass {
  if (err instanceof AppError)
    return { kind: 'app', code: err.code, error: err };
  if (isDependencyUnavailable(err))
    return { kind: 'unavailable', code: 'service_unavailable' };
  if (isHttpException(err)) {
    const code = codeOfStatus(err.getStatus());
    if (code) return { kind: 'http', code, message: err.message };
  }
  return { kind: 'unexpected', code: 'internal_server_error' };
}

/**
 * Nest's own HTTP errors (HttpException and its subclasses), known by the status they carry;
 * checked by shape, so that the admin CLI can classify errors without loading Nest for `--help`.
 */
function isHttpException(
  err: unknown,
): err is { getStatus(): number; message: string } {
  return (
    err instanceof Error &&
    typeof (err as { getStatus?: unknown }).getStatus === 'function'
  );
}
