// The database side of shared company research (libs/research/company): findings and lookup
// claims in `company_findings`, on both dialects, so that worker processes on one PostgreSQL
// share them as the embedded default does on its SQLite file. Prepared statements: this runs
// twice per enrichment (DNS and website) and needs no entity hydration.
import type { DataSource } from 'typeorm';
import type {
  CompanyFinding,
  CompanyFindingsStore,
} from '../../../../libs/research/company/index.js';
import { PreparedStatement } from '../../../database/prepared-statements.js';

const UPSERT_CLAIM = new PreparedStatement<{ domain: string }>(
  'company-findings-claim',
  `INSERT INTO "company_findings" ("domain", "tool", "claimToken", "claimedUntil") VALUES ($1, $2, $3, $4)
  ON CONFLICT ("domain", "tool") DO UPDATE SET "claimToken" = $3, "claimedUntil" = $4
  WHERE "company_findings"."claimToken" = $3 OR "company_findings"."claimedUntil" < $5
  RETURNING "domain"`,
);

const RELEASE = new PreparedStatement(
  'company-findings-release',
  `UPDATE "company_findings" SET "claimToken" = NULL, "claimedUntil" = 0
  WHERE "domain" = $1 AND "tool" = $2 AND "claimToken" = $3`,
);

// Replaces the finding; lets go of the claim only if this lookup held it (a refresh does not).
const SAVE = new PreparedStatement(
  'company-findings-save',
  `INSERT INTO "company_findings" ("domain", "tool", "finding", "fetchedAt", "claimToken", "claimedUntil") VALUES ($1, $2, $3, $4, NULL, 0)
  ON CONFLICT ("domain", "tool") DO UPDATE SET "finding" = $3, "fetchedAt" = $4,
  "claimToken" = CASE WHEN "company_findings"."claimToken" = $5 THEN NULL ELSE "company_findings"."claimToken" END,
  "claimedUntil" = CASE WHEN "company_findings"."claimToken" = $5 THEN 0 ELSE "company_findings"."claimedUntil" END`,
);

const READ = new PreparedStatement<{ finding: string | null }>(
  'company-findings-read',
  `SELECT "finding" FROM "company_findings" WHERE "domain" = $1 AND "tool" = $2`,
);

export function databaseFindingsStore(
  dataSource: DataSource,
  now: () => number = Date.now,
): CompanyFindingsStore {
  return {
    async read(domain, tool) {
      const rows = await READ.run(dataSource, [domain, tool]);
      const json = rows[0]?.finding;
      return json ? (JSON.parse(json) as CompanyFinding) : null;
    },
    async claim(domain, tool, token, untilMs) {
      const rows = await UPSERT_CLAIM.run(dataSource, [
        domain,
        tool,
        token,
        untilMs,
        now(),
      ]);
      return rows.length > 0;
    },
    async release(domain, tool, token) {
      await RELEASE.run(dataSource, [domain, tool, token]);
    },
    async save(domain, tool, finding, token) {
      await SAVE.run(dataSource, [
        domain,
        tool,
        JSON.stringify(finding),
        finding.fetchedAt,
        token,
      ]);
    },
  };
}
