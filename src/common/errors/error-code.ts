/**
 * Every error code the API can answer with, and its HTTP status: the one mapping. The first five
 * are the public spec's; the others are statuses the spec leaves "not shown" (see docs/api.md).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  payload_too_large: 413,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal_server_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
