import type {
  Citation,
  Enrichment,
  Intelligence,
  ParentOrganization,
} from '../../../../libs/research/index.js';
import type { CompanyContext } from '../../../../libs/research/merge/index.js';
import type { ResearchReport } from '../../../../libs/research/report/index.js';
import type { ActorViewRow } from '../repositories/actor-statements.js';
import type { RecordExtra } from './record-include.pipe.js';
import { shownScore } from './shown-score.js';

/**
 * The spec's full record: its ten keys, and nothing else unless asked for, because the contract says
 * "No properties beyond those listed are present" (and `scoring` has "no others"). The extras a
 * reader asks for (record-include.pipe.ts; documented in the OpenAPI document, never on the card):
 * `metadata`, as the create stored it, so a client gets its own ids back; `rejectionReason`, why an
 * actor reading `failed` was never enriched (the card's member); `scoreStale`, true while a rescore
 * is due and `score` is the previous one; `research`, the research report; and `company`, what the
 * record says about the company beside `enrichment` (its parent, a total's currency, its X account).
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
  metadata?: Record<string, unknown> | null;
  /** `quota_exceeded` when the quota refused the actor (status reads `failed`); else null */
  rejectionReason?: string | null;
  /** true while the score shown is the previous profile's, until rescoring lands */
  scoreStale?: boolean;
  research?: ResearchReport | null;
  company?: CompanyView | null;
}

/**
 * `company`: every member always, null where nothing was found (never a bare `{}`); `citations`
 * cites the members that carry no citation of their own, as `enrichment.citations` does.
 */
interface CompanyView {
  parent: ParentOrganization | null;
  totalFundingCurrency: string | null;
  xUrl: string | null;
  citations: { xUrl?: Citation };
}

function companyView(context: CompanyContext | null): CompanyView {
  const x = context?.xAccount;
  return {
    parent: context?.parent ?? null,
    totalFundingCurrency: context?.totalFundingCurrency ?? null,
    xUrl: x?.url ?? null,
    citations: x ? { xUrl: x.citation } : {},
  };
}

/** The full record with the extras named in `include` (none: exactly the contract's ten keys). */
export function toActorRecord(
  actor: ActorViewRow,
  include: readonly RecordExtra[] = [],
): ActorRecordView {
  // The full record's status enum has no `rejected`: a declined actor reads as failed.
  const status = actor.status === 'rejected' ? 'failed' : actor.status;
  const enriched = actor.status === 'enriched';
  const score = shownScore(actor);
  const record: ActorRecordView = {
    id: actor.id,
    email: actor.email,
    name: actor.name,
    status,
    source: actor.source,
    enrichment: enriched ? actor.enrichment : null,
    intelligence: enriched ? actor.intelligence : null,
    score: score?.score ?? null,
    scoring: score?.scoring ?? null,
    createdAt: actor.createdAt.toISOString(),
  };
  if (include.includes('metadata')) record.metadata = actor.metadata;
  if (include.includes('rejectionReason'))
    record.rejectionReason =
      actor.status === 'rejected' ? actor.rejectionReason : null;
  if (include.includes('scoreStale')) record.scoreStale = score?.stale ?? false;
  // The report of the latest finished run: also why a failed or thin record is as it is.
  if (include.includes('research'))
    record.research = actor.researchReport ?? null;
  if (include.includes('company'))
    record.company = enriched ? companyView(actor.companyContext) : null;
  return record;
}
