import type { ActorStateChangeType } from '../actors/actor-state-events.js';

/** Every event an endpoint can subscribe to; an endpoint that names none gets them all. */
export const WEBHOOK_EVENT_TYPES = [
  'actor.enriched',
  'actor.failed',
  'actor.rejected',
  'actor.scored',
  'actor.erased',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event of a state change. */
export const eventTypeOf = (change: ActorStateChangeType): WebhookEventType =>
  `actor.${change}`;
