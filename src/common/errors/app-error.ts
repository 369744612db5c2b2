import type { ErrorCode } from './error-code.js';

/**
 * A failure the caller should hear about: its machine-readable code, the input it is about (if
 * one) and what is wrong with it. Services throw this and word nothing for a particular audience:
 * `field` is the name the domain gives the input (`expiresAt`, `url`), `reason` says what is
 * wrong without naming it (`must be in the future`). Whoever shows the error words it: the HTTP
 * filter as `expiresAt must be in the future`, the admin CLI as `--expires-at must be …`, the
 * dashboard as `The expiry must be …` (see error-wording.ts).
 */
/** One input's problem, for a client to show next to that input. */
export interface FieldProblem {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly reason: string,
    readonly field?: string,
    /** every input's problem, when several were checked at once (validation) */
    readonly details?: readonly FieldProblem[],
  ) {
    super(field ? `${field} ${reason}` : reason);
    this.name = 'AppError';
  }

  static badRequest(reason: string, field?: string) {
    return new AppError('bad_request', reason, field);
  }
  static unauthorized(
    reason = 'A valid API key is required: Authorization: Bearer <key>',
  ) {
    return new AppError('unauthorized', reason);
  }
  /** Known, and not allowed: the dashboard's viewer role, a form without its CSRF token. */
  static forbidden(reason: string) {
    return new AppError('forbidden', reason);
  }
  static notFound(reason = 'Not found') {
    return new AppError('not_found', reason);
  }
  static unprocessable(reason: string, field?: string) {
    return new AppError('unprocessable_entity', reason, field);
  }
  /** The request body as a whole is wrong: its problem is listed under `$`, a JSON path's root. */
  static unprocessableBody(reason: string) {
    return new AppError('unprocessable_entity', reason, undefined, [
      { field: '$', message: reason },
    ]);
  }
}
