import { OrgRateLimit } from '../both/1764300000000-org-rate-limit.js';

/** The same SQL on both dialects (../both); TypeORM records this class's name. */
export class OrgRateLimitSqlite1764300000000 extends OrgRateLimit {
  name = 'OrgRateLimitSqlite1764300000000';
}
