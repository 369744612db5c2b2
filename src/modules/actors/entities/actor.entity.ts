import { Column, Entity, Index } from 'typeorm';
import {
  Counter,
  CreatedAt,
  NullableInstant,
  NullableInteger,
  NullableJson,
  NullableText,
  NullableVarchar,
  PrimaryUuid,
  UpdatedAt,
  Varchar,
} from '../../../database/columns.js';
import type { AgentRunRecord } from '../../../../libs/llm-agent/index.js';
import type {
  EmailSignals,
  Enrichment,
  Intelligence,
} from '../../../../libs/research/index.js';
import type { CompanyContext } from '../../../../libs/research/merge/index.js';
import type { ResearchReport } from '../../../../libs/research/report/index.js';
import { OrganizationId } from '../../auth/entities/organization-id-column.js';
import { RARE_STATUS_WHERE } from '../../../database/migrations/both/1767000000001-rare-status-indexes.js';
import type { ActorStatus, ScoringStatus } from '../actor-status.js';

/** Where one of an actor's state machines stands (actor-status.ts): both start `pending`. */
const State = () => Column({ type: 'varchar', length: 16, default: 'pending' });

/** One person in one organization. Unique on (organizationId, email). */
@Entity('actors')
@Index('UQ_actors_organization_email', ['organizationId', 'email'], {
  unique: true,
})
@Index('IDX_actors_status_updated', ['status', 'updatedAt'])
// The dashboard's signups list, within one organization: newest first with every listed column
// (a covering index: the list, its filters, its search and its count read no table row, so not
// the large JSON columns either), or by score.
@Index('IDX_actors_org_created', [
  'organizationId',
  'createdAt',
  'id',
  'status',
  'score',
  'scoringStatus',
  'email',
  'name',
  'title',
  'companyName',
])
// GET /v1/actors?order=updated (a sync): a keyset walk of one organization's changes. By
// creation, the list walks IDX_actors_org_created.
@Index('IDX_actors_org_updated', ['organizationId', 'updatedAt', 'id'])
@Index('IDX_actors_org_score', ['organizationId', 'score', 'createdAt', 'id'])
// The list filtered by a status few actors have: partial, see migration 1767000000001.
@Index(
  'IDX_actors_org_status_created',
  ['organizationId', 'status', 'createdAt', 'id'],
  { where: RARE_STATUS_WHERE },
)
@Index(
  'IDX_actors_org_status_updated',
  ['organizationId', 'status', 'updatedAt', 'id'],
  { where: RARE_STATUS_WHERE },
)
// The list's search on PostgreSQL: trigram (pg_trgm GIN) indexes that TypeORM cannot describe,
// made by migration 1766700000000 and left alone by schema sync. SQLite has none.
@Index('IDX_actors_email_trgm', { synchronize: false })
@Index('IDX_actors_name_trgm', { synchronize: false })
@Index('IDX_actors_company_trgm', { synchronize: false })
@Index('IDX_actors_status_enriched_at', ['status', 'enrichedAt'])
export class Actor {
  @PrimaryUuid()
  id!: string;

  @OrganizationId()
  organizationId!: string;

  /** Always lowercased. */
  @Varchar(320)
  email!: string;

  @NullableVarchar(255)
  name!: string | null;

  /** First-touch only: never overwritten. */
  @NullableVarchar(50)
  source!: string | null;

  /** Caller-supplied, stored verbatim (NullableJson). */
  @NullableJson()
  metadata!: Record<string, unknown> | null;

  @State()
  status!: ActorStatus;

  @NullableJson()
  enrichment!: Enrichment | null;

  @NullableJson()
  intelligence!: Intelligence | null;

  /** Address flags from the email tool; used by scoring and the analysis, not public. */
  @NullableJson()
  emailSignals!: EmailSignals | null;

  /** How an llm agent ran (tokens, tool calls, fallback reason), for cost reporting; not public. */
  @NullableJson()
  agentRun!: AgentRunRecord | null;

  /**
   * What each research tool was asked and what came of it, and the facts found but not kept:
   * the full record's `research` (public, additive). Null before the first enrichment.
   */
  @NullableJson()
  researchReport!: ResearchReport | null;

  /** The company's parent and a total's currency: the full record's `company` (public, additive). */
  @NullableJson()
  companyContext!: CompanyContext | null;

  /**
   * enrichment.title and enrichment.companyName (else enrichment.companyDomain), copied when the
   * enrichment is recorded, so the dashboard's list shows and searches them without reading each
   * row's JSON. Not public.
   */
  @NullableVarchar(255)
  title!: string | null;

  @NullableVarchar(255)
  companyName!: string | null;

  @NullableInteger()
  score!: number | null;

  @NullableJson()
  scoring!: Record<string, unknown> | null;

  @State()
  scoringStatus!: ScoringStatus;

  /**
   * The organization's ICP profile version this actor's score is, or is to be, computed against;
   * null when no profile applies yet. Score writes compare-and-set on it. Not public.
   */
  @NullableInteger()
  scoringProfileVersion!: number | null;

  @NullableVarchar(64)
  rejectionReason!: string | null;

  @NullableText()
  failureReason!: string | null;

  @NullableInstant()
  enrichedAt!: Date | null;

  /**
   * Which claim owns the actor's research run now — its first enrichment (status `enriching`) or
   * a refresh (status `enriched`, refreshRequestedAt set) — and only its owner may record the outcome.
   */
  @NullableVarchar(36)
  leaseId!: string | null;

  /** After this instant the run holding the lease is presumed dead and may be claimed again. */
  @NullableInstant()
  leaseExpiresAt!: Date | null;

  /** Claims so far; bounds retries of an actor whose runs keep dying (e.g. crash loops). */
  @Counter()
  enrichmentAttempts!: number;

  /**
   * A refresh (research again, keeping this record until the new one lands) is wanted since then:
   * actor:reenrich or ENRICHMENT_REFRESH_AFTER_DAYS. The durable work list of refreshes; cleared
   * when the new enrichment lands or the refresh is given up. Not public.
   */
  @Index('IDX_actors_refresh_requested')
  @NullableInstant()
  refreshRequestedAt!: Date | null;

  /** Claims of the refresh in progress; bounds the retries of one whose runs keep dying. */
  @Counter()
  refreshAttempts!: number;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
