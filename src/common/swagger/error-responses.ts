import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_CODES } from '../errors/error-code.js';
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
        code: {
          type: 'string',
          description: `Machine-readable code, one of: ${Object.entries(
            ERROR_CODES,
          )
            .map(([code, { status }]) => `${code} (${status})`)
            .join(', ')}.`,
        },
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

/** What each status means, as the error code table says (ERROR_CODES: the one list). */
const DESCRIPTIONS: Record<number, string> = Object.fromEntries(
  Object.entries(ERROR_CODES).map(([code, { status, description }]) => [
    status,
    `${code}: ${description}`,
  ]),
);

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
