import type { NextFunction, Request, Response } from 'express';

const MALFORMED = Symbol('malformedPath');

/**
 * A path that is not valid percent-encoding (`/v1/actors/%ZZ`) would fail in the router, before
 * the request id, authentication and the error envelope: Express answers it on its own. Mounted
 * before every other layer, this escapes each `%` of such a path, so it routes like any other
 * (its parameters keep the text as sent) and is marked; JsonBodyGuard, the last global guard,
 * refuses it after authentication with the usual envelope (400 bad_request).
 */
export function escapeMalformedPath(
  req: Request,
  _res: Response,
  next: NextFunction,
): void {
  const end = req.url.indexOf('?');
  const path = end < 0 ? req.url : req.url.slice(0, end);
  if (path.includes('%') && !decodes(path)) {
    req.url = path.replaceAll('%', '%25') + (end < 0 ? '' : req.url.slice(end));
    (req as Request & { [MALFORMED]?: true })[MALFORMED] = true;
  }
  next();
}

export function hasMalformedPath(req: Request): boolean {
  return (req as Request & { [MALFORMED]?: true })[MALFORMED] === true;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
