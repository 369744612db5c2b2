import type { Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * One line per request: method, path, status and duration. Never the body or headers, which
 * carry personal data and credentials. Null when the logger would drop the line anyway (LOG_LEVEL
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
      logger.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
  };
}
