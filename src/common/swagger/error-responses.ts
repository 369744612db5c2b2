import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from './schema-object.js';

export const ErrorEnvelopeSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message', 'requestId'],
      properties: {
        code: { type: 'string', description: 'Machine-readable code.' },
        message: { type: 'string', description: 'Human-readable explanation.' },
        requestId: {
          type: 'string',
          description:
            'Quote it in support tickets; also the X-Request-Id header.',
        },
      },
    },
  },
};

const DESCRIPTIONS: Record<number, string> = {
  400: 'bad_request: malformed request (invalid JSON, missing body, non-JSON Content-Type)',
  401: 'unauthorized: missing, malformed, unknown, revoked or expired API key',
  404: 'not_found: no such resource',
  408: 'request_timeout: the request (headers or body) did not arrive within HTTP_REQUEST_TIMEOUT_MS; the connection is closed',
  413: 'payload_too_large: request body over the limit',
  422: 'unprocessable_entity: well-formed request that fails schema validation',
  429: 'rate_limited: too many requests for this API key; retry after Retry-After seconds',
  500: 'internal_server_error: unexpected server error',
  503: 'service_unavailable: the database or queue is unreachable right now; retry after Retry-After seconds (create is idempotent, so retrying is safe)',
};

const integerHeader = (description: string) => ({
  description,
  schema: { type: 'integer' as const, minimum: 0 },
});

/** The rate-limit headers (IETF draft names) a 429 carries; successes carry the RateLimit-* too. */
const HEADERS: Record<
  number,
  Record<string, ReturnType<typeof integerHeader>>
> = {
  429: {
    'Retry-After': integerHeader(
      'Seconds until a request will be accepted again.',
    ),
    'RateLimit-Limit': integerHeader(
      'Requests allowed per window (one minute).',
    ),
    'RateLimit-Remaining': integerHeader(
      'Requests left in the current window.',
    ),
    'RateLimit-Reset': integerHeader('Seconds until the current window ends.'),
  },
  503: {
    'Retry-After': integerHeader('Seconds to wait before retrying.'),
  },
};

/** Declares error responses, all with the one envelope schema. */
export function ApiErrorResponses(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status],
        schema: { $ref: '#/components/schemas/ErrorEnvelope' },
        headers: HEADERS[status],
      }),
    ),
  );
}
