import { InitialSchemaPostgres1764000000000 } from './1764000000000-initial-schema.js';
import { EnrichmentLeasePostgres1764100000000 } from './1764100000000-enrichment-lease.js';
import { IcpAndQuotaPostgres1764200000000 } from './1764200000000-icp-and-quota.js';
import { OrgRateLimitPostgres1764300000000 } from './1764300000000-org-rate-limit.js';
import { AgentRunPostgres1764500000000 } from './1764500000000-agent-run.js';
import { ScoringProfileVersionPostgres1764600000000 } from './1764600000000-scoring-profile-version.js';
import { WebhooksPostgres1764700000000 } from './1764700000000-webhooks.js';
import { ActorRefreshPostgres1764810000000 } from './1764810000000-actor-refresh.js';
import { DashboardPostgres1765000000000 } from './1765000000000-dashboard.js';
import { CompanyFindingsPostgres1765100000000 } from './1765100000000-company-findings.js';
import { ResearchReportPostgres1766100000000 } from './1766100000000-research-report.js';
import { ActorListPostgres1766500000000 } from './1766500000000-actor-list.js';
import { ErasedEventPostgres1766500000001 } from './1766500000001-erased-event.js';
import { KeyNamePostgres1766500000002 } from './1766500000002-key-name.js';
import { ProvidersPostgres1766650000000 } from './1766650000000-providers.js';
import { ListCompanyAndSearchPostgres1766700000000 } from './1766700000000-list-company-and-search.js';
import { QuotaShardsPostgres1766800000000 } from './1766800000000-quota-shards.js';
import { WebhookRetentionPostgres1766900000000 } from './1766900000000-webhook-retention.js';
import { RescoringCount1767000000000 } from '../both/1767000000000-rescoring-count.js';
import { RareStatusIndexesPostgres1767000000001 } from '../both/1767000000001-rare-status-indexes.js';
import { DestinationsPostgres1767100000000 } from './1767100000000-destinations.js';

/**
 * In order. A new migration is one class here and its twin in ../sqlite; when their SQL is the same,
 * it is written once, in ../both (a twin shipped as two classes keeps its class here, naming it).
 */
export const POSTGRES_MIGRATIONS = [
  InitialSchemaPostgres1764000000000,
  EnrichmentLeasePostgres1764100000000,
  IcpAndQuotaPostgres1764200000000,
  OrgRateLimitPostgres1764300000000,
  AgentRunPostgres1764500000000,
  ScoringProfileVersionPostgres1764600000000,
  WebhooksPostgres1764700000000,
  ActorRefreshPostgres1764810000000,
  DashboardPostgres1765000000000,
  CompanyFindingsPostgres1765100000000,
  ResearchReportPostgres1766100000000,
  ActorListPostgres1766500000000,
  ErasedEventPostgres1766500000001,
  KeyNamePostgres1766500000002,
  ProvidersPostgres1766650000000,
  ListCompanyAndSearchPostgres1766700000000,
  QuotaShardsPostgres1766800000000,
  WebhookRetentionPostgres1766900000000,
  RescoringCount1767000000000,
  RareStatusIndexesPostgres1767000000001,
  DestinationsPostgres1767100000000,
];
