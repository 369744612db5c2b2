import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { AppConfig } from '../../config/app-config.js';
import { ERROR_STATUS, type ErrorCode } from '../errors/error-code.js';
import { REQUEST_ID_HEADER } from './request-id.middleware.js';

/**
 * Node checks its header and request timeouts only this often (30 s by default, which would let
 * a slow client keep its connection half a minute past any limit).
 */
const TIMEOUT_CHECK_MS = 500;

/**
 * How much longer Node's own whole-request limit waits than HTTP_REQUEST_TIMEOUT_MS. The body
 * reader answers a slow body first, through the exception filter with the request's id; Node's
 * limit is the backstop for requests nobody reads.
 */
const BACKSTOP_MS = 1000;

/**
 * The Express adapter with a server whose slow-client limits are set on purpose: headers, whole
 * request and keep-alive idle time from the configuration, checked every TIMEOUT_CHECK_MS, and
 * an error envelope (not Node's bare status line) for a client cut off before it had a request.
 */
export class TimedExpressAdapter extends ExpressAdapter {
  constructor(private readonly limits: AppConfig['http']) {
    super();
  }

  override initHttpServer(): void {
    const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } =
      this.limits;
    const server = http.createServer(
      {
        headersTimeout: headersTimeoutMs,
        requestTimeout: requestTimeoutMs + BACKSTOP_MS,
        keepAliveTimeout: keepAliveTimeoutMs,
        connectionsCheckingInterval: TIMEOUT_CHECK_MS,
      },
      this.getInstance(),
    );
    server.on('clientError', answerClientError);
    this.setHttpServer(server);
  }
}

/** A connection that failed before it made a request: Node's timeouts, or a malformed request. */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // Nothing sensible can be written on a connection already answering or already gone.
  if (
    err.code === 'ECONNRESET' ||
    !socket.writable ||
    (socket as Duplex & { bytesWritten?: number }).bytesWritten
  ) {
    socket.destroy();
    return;
  }
  const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const code: ErrorCode = timedOut ? 'request_timeout' : 'bad_request';
  const message = timedOut
    ? 'The request did not arrive in time'
    : err.code === 'HPE_HEADER_OVERFLOW'
      ? 'The request headers are too large'
      : 'The request is not valid HTTP';
  const requestId = `req_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({ error: { code, message, requestId } });
  const status = ERROR_STATUS[code];
  const head = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `${REQUEST_ID_HEADER}: ${requestId}`,
    'Connection: close',
  ].join('\r\n');
  socket.end(`${head}\r\n\r\n${body}`, () => socket.destroy());
}
