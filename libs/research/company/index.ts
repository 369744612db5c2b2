// Front door of shared company research: public facts about a domain, looked up once and reused
// by every enrichment of that domain (see shared-company-tool.ts).
export type {
  CompanyFinding,
  CompanyFindingsStore,
  CompanyReading,
} from './company-findings.js';
export { companyInput, companyReading } from './company-reading.js';
export {
  FAILURE_TTL_MS,
  shareCompanyResearch,
  type CompanySharingOptions,
} from './shared-company-tool.js';
