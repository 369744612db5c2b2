import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { AgentRunRecord } from '../../../../libs/llm-agent/index.js';
import type {
  EmailSignals,
  Enrichment,
  Intelligence,
} from '../../../../libs/research/index.js';
import type { CompanyContext } from '../../../../libs/research/merge/index.js';
import type { ResearchReport } from '../../../../libs/research/report/index.js';
import { Organization } from '../../auth/entities/organization.entity.js';
import { RARE_STATUS_WHERE } from '../../../database/migrations/both/1767000000001-rare-status-indexes.js';
import type { ActorStatus, ScoringStatus } from '../actor-status.js';

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
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizationId' })
  organization?: Organization;

  /** Always lowercased. */
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name!: string | null;

  /** First-touch only: never overwritten. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  source!: string | null;

  /** Caller-supplied, stored verbatim (json, not jsonb, keeps key order and duplicates as sent). */
  @Column({ type: 'json', nullable: true })
  metadata!: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: ActorStatus;

  @Column({ type: 'json', nullable: true })
  enrichment!: Enrichment | null;

  @Column({ type: 'json', nullable: true })
  intelligence!: Intelligence | null;

  /** Address flags from the email tool; used by scoring and the analysis, not public. */
  @Column({ type: 'json', nullable: true })
  emailSignals!: EmailSignals | null;

  /** How an llm agent ran (tokens, tool calls, fallback reason), for cost reporting; not public. */
  @Column({ type: 'json', nullable: true })
  agentRun!: AgentRunRecord | null;

  /**
   * What each research tool was asked and what came of it, and the facts found but not kept:
   * the full record's `research` (public, additive). Null before the first enrichment.
   */
  @Column({ type: 'json', nullable: true })
  researchReport!: ResearchReport | null;

  /** The company's parent and a total's currency: the full record's `company` (public, additive). */
  @Column({ type: 'json', nullable: true })
  companyContext!: CompanyContext | null;

  /**
   * enrichment.title and enrichment.companyName (else enrichment.companyDomain), copied when the
   * enrichment is recorded, so the dashboard's list shows and searches them without reading each
   * row's JSON. Not public.
   */
  @Column({ type: 'varchar', length: 255, nullable: true })
  title!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  companyName!: string | null;

  @Column({ type: 'integer', nullable: true })
  score!: number | null;

  @Column({ type: 'json', nullable: true })
  scoring!: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  scoringStatus!: ScoringStatus;

  /**
   * The organization's ICP profile version this actor's score is, or is to be, computed against;
   * null when no profile applies yet. Score writes compare-and-set on it. Not public.
   */
  @Column({ type: 'integer', nullable: true })
  scoringProfileVersion!: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  rejectionReason!: string | null;

  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ type: 'datetime', nullable: true })
  enrichedAt!: Date | null;

  /**
   * Which claim owns the actor's research run now — its first enrichment (status `enriching`) or
   * a refresh (status `enriched`, refreshRequestedAt set) — and only its owner may record the outcome.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  leaseId!: string | null;

  /** After this instant the run holding the lease is presumed dead and may be claimed again. */
  @Column({ type: 'datetime', nullable: true })
  leaseExpiresAt!: Date | null;

  /** Claims so far; bounds retries of an actor whose runs keep dying (e.g. crash loops). */
  @Column({ type: 'integer', default: 0 })
  enrichmentAttempts!: number;

  /**
   * A refresh (research again, keeping this record until the new one lands) is wanted since then:
   * actor:reenrich or ENRICHMENT_REFRESH_AFTER_DAYS. The durable work list of refreshes; cleared
   * when the new enrichment lands or the refresh is given up. Not public.
   */
  @Index('IDX_actors_refresh_requested')
  @Column({ type: 'datetime', nullable: true })
  refreshRequestedAt!: Date | null;

  /** Claims of the refresh in progress; bounds the retries of one whose runs keep dying. */
  @Column({ type: 'integer', default: 0 })
  refreshAttempts!: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
