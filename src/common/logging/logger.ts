import { createRequire } from 'node:module';
import { isatty } from 'node:tty';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { currentLogContext } from '../request-context.js';

type LogSettings = Pick<AppConfig, 'logLevel' | 'logFormat' | 'logFd'>;

/**
 * The process logger: the request id (and, during an enrichment, the actor id) on every line
 * written in that unit of work, and credentials redacted wherever they might appear. JSON lines,
 * or readable ones for a person at a terminal during development (see LOG_FORMAT).
 */
export function createLogger(settings: LogSettings): Logger {
  return pino(
    {
      level: settings.logLevel,
      base: { service: 'signup-enrichment' },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const { requestId, actorId } = currentLogContext();
        return {
          ...(requestId && { requestId }),
          ...(actorId && { actorId }),
        };
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
          'secret',
          '*.secret',
        ],
        censor: '[redacted]',
      },
    },
    destination(settings),
  );
}

/** json or pretty, with `auto` settled: pretty only for a terminal outside production. */
export function resolvedLogFormat(settings: LogSettings): 'json' | 'pretty' {
  if (settings.logFormat !== 'auto') return settings.logFormat;
  return isatty(settings.logFd) ? 'pretty' : 'json';
}

function destination(settings: LogSettings): DestinationStream {
  const out = survivesLostOutput(
    pino.destination({ fd: settings.logFd, sync: false }),
  );
  if (resolvedLogFormat(settings) === 'json') return out;
  // Loaded only here: production and the admin CLI's JSON runs never pay for it.
  const { build } = createRequire(import.meta.url)('pino-pretty') as {
    build: typeof import('pino-pretty').build;
  };
  return build({
    destination: out,
    colorize: isatty(settings.logFd),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
    singleLine: true,
  });
}

type Destination = ReturnType<typeof pino.destination>;

/**
 * A log output that is gone (the terminal closed: EIO; the reader left: EPIPE; a full disk)
 * silences the log instead of stopping the process. pino itself gives up only on EPIPE: any other
 * write error is thrown as an uncaught 'error', and its exit handler then retries the same write
 * synchronously forever, in a loop no signal can interrupt, so SIGTERM was never handled (issue
 * 30). The service goes on serving; the lines are lost, as they would be anyway.
 */
function survivesLostOutput(stream: Destination): Destination {
  const silence = () => {
    const gone = stream as unknown as Record<string, unknown>;
    gone.write = () => true;
    gone.flush = (cb?: () => void) => cb?.();
    gone.flushSync = () => {};
    gone.end = () => {};
  };
  stream.on('error', silence);
  return stream;
}

/**
 * Resolves once the log destination has written the lines it holds, or after `timeoutMs`. The
 * JSON destination writes asynchronously, and a process that exits right after its last line
 * (Nest re-raises SIGTERM once its shutdown hooks return) would otherwise lose it. pino's own
 * flush(cb) answers at once when no minimum write length is set, so this waits for the stream's
 * 'drain' instead.
 */
export function drainLog(logger: Logger, timeoutMs = 1000): Promise<void> {
  const stream = (logger as unknown as Record<symbol, unknown>)[
    pino.symbols.streamSym
  ] as SonicBoomLike | undefined;
  if (!stream?.once || !isWriting(stream)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    stream.once!('drain', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

interface SonicBoomLike {
  once?(event: 'drain', fn: () => void): void;
}

/**
 * Whether pino's destination (sonic-boom) has a write in flight: it says so only in a field of its
 * own, and emits 'drain' only after such a write, so waiting without one would wait in vain.
 */
function isWriting(stream: SonicBoomLike): boolean {
  // oxlint-disable-next-line no-underscore-dangle -- sonic-boom has no public "writing" flag
  return (stream as { _writing?: boolean })._writing === true;
}
