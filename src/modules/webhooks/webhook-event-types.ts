import type { ActorStateChangeType } from '../actors/actor-state-events.js';

/** Every event an endpoint can subscribe to; an endpoint that names none gets them all. */
export const WEBHOOK_EVENT_TYPES = [
  'actor.enriched',
  'actor.failed',
  'actor.rejected',
  'actor.scored',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event of a state change (an erasure is none: nothing is sent about an erased actor). */
export const eventTypeOf = (
  change: Exclude<ActorStateChangeType, 'erased'>,
): WebhookEventType => `actor.${change}`;
