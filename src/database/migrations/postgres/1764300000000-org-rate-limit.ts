import { OrgRateLimit } from '../both/1764300000000-org-rate-limit.js';

/** The same SQL on both dialects (../both); TypeORM records this class's name. */
export class OrgRateLimitPostgres1764300000000 extends OrgRateLimit {
  name = 'OrgRateLimitPostgres1764300000000';
}
