/**
 * Every error code the service answers with: its HTTP status, and what it means as the OpenAPI
 * document says it. The one list: the statuses, the OpenAPI descriptions and the codes of Nest's
 * own HTTP errors all derive from it. The first five are the public spec's; the others are
 * statuses the spec leaves "not shown" (see docs/api.md).
 */
export const ERROR_CODES = {
  bad_request: {
    status: 400,
    description:
      'malformed request (invalid JSON, missing body, non-JSON Content-Type, a path that is not valid percent-encoding)',
  },
  unauthorized: {
    status: 401,
    description: 'missing, malformed, unknown, revoked or expired API key',
  },
  forbidden: {
    status: 403,
    description:
      'authenticated, and not allowed to do this (a dashboard viewer changing something, a form without its session token)',
  },
  not_found: { status: 404, description: 'no such resource' },
  request_timeout: {
    status: 408,
    description:
      'the request (headers or body) did not arrive within HTTP_REQUEST_TIMEOUT_MS; the connection is closed',
  },
  payload_too_large: {
    status: 413,
    description: 'request body over the limit',
  },
  unprocessable_entity: {
    status: 422,
    description: 'well-formed request that fails schema validation',
  },
  rate_limited: {
    status: 429,
    description:
      'too many requests for this API key; retry after Retry-After seconds',
  },
  internal_server_error: {
    status: 500,
    description: 'unexpected server error',
  },
  service_unavailable: {
    status: 503,
    description:
      'the database or queue is unreachable right now; retry after Retry-After seconds (create is idempotent, so retrying is safe)',
  },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_STATUS = Object.fromEntries(
  Object.entries(ERROR_CODES).map(([code, { status }]) => [code, status]),
) as { [C in ErrorCode]: (typeof ERROR_CODES)[C]['status'] };

/** The code of an HTTP status (Nest's own errors carry only a status); 405 is a missing route. */
export function codeOfStatus(status: number): ErrorCode | undefined {
  if (status === 405) return 'not_found';
  return (Object.keys(ERROR_CODES) as ErrorCode[]).find(
    (code) => ERROR_CODES[code].status === status,
  );
}
