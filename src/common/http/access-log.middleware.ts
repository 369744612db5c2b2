import type { Request, Response } from 'express';
import type { Logger } from 'pino';

/** What the API key guard left on a request it authenticated (structurally: common knows no auth). */
type WithKey = Request & { auth?: { keyId: string; keyName: string | null } };

/**
 * One line per request: method, path, status and duration, and the API key's id and name when
 * one authenticated it (which of a customer's keys made the request). Never the body, headers or
 * the key itself, which carry personal data and credentials. Null when the logger would drop the line anyway (LOG_LEVEL
 * above info): then no request pays for a timestamp and a listener.
 */
export function accessLog(
  logger: Logger,
): ((req: Request, res: Response) => void) | null {
  if (!logger.isLevelEnabled('info')) return null;
  return (req, res) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const auth = (req as WithKey).auth;
      logger.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          ...(auth && { keyId: auth.keyId, keyName: auth.keyName }),
        },
        'request',
      );
    });
  };
}
