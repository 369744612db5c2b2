// The database side of shared company research (libs/research/company): findings and lookup
// claims in `company_findings`, on both dialects, so that worker processes on one PostgreSQL
// share them as the embedded default does on its SQLite file. Plain statements: this runs twice
// per enrichment (DNS and website) and needs no entity hydration.
import type { DataSource } from 'typeorm';
import type {
  CompanyFinding,
  CompanyFindingsStore,
} from '../../../../libs/research/company/index.js';

const UPSERT_CLAIM = `INSERT INTO "company_findings" ("domain", "tool", "claimToken", "claimedUntil") VALUES ($1, $2, $3, $4)
  ON CONFLICT ("domain", "tool") DO UPDATE SET "claimToken" = $3, "claimedUntil" = $4
  WHERE "company_findings"."claimToken" = $3 OR "company_findings"."claimedUntil" < $5
  RETURNING "domain"`;

const RELEASE = `UPDATE "company_findings" SET "claimToken" = NULL, "claimedUntil" = 0
  WHERE "domain" = $1 AND "tool" = $2 AND "claimToken" = $3`;

// Replaces the finding; lets go of the claim only if this lookup held it (a refresh does not).
const SAVE = `INSERT INTO "company_findings" ("domain", "tool", "finding", "fetchedAt", "claimToken", "claimedUntil") VALUES ($1, $2, $3, $4, NULL, 0)
  ON CONFLICT ("domain", "tool") DO UPDATE SET "finding" = $3, "fetchedAt" = $4,
  "claimToken" = CASE WHEN "company_findings"."claimToken" = $5 THEN NULL ELSE "company_findings"."claimToken" END,
  "claimedUntil" = CASE WHEN "company_findings"."claimToken" = $5 THEN 0 ELSE "company_findings"."claimedUntil" END`;

const READ = `SELECT "finding" FROM "company_findings" WHERE "domain" = $1 AND "tool" = $2`;

export function databaseFindingsStore(
  dataSource: DataSource,
  now: () => number = Date.now,
): CompanyFindingsStore {
  const run = positionalFor(dataSource);
  return {
    async read(domain, tool) {
      const rows = (await run(READ, [domain, tool])) as Array<{
        finding: string | null;
      }>;
      const json = rows[0]?.finding;
      return json ? (JSON.parse(json) as CompanyFinding) : null;
    },
    async claim(domain, tool, token, untilMs) {
      const rows = await run(UPSERT_CLAIM, [
        domain,
        tool,
        token,
        untilMs,
        now(),
      ]);
      return (rows as unknown[]).length > 0;
    },
    async release(domain, tool, token) {
      await run(RELEASE, [domain, tool, token]);
    },
    async save(domain, tool, finding, token) {
      await run(SAVE, [
        domain,
        tool,
        JSON.stringify(finding),
        finding.fetchedAt,
        token,
      ]);
    },
  };
}

/**
 * Statements are written with PostgreSQL's `$n`; better-sqlite3 takes `?` in order, so the
 * parameters are laid out in the order they appear.
 */
function positionalFor(dataSource: DataSource) {
  if (dataSource.options.type === 'postgres')
    return (sql: string, params: unknown[]) => dataSource.query(sql, params);
  const cache = new Map<string, { sql: string; order: number[] }>();
  return (sql: string, params: unknown[]) => {
    let compiled = cache.get(sql);
    if (!compiled) {
      const order: number[] = [];
      const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
        order.push(Number(n) - 1);
        return '?';
      });
      compiled = { sql: text, order };
      cache.set(sql, compiled);
    }
    return dataSource.query(
      compiled.sql,
      compiled.order.map((i) => params[i]),
    );
  };
}
