import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { accessLog } from './access-log.middleware.js';
import type { Draining } from './draining.service.js';
import { requestIdMiddleware } from './request-id.middleware.js';

/**
 * What every request gets before its route: `Connection: close` while draining, the access log
 * line, and the request id (header and log context). One middleware, not three: each Nest
 * middleware is its own Express layer with its own path match and wrapper, paid per request.
 */
export function requestMiddleware(logger: Logger, draining: Draining) {
  const log = accessLog(logger);
  return (req: Request, res: Response, next: NextFunction): void => {
    draining.mark(res);
    log?.(req, res);
    requestIdMiddleware(req, res, next);
  };
}
