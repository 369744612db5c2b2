import { pino, type Logger } from 'pino';
import { currentRequestId } from '../request-context.js';

/**
 * The process logger: JSON lines, the request id on every line written during a request, and
 * credentials redacted wherever they might appear.
 */
export function createLogger(level: string, destinationFd = 1): Logger {
  return pino(
    {
      level,
      base: { service: 'signup-enrichment' },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: {
        paths: [
          'authorization',
          'headers.authorization',
          'req.headers.authorization',
          '*.authorization',
          'key',
          '*.key',
          'apiKey',
          'token',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    pino.destination({ fd: destinationFd, sync: false }),
  );
}
