import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from '../request-context.js';

// An incoming id is honoured only when it is short and plain, so it can't inject into logs or
// headers; otherwise we mint one.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function requestIdMiddleware(
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const incoming = req.get(REQUEST_ID_HEADER);
  const requestId =
    incoming && SANE_REQUEST_ID.test(incoming)
      ? incoming
      : `req_${randomUUID().replaceAll('-', '')}`;
  (req as Request & { id: string }).id = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  requestContext.run({ requestId }, next);
}

export function requestIdOf(req: Request): string {
  return (req as Request & { id?: string }).id ?? 'unknown';
}
