import type { NextFunction, Request, Response } from 'express';
import { ERROR_STATUS } from '../errors/error-code.js';
import { constantTimeEqual } from '../security/constant-time-equal.js';
import { requestIdOf } from './request-id.middleware.js';

const BASIC = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i;

/**
 * HTTP basic auth against one configured user and password, for operator pages mounted outside
 * Nest's guards. Both parts are always compared in constant time, so timing reveals neither which
 * one was wrong nor how much of it matched. A refusal is the API's 401 envelope.
 */
export function basicAuthMiddleware(
  expected: { user: string; password: string },
  realm: string,
) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const presented = parseBasic(req.headers.authorization);
    const userMatches = constantTimeEqual(presented?.user ?? '', expected.user);
    const passwordMatches = constantTimeEqual(
      presented?.password ?? '',
      expected.password,
    );
    if (presented && userMatches && passwordMatches) return next();
    res.setHeader(
      'WWW-Authenticate',
      `Basic realm="${realm}", charset="UTF-8"`,
    );
    res.status(ERROR_STATUS.unauthorized).json({
      error: {
        code: 'unauthorized',
        message: `Credentials for the ${realm} are required (HTTP basic auth)`,
        requestId: requestIdOf(req),
      },
    });
  };
}

function parseBasic(
  header: string | undefined,
): { user: string; password: string } | null {
  const encoded = BASIC.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
