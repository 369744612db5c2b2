import type { IncomingMessage } from 'node:http';
import { TimeoutError, withTimeLimit } from '../../../libs/time-limit/index.js';
import { AppError } from '../errors/app-error.js';
import { jsonShapeProblem, shapeProblemError } from './json-shape.js';

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export interface BodyLimits {
  bodyLimitBytes: number;
  /** the whole body must have arrived within this (a slow body is answered 408) */
  requestTimeoutMs: number;
}

/**
 * Reads and parses a JSON request body within a byte limit and a time limit, and bounds its
 * shape (depth and number of values) before anything else walks it. Refuses early (by
 * Content-Length) where it can, so an oversized upload is not read at all.
 */
export async function readJsonBody(
  req: IncomingMessage,
  limits: BodyLimits,
): Promise<unknown> {
  const body = await readJsonDocument(req, limits);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw AppError.unprocessableBody('The request body must be a JSON object');
  }
  const problem = jsonShapeProblem(body as Record<string, unknown>);
  if (problem) throw shapeProblemError(problem);
  return body;
}

/**
 * A JSON body parsed, within the byte and time limits, its shape not checked yet: for a route
 * that checks the shape of each part itself (a batch of creates, each bounded like one create).
 */
export async function readJsonDocument(
  req: IncomingMessage,
  { bodyLimitBytes: limitBytes, requestTimeoutMs }: BodyLimits,
): Promise<unknown> {
  const declaredLength = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!chunked && (declaredLength === undefined || declaredLength === '0')) {
    throw AppError.badRequest('A JSON request body is required');
  }
  if (!JSON_CONTENT_TYPE.test(req.headers['content-type'] ?? '')) {
    throw AppError.badRequest('Content-Type must be application/json');
  }
  const text = await readBodyText(req, {
    bodyLimitBytes: limitBytes,
    requestTimeoutMs,
  });
  if (text.trim() === '')
    throw AppError.badRequest('A JSON request body is required');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw AppError.badRequest('The request body is not valid JSON');
  }
}

/**
 * A request body as text, within the byte limit (refused early by Content-Length where it can)
 * and the time limit: the one way any body is read, whatever its format.
 */
export async function readBodyText(
  req: IncomingMessage,
  { bodyLimitBytes: limitBytes, requestTimeoutMs }: BodyLimits,
): Promise<string> {
  if (Number(req.headers['content-length']) > limitBytes)
    throw tooLarge(limitBytes);
  const arrived = readArrived(req, limitBytes);
  if (arrived !== null) return arrived;
  return withTimeLimit(requestTimeoutMs, (signal) =>
    readLimited(req, limitBytes, signal),
  ).catch((err: unknown) => {
    if (!(err instanceof TimeoutError)) throw err;
    throw new AppError(
      'request_timeout',
      `The request body did not arrive within ${requestTimeoutMs} ms`,
    );
  });
}

/**
 * The body when all of it has arrived already (a small body usually comes in the packet of its
 * headers, and Node has parsed it by the time a guard runs): taken from the stream's buffer at
 * once, with no timer, no listeners and no promise to wait on. Null when some is still to come.
 */
function readArrived(req: IncomingMessage, limitBytes: number): string | null {
  if (!req.complete || req.readableFlowing === true) return null;
  const chunk = req.read() as Buffer | null;
  if (chunk === null) return '';
  if (chunk.length > limitBytes) throw tooLarge(limitBytes);
  return chunk.toString('utf8');
}

function tooLarge(limitBytes: number) {
  return new AppError(
    'payload_too_large',
    `The request body must be at most ${limitBytes} bytes`,
  );
}

function readLimited(
  req: IncomingMessage,
  limitBytes: number,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        cleanup();
        // Drain the rest without buffering it so the 413 can be written on a healthy socket.
        req.resume();
        reject(tooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = () => {
      cleanup();
      reject(AppError.badRequest('The request body could not be read'));
    };
    // Out of time: stop listening; the 408 closes the connection, so the rest is never read.
    const onAbort = () => cleanup();
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      signal.removeEventListener('abort', onAbort);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
