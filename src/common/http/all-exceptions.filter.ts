import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError, type FieldProblem } from '../errors/app-error.js';
import { classifyError } from '../errors/classify-error.js';
import { UNAVAILABLE_RETRY_AFTER_S } from '../errors/dependency-unavailable.js';
import { ERROR_STATUS, type ErrorCode } from '../errors/error-code.js';
import { LOGGER } from '../logging/logger.port.js';
import { requestIdOf } from './request-id.middleware.js';

/**
 * The only place an error becomes an HTTP response: always `{error:{code,message,requestId}}`,
 * and a 422's `details` (one `{field, message}` per input's problem, so a client can show each
 * next to its input; `message` still says them all). Unexpected errors are logged with their
 * stack and answered without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { code, message, kind } = this.describe(exception, req);
    if (kind === 'unexpected') {
      this.logger.error(
        { err: exception, requestId: requestIdOf(req) },
        'unhandled error',
      );
    } else if (kind === 'unavailable') {
      // Expected during an outage: one line, no stack.
      this.logger.warn(
        {
          error:
            exception instanceof Error ? exception.message : String(exception),
          requestId: requestIdOf(req),
        },
        'dependency unavailable; answered 503',
      );
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    // The rest of a body that was too slow is never read: the connection cannot be reused.
    if (code === 'request_timeout') res.setHeader('Connection', 'close');
    if (code === 'service_unavailable')
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    res.status(ERROR_STATUS[code]).json({
      error: {
        code,
        message,
        requestId: requestIdOf(req),
        ...(code === 'unprocessable_entity' && {
          details: fieldProblems(exception, message),
        }),
      },
    });
  }

  /** The API's wording of each kind of error (classifyError): AppErrors name their field as is. */
  private describe(exception: unknown, req: Request) {
    const error = classifyError(exception);
    const worded = (message: string) => ({
      code: error.code as ErrorCode,
      message,
      kind: error.kind,
    });
    switch (error.kind) {
      case 'app':
        return worded(error.error.message);
      case 'unavailable':
        return worded(
          `The service cannot reach its database or queue right now; retry in ${UNAVAILABLE_RETRY_AFTER_S} s (creating is idempotent, so a retry is safe)`,
        );
      case 'http':
        return worded(
          error.code === 'not_found'
            ? `No route ${req.method} ${req.path}`
            : error.message,
        );
      case 'unexpected':
        return worded('Internal server error');
    }
  }
}

/** A 422's problems by field: the validation's list, or the one field an AppError names. */
function fieldProblems(exception: unknown, message: string): FieldProblem[] {
  if (!(exception instanceof AppError)) return [];
  if (exception.details) return [...exception.details];
  return exception.field ? [{ field: exception.field, message }] : [];
}
