import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { classifyError } from '../../../common/errors/classify-error.js';
import {
  ERROR_STATUS,
  type ErrorCode,
} from '../../../common/errors/error-code.js';
import { wordError } from '../../../common/errors/error-wording.js';
import { requestIdOf } from '../../../common/http/request-id.middleware.js';
import { LOGGER } from '../../../common/logging/logger.port.js';
import { errorPage } from '../views/error.view.js';
import { DASHBOARD_WORDING } from './dashboard-wording.js';
import { redirect, sendPage } from './respond.js';
import { ViewerContext } from './viewer.service.js';

const TITLES: Partial<Record<ErrorCode, string>> = {
  unauthorized: 'Please sign in',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  service_unavailable: 'Try again in a moment',
  internal_server_error: 'Something went wrong',
};

/**
 * The dashboard's errors as pages (the API's stay JSON envelopes): the same codes and statuses
 * (ERROR_STATUS), a page a person can act on. Without a session, a page view goes to sign-in.
 */
@Catch()
export class DashboardErrorFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly viewer: ViewerContext,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const { code, message } = this.describe(exception);
    if (code === 'internal_server_error')
      this.logger.error(
        { err: exception, requestId: requestIdOf(req) },
        'dashboard error',
      );
    if (res.headersSent) {
      res.end();
      return;
    }
    const isPageView = req.method === 'GET' && !req.path.endsWith('/live');
    if (code === 'unauthorized' && isPageView) {
      const next = encodeURIComponent(req.originalUrl);
      return redirect(res, `/dashboard/sign-in?next=${next}`);
    }
    const text =
      code === 'unauthorized'
        ? 'Your session has ended. Sign in again to go on.'
        : message;
    sendPage(
      res,
      errorPage(
        this.viewer.assetUrls(),
        TITLES[code] ?? 'Cannot do that',
        text,
        code === 'unauthorized',
      ),
      ERROR_STATUS[code],
    );
  }

  /** The dashboard's wording of each kind of error (classifyError), for a person to act on. */
  private describe(exception: unknown): { code: ErrorCode; message: string } {
    const error = classifyError(exception);
    switch (error.kind) {
      case 'app':
        return {
          code: error.code,
          message: wordError(error.error, DASHBOARD_WORDING),
        };
      case 'unavailable':
        return {
          code: error.code,
          message:
            'The service cannot reach its database right now. Try again in a few seconds.',
        };
      case 'http':
        if (error.code === 'not_found')
          return { code: error.code, message: 'There is no such page.' };
        break;
    }
    return {
      code: 'internal_server_error',
      message: 'An unexpected error happened; it has been logged.',
    };
  }
}
