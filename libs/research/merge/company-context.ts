// What the full record says about the company beside `enrichment` (whose members the public
// contract fixes): the organization it belongs to, as its own site names it, the currency a
// total funding is stated in, and its X account. Additive: the record's `company` member.
import type { CompanyProfile, ParentOrganization } from '../types.js';

export interface CompanyContext {
  /** the parent company (a group, an owner) the company's own site names: useful to sales */
  parent?: ParentOrganization;
  /** the ISO 4217 currency of `enrichment.totalFunding`, which is recorded as stated */
  totalFundingCurrency?: string;
  /** the company's X account, as its own site links to it, with the page that does */
  xAccount?: CompanyProfile;
}
