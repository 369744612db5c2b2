import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The API's error envelope from a plain node:http server (the metrics port, a worker's health
 * port), so a client sees the same shape on every port the service opens.
 */
export function sendErrorEnvelope(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  const requestId = `req_${randomUUID().replaceAll('-', '')}`;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-request-id': requestId,
  });
  res.end(JSON.stringify({ error: { code, message, requestId } }));
}
