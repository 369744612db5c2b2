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
          enum: Object.keys(ERROR_CODES),
          description: `Machine-readable code: ${Object.entries(ERROR_CODES)
            .map(([code, { status }]) => `${code} (${status})`)
            .join(', ')}.`,
          example: 'unprocessable_entity',
        },
        message: {
          type: 'string',
          description: 'Human-readable explanation.',
          example: 'email must be an email',
        },
        requestId: {
          type: 'string',
          description:
            'Quote it in support tickets; also the X-Request-Id header.',
          example: 'req_3f2a9c1e5b7d4e8fa1c2b3d4e5f6a7b8',
        },
        details: {
          type: 'array',
          description:
            '422 only, and then at least one entry: one per input that failed validation, for a client to show next to it (`message` says them all).',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['field', 'message'],
            properties: {
              field: {
                type: 'string',
                description:
                  'The input, as a JSON path: `email`, `metadata.plan`; a query parameter by its name (`view`, `include`); `$` for a body that is not a JSON object.',
                example: 'email',
              },
              message: {
                type: 'string',
                example: 'email must be an email',
              },
            },
          },
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

/**
 * Declares error responses, all with the one envelope schema. A status is a number, or
 * `[status, description]` where an operation words it otherwise than the error code table.
 */
export function ApiErrorResponses(
  ...statuses: Array<number | [number, string]>
) {
  return applyDecorators(
    ...statuses.map((entry) => {
      const [status, description] =
        typeof entry === 'number' ? [entry, DESCRIPTIONS[entry]] : entry;
      return ApiResponse({
        status,
        description,
        schema: { $ref: '#/components/schemas/ErrorEnvelope' },
        headers: HEADERS[status],
      });
    }),
  );
}
