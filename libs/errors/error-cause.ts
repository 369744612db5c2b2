// What went wrong underneath an error, in one word an operator can act on: "fetch failed" says
// nothing, ENOTFOUND (no such host), ECONNREFUSED (nothing listening), timeout, or HTTP 503 do.

/** An HTTP answer the caller treats as a failure, keeping its status for logs. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'ETIMEOUT', // node:dns
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** How deep to follow `cause` links: real chains are 2-3 long; a cycle must not loop. */
const MAX_LINKS = 8;

/**
 * The underlying cause of `err`: `timeout`, `HTTP <status>`, the system or library error code
 * (`ENOTFOUND`, `ECONNREFUSED`, `ECONNRESET`, `refused_address` …), `aborted`, or `unknown`.
 * Follows `cause` links (fetch's "fetch failed" hides the socket error there) and the members of
 * an AggregateError (a connection tried on several addresses), outermost first.
 */
export function describeCause(err: unknown): string {
  const queue: unknown[] = [err];
  const seen = new Set<unknown>();
  while (queue.length && seen.size < MAX_LINKS) {
    const e = queue.shift();
    if (typeof e !== 'object' || e === null || seen.has(e)) continue;
    seen.add(e);
    const { name, code, status, cause, errors } = e as {
      name?: unknown;
      code?: unknown;
      status?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (
      (typeof name === 'string' && name.endsWith('TimeoutError')) ||
      (typeof code === 'string' && TIMEOUT_CODES.has(code))
    )
      return 'timeout';
    if (typeof status === 'number' && status >= 100 && status <= 599)
      return `HTTP ${status}`;
    if (typeof code === 'string' && /^[A-Za-z][\w.-]{0,39}$/.test(code))
      return code;
    if (name === 'AbortError') return 'aborted';
    if (cause !== undefined) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return 'unknown';
}
