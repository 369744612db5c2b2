import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  Inject,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../errors/app-error.js';
import {
  isDependencyUnavailable,
  UNAVAILABLE_RETRY_AFTER_S,
} from '../errors/dependency-unavailable.js';
import { ERROR_STATUS, type ErrorCode } from '../errors/error-code.js';
import { LOGGER } from '../logging/logger.token.js';
import { requestIdOf } from './request-id.middleware.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'unauthorized',
  404: 'not_found',
  405: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  422: 'unprocessable_entity',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/**
 * The only place an error becomes an HTTP response: always `{error:{code,message,requestId}}`.
 * Unexpected errors are logged with their stack and answered without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { code, message } = this.describe(exception, req);
    if (code === 'internal_server_error') {
      this.logger.error(
        { err: exception, requestId: requestIdOf(req) },
        'unhandled error',
      );
    } else if (
      code === 'service_unavailable' &&
      !(exception instanceof AppError)
    ) {
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
    res
      .status(ERROR_STATUS[code])
      .json({ error: { code, message, requestId: requestIdOf(req) } });
  }

  private describe(
    exception: unknown,
    req: Request,
  ): { code: ErrorCode; message: string } {
    if (exception instanceof AppError) {
      return { code: exception.code, message: exception.message };
    }
    if (isDependencyUnavailable(exception)) {
      return {
        code: 'service_unavailable',
        message: `The service cannot reach its database or queue right now; retry in ${UNAVAILABLE_RETRY_AFTER_S} s (creating is idempotent, so a retry is safe)`,
      };
    }
    if (exception instanceof HttpException) {
      const code = CODE_BY_STATUS[exception.getStatus()];
      if (code === 'not_found') {
        return { code, message: `No route ${req.method} ${req.path}` };
      }
      if (code) return { code, message: exception.message };
    }
    return { code: 'internal_server_error', message: 'Internal server error' };
  }
}
