import type { ErrorCode } from './error-code.js';

/**
 * A failure the caller should hear about, with its machine-readable code. Services throw this;
 * only the exception filter turns it into HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string) {
    return new AppError('bad_request', message);
  }
  static unauthorized() {
    return new AppError(
      'unauthorized',
      'A valid API key is required: Authorization: Bearer <key>',
    );
  }
  /** Known, and not allowed: the dashboard's viewer role, a form without its CSRF token. */
  static forbidden(message: string) {
    return new AppError('forbidden', message);
  }
  static notFound(message = 'Not found') {
    return new AppError('not_found', message);
  }
  static unprocessable(message: string) {
    return new AppError('unprocessable_entity', message);
  }
}
