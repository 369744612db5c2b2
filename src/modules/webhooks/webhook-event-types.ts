import type { ActorStateChangeType } from '../actors/actor-state.events.js';

/**
 * Every event an endpoint can subscribe to, and what it means: the one list. The CLI's and the
 * dashboard's choices, the OpenAPI document's `x-webhooks` (each event's payload schema, see
 * openapi/webhook-payload.schema.ts) and its drift test derive from it. An event whose body is
 * not the actor's full record (`data.actor`) names its own `data` schema there.
 */
export const WEBHOOK_EVENTS = {
  'actor.enriched':
    'An enrichment succeeded: the record as of its facts, before its score.',
  'actor.failed':
    'An enrichment failed for good: the record says why (`failureReason`).',
  'actor.rejected':
    "A signup over its organization's monthly quota was stored and not enriched.",
  'actor.scored':
    'A score was set (after an enrichment, or by rescoring after an ICP change): the scored record.',
  'actor.erased':
    'An actor was erased (API, CLI or dashboard): only its id and the time, nothing personal.',
} as const satisfies Record<string, string>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;

/** Every event an endpoint can subscribe to; an endpoint that names none gets them all. */
export const WEBHOOK_EVENT_TYPES = Object.keys(
  WEBHOOK_EVENTS,
) as readonly WebhookEventType[];

/** The event of a state change. */
export const eventTypeOf = (change: ActorStateChangeType): WebhookEventType =>
  `actor.${change}`;
