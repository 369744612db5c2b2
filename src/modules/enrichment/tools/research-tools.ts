import { createResearchTools } from '../../../../libs/research/tools/index.js';
import { userAgent } from '../../../common/app-version.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import {
  COMPANY_RESEARCH,
  type CompanyResearchSharing,
} from '../company-research/company-research.port.js';

/** DI token: the research tools both agents run (those enabled by ENRICHMENT_TOOLS). */
export const RESEARCH_TOOLS = Symbol('RESEARCH_TOOLS');

/**
 * The enabled tools, built from the framework-free registry (libs/research/tools/registry.ts)
 * with the operator's settings. Adding a tool is its implementation and one registry entry:
 * nothing here names a tool. With COMPANY_RESEARCH provided (the service always does), the
 * company-scope tools share their findings per domain.
 */
export const researchToolsFactory = {
  provide: RESEARCH_TOOLS,
  inject: [APP_CONFIG, { token: COMPANY_RESEARCH, optional: true }],
  useFactory: (config: AppConfig, sharing?: CompanyResearchSharing) =>
    createResearchTools(
      config.research.tools,
      { ...config.research, userAgent: userAgent('research') },
      sharing,
    ),
};
