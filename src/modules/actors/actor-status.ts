/**
 * Internal lifecycle. `rejected` exists only internally and in the contact card; the full record,
 * whose enum lacks it, shows it as `failed` (see views/).
 */
export const ACTOR_STATUSES = [
  'pending',
  'enriching',
  'enriched',
  'failed',
  'rejected',
] as const;
export type ActorStatus = (typeof ACTOR_STATUSES)[number];

export const SCORING_STATUSES = [
  'pending',
  'scored',
  'skipped',
  'failed',
] as const;
export type ScoringStatus = (typeof SCORING_STATUSES)[number];
