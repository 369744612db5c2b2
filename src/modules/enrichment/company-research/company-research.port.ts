import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { CompanySharingOptions } from '../../../../libs/research/company/index.js';
import { LOGGER } from '../../../common/logging/logger.port.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { databaseFindingsStore } from './company-findings.repository.js';

/** DI token: how company-scope research tools share their findings (libs/research/company). */
export const COMPANY_RESEARCH = Symbol('COMPANY_RESEARCH');

export type CompanyResearchSharing = Omit<
  CompanySharingOptions,
  'lookupTimeoutMs'
>;

/**
 * Findings kept in the service's database for COMPANY_RESEARCH_TTL_MS, failed lookups for
 * COMPANY_RESEARCH_FAILURE_TTL_MS.
 */
export const companyResearchSharing = {
  provide: COMPANY_RESEARCH,
  inject: [APP_CONFIG, DataSource, LOGGER],
  useFactory: (
    config: AppConfig,
    dataSource: DataSource,
    logger: Logger,
  ): CompanyResearchSharing => ({
    store: databaseFindingsStore(dataSource),
    ttlMs: config.research.companyResearchTtlMs,
    failureTtlMs: config.research.companyResearchFailureTtlMs,
    onStoreError: (error, step) =>
      logger.warn(
        { step, error: error instanceof Error ? error.message : String(error) },
        'company research store failed; looking up unshared',
      ),
  }),
};
