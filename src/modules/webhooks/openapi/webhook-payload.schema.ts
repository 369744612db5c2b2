import type { SchemaObject } from '../../../common/swagger/schema-object.js';
import { RECORD_EXTRAS } from '../../actors/views/record-include.pipe.js';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '../webhook-event-types.js';

/**
 * What each webhook event's body is, for the OpenAPI document: one schema per event (derived from
 * WEBHOOK_EVENTS) and, under `x-webhooks`, the request each endpoint receives, shaped as OpenAPI
 * 3.1's `webhooks` (the document is 3.0, which has no such member; Redocly reads `x-webhooks`).
 */

const ACTOR_DATA: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['actor'],
  properties: {
    actor: {
      description: `The full record with every extra, as GET /v1/actors/{actorId}?include=${RECORD_EXTRAS.join(',')} returned it at that change: the ten members of the contract and ${RECORD_EXTRAS.join(', ')}.`,
      allOf: [{ $ref: '#/components/schemas/ActorRecord' }],
    },
  },
};

/** `data` of an event that is not `{actor}` alone; every other carries ACTOR_DATA. */
const DATA_OF: Partial<Record<WebhookEventType, SchemaObject>> = {
  'actor.erased': {
    type: 'object',
    additionalProperties: false,
    required: ['actor'],
    properties: {
      actor: {
        type: 'object',
        additionalProperties: false,
        required: ['id'],
        description:
          'Only the erased actor id: drop your copies of it. Nothing personal outlives the erasure.',
        properties: {
          id: {
            type: 'string',
            format: 'uuid',
            example: '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c',
          },
        },
      },
    },
  },
  'actor.scored': {
    ...ACTOR_DATA,
    properties: {
      ...ACTOR_DATA.properties,
      rescoring: {
        type: 'object',
        additionalProperties: false,
        required: ['profileVersion', 'actors'],
        description:
          'Present when rescoring after an ICP profile change wrote this score: the profile version it answers, and how many actors that change set to be rescored (each sends its own actor.scored).',
        properties: {
          profileVersion: { type: 'integer', minimum: 1, example: 4 },
          actors: { type: 'integer', minimum: 0, example: 1250 },
        },
      },
    },
  },
};

const schemaName = (type: WebhookEventType) =>
  `WebhookEvent_${type.replace('.', '_')}`;

export const WEBHOOK_PAYLOAD_SCHEMAS: Record<string, SchemaObject> =
  Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      schemaName(type),
      {
        type: 'object',
        additionalProperties: false,
        description: WEBHOOK_EVENTS[type],
        required: ['type', 'timestamp', 'data'],
        properties: {
          type: { type: 'string', enum: [type] },
          timestamp: {
            type: 'string',
            format: 'date-time',
            description: 'When the change happened (UTC, milliseconds).',
          },
          data: DATA_OF[type] ?? ACTOR_DATA,
        },
      } satisfies SchemaObject,
    ]),
  );

const HEADERS = [
  {
    name: 'webhook-id',
    description:
      'One per event, the same on every retry and replay: de-duplicate on it.',
    example: 'msg_2b7d1c0a9e8f4a6b8c1d2e3f4a5b6c7d',
  },
  {
    name: 'webhook-timestamp',
    description: 'Unix seconds of this attempt.',
    example: '1767268800',
  },
  {
    name: 'webhook-signature',
    description:
      'v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">; two, space-separated, during a secret rotation.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
].map((h) => ({
  in: 'header',
  required: true,
  name: h.name,
  description: h.description,
  example: h.example,
  schema: { type: 'string' },
}));

/** `x-webhooks`: each event as the POST an endpoint receives (Standard Webhooks 1.0). */
export const WEBHOOK_OPERATIONS = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type) => [
    type,
    {
      post: {
        operationId: `webhook_${type.replace('.', '_')}`,
        summary: type,
        description: `${WEBHOOK_EVENTS[type]} Signed as Standard Webhooks 1.0 (docs/webhooks.md).`,
        parameters: HEADERS,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: `#/components/schemas/${schemaName(type)}` },
            },
          },
        },
        responses: {
          '2XX': { description: 'Delivered. Anything else is retried.' },
          '410': {
            description: 'Gone: the endpoint is disabled at once.',
          },
        },
      },
    },
  ]),
);
