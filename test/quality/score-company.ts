// The record's `company` member (issue 17), scored as facts are: "company.parent",
// "company.totalFundingCurrency" and "company.xUrl" returned, correct or false, cited, expected
// and found.
import type { Accepted, QualityCase } from './case.js';
import {
  accepts,
  type CaseOutcome,
  type FactProblem,
  type FieldStats,
} from './score.js';

export function scoreCompanyContext(
  c: QualityCase,
  outcome: CaseOutcome | undefined,
  stats: (field: string) => FieldStats,
  problems: FactProblem[],
): void {
  const { truth } = c;
  const record = outcome?.record ?? {};
  const context: Record<string, any> =
    outcome?.status === 'enriched' ? (record.company ?? {}) : {};
  const contextValues: Record<string, unknown> = {
    'company.parent': context.parent?.name,
    'company.totalFundingCurrency': context.totalFundingCurrency,
    'company.xUrl': context.xUrl,
  };
  const contextTruth: Record<string, Accepted | undefined> = {
    'company.parent': truth.company?.parent,
    'company.totalFundingCurrency': truth.company?.totalFundingCurrency,
    'company.xUrl': truth.company?.xUrl,
  };
  for (const [field, value] of Object.entries(contextValues)) {
    // The API answers null for a member with nothing found: nothing returned.
    if (value !== undefined && value !== null) {
      const s = stats(field);
      s.returned += 1;
      if (accepts(field, contextTruth[field], value)) s.correct += 1;
      else {
        s.false += 1;
        problems.push({
          caseId: c.id,
          field,
          kind: 'false',
          detail: `${JSON.stringify(value)} (truth: ${JSON.stringify(contextTruth[field])})`,
        });
      }
      // The currency is cited with enrichment.totalFunding; the others carry their own.
      const citation =
        field === 'company.parent'
          ? context.parent?.citation
          : field === 'company.xUrl'
            ? context.citations?.xUrl
            : undefined;
      const cited =
        field === 'company.totalFundingCurrency' ||
        (typeof citation?.tool === 'string' &&
          typeof citation?.url === 'string' &&
          typeof citation?.retrievedAt === 'string');
      if (!cited) {
        s.uncited += 1;
        problems.push({
          caseId: c.id,
          field,
          kind: 'uncited',
          detail: `${field} without a citation to a page`,
        });
      }
    }
    if (contextTruth[field] !== undefined) {
      const s = stats(field);
      s.expected += 1;
      if (accepts(field, contextTruth[field], value)) s.found += 1;
      else
        problems.push({
          caseId: c.id,
          field,
          kind: 'missed',
          detail: `want ${JSON.stringify(contextTruth[field])}, got ${JSON.stringify(value)}`,
        });
    }
  }
}
