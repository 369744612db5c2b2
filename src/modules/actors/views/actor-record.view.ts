import type {
  Enrichment,
  Intelligence,
} from '../../../../libs/research/index.js';
import type { CompanyContext } from '../../../../libs/research/merge/index.js';
import type { ResearchReport } from '../../../../libs/research/report/index.js';
import type { ActorViewRow } from '../repositories/actor-statements.js';

/**
 * The spec's full record: its ten keys, and two that issue 17 adds (documented in the OpenAPI
 * document, never on the card): `research`, the research report, and `company`, what the record
 * says about the company beside `enrichment` (its parent, a total's currency).
 */
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
  research: ResearchReport | null;
  company: CompanyContext | null;
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
    // The report of the latest finished run: also why a failed or thin record is as it is.
    research: actor.researchReport ?? null,
    company: enriched ? (actor.companyContext ?? null) : null,
  };
}
