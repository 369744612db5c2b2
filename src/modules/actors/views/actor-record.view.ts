import type {
  Enrichment,
  Intelligence,
} from '../../../../libs/research/index.js';
import type { ActorViewRow } from '../repositories/actor-statements.js';

/** The spec's full record: exactly these ten keys. */
export interface ActorRecordView {
  id: string;
  email: string;
  name: string | null;
  status: 'pending' | 'enriching' | 'enriched' | 'failed';
  source: string | null;
  enrichment: Enrichment | null;
  intelligence: Intelligence | null;
  score: number | null;
  scoring: Record<string, unknown> | null;
  createdAt: string;
}

export function toActorRecord(actor: ActorViewRow): ActorRecordView {
  // The full record's status enum has no `rejected`: a declined actor reads as failed.
  const status = actor.status === 'rejected' ? 'failed' : actor.status;
  const enriched = actor.status === 'enriched';
  const scored = actor.scoringStatus === 'scored';
  return {
    id: actor.id,
    email: actor.email,
    name: actor.name,
    status,
    source: actor.source,
    enrichment: enriched ? actor.enrichment : null,
    intelligence: enriched ? actor.intelligence : null,
    score: scored ? actor.score : null,
    scoring: scored ? actor.scoring : null,
    createdAt: actor.createdAt.toISOString(),
  };
}
