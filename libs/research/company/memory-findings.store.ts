// A CompanyFindingsStore in memory: for one process without a database (the libs' own tests, a
// script). The service keeps findings in its database (src/modules/enrichment/company-research).
import type {
  CompanyFinding,
  CompanyFindingsStore,
} from './company-findings.js';

interface Row {
  finding: CompanyFinding | null;
  claimToken: string | null;
  claimedUntil: number;
}

export function memoryFindingsStore(
  now: () => number = Date.now,
): CompanyFindingsStore & { rows: Map<string, Row> } {
  const rows = new Map<string, Row>();
  const row = (domain: string, tool: string) => {
    const key = `${tool} ${domain}`;
    let r = rows.get(key);
    if (!r) {
      r = { finding: null, claimToken: null, claimedUntil: 0 };
      rows.set(key, r);
    }
    return r;
  };
  return {
    rows,
    async read(domain, tool) {
      return structuredClone(rows.get(`${tool} ${domain}`)?.finding ?? null);
    },
    async claim(domain, tool, token, untilMs) {
      const r = row(domain, tool);
      if (r.claimToken !== token && r.claimedUntil > now()) return false;
      r.claimToken = token;
      r.claimedUntil = untilMs;
      return true;
    },
    async release(domain, tool, token) {
      const r = row(domain, tool);
      if (r.claimToken === token) {
        r.claimToken = null;
        r.claimedUntil = 0;
      }
    },
    async save(domain, tool, finding, token) {
      const r = row(domain, tool);
      r.finding = structuredClone(finding);
      if (r.claimToken === token) {
        r.claimToken = null;
        r.claimedUntil = 0;
      }
    },
  };
}
