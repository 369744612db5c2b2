import { InitialSchemaSqlite1764000000000 } from './1764000000000-initial-schema.js';
import { EnrichmentLeaseSqlite1764100000000 } from './1764100000000-enrichment-lease.js';
import { IcpAndQuotaSqlite1764200000000 } from './1764200000000-icp-and-quota.js';
import { OrgRateLimitSqlite1764300000000 } from './1764300000000-org-rate-limit.js';
import { AgentRunSqlite1764500000000 } from './1764500000000-agent-run.js';
import { ScoringProfileVersionSqlite1764600000000 } from './1764600000000-scoring-profile-version.js';
import { WebhooksSqlite1764700000000 } from './1764700000000-webhooks.js';
import { ActorRefreshSqlite1764810000000 } from './1764810000000-actor-refresh.js';
import { DashboardSqlite1765000000000 } from './1765000000000-dashboard.js';
import { CompanyFindingsSqlite1765100000000 } from './1765100000000-company-findings.js';
import { ResearchReportSqlite1766100000000 } from './1766100000000-research-report.js';
import { ActorListSqlite1766500000000 } from './1766500000000-actor-list.js';
import { ErasedEventSqlite1766500000001 } from './1766500000001-erased-event.js';
import { KeyNameSqlite1766500000002 } from './1766500000002-key-name.js';
import { ProvidersSqlite1766650000000 } from './1766650000000-providers.js';
import { ListCompanyAndSearchSqlite1766700000000 } from './1766700000000-list-company-and-search.js';
import { QuotaShardsSqlite1766800000000 } from './1766800000000-quota-shards.js';
import { WebhookRetentionSqlite1766900000000 } from './1766900000000-webhook-retention.js';
import { RescoringCount1767000000000 } from '../both/1767000000000-rescoring-count.js';
import { RareStatusIndexesSqlite1767000000001 } from '../both/1767000000001-rare-status-indexes.js';
import { DestinationsSqlite1767100000000 } from './1767100000000-destinations.js';

/**
 * In order. A new migration is one class here and its twin in ../postgres; when their SQL is the same,
 * it is written once, in ../both (a twin shipped as two classes keeps its class here, naming it).
 */
export const SQLITE_MIGRATIONS = [
  InitialSchemaSqlite1764000000000,
  EnrichmentLeaseSqlite1764100000000,
  IcpAndQuotaSqlite1764200000000,
  OrgRateLimitSqlite1764300000000,
  AgentRunSqlite1764500000000,
  ScoringProfileVersionSqlite1764600000000,
  WebhooksSqlite1764700000000,
  ActorRefreshSqlite1764810000000,
  DashboardSqlite1765000000000,
  CompanyFindingsSqlite1765100000000,
  ResearchReportSqlite1766100000000,
  ActorListSqlite1766500000000,
  ErasedEventSqlite1766500000001,
  KeyNameSqlite1766500000002,
  ProvidersSqlite1766650000000,
  ListCompanyAndSearchSqlite1766700000000,
  QuotaShardsSqlite1766800000000,
  WebhookRetentionSqlite1766900000000,
  RescoringCount1767000000000,
  RareStatusIndexesSqlite1767000000001,
  DestinationsSqlite1767100000000,
];
