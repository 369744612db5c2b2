// Why a fact the record could hold stayed empty, so a user can see which side of the trade a
// missing fact fell on: nothing the research read stated it (`not_stated`), a source stated it
// but nothing tied it to the company (`not_linked`: no identity link, or two sources disagreed),
// or it was refused as another organisation's or another employer's (`other_organisation`).
// Derived from the report's dropped facts and the record's facts, once, where a run's outcome is
// recorded, so both agents and the data providers' additions are explained alike.
import type { DropReason, ResearchReport } from './research-report.js';

export const MISSING_REASONS = [
  'not_stated',
  'not_linked',
  'other_organisation',
] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];

export interface MissingFact {
  key: string;
  why: MissingReason;
}

/** The facts explained when empty: the person's title and what a company states about itself. */
export const EXPLAINED_FACT_KEYS = [
  'title',
  'companyName',
  'companyDescription',
  'industry',
  'companyLocation',
  'employeeCount',
  'employeeRange',
  'fundingStage',
  'totalFunding',
  'companyLinkedinUrl',
] as const;

const OTHER_ORGANISATION: ReadonlySet<DropReason> = new Set([
  'other_subject',
  'other_employer',
]);
const NOT_LINKED: ReadonlySet<DropReason> = new Set([
  'no_identity_link',
  'conflict',
]);

/** Why each explained fact is absent from `facts` (none for a personal address's company facts). */
export function missingFacts(
  report: Pick<ResearchReport, 'dropped'>,
  record: object,
): MissingFact[] {
  const facts = record as Readonly<Record<string, unknown>>;
  // A free-mail or disposable address has no company to explain.
  const keys = facts.companyDomain
    ? EXPLAINED_FACT_KEYS
    : EXPLAINED_FACT_KEYS.filter((key) => key === 'title');
  return keys
    .filter((key) => facts[key] === undefined || facts[key] === null)
    .map((key) => {
      const reasons = report.dropped
        .filter((d) => d.key === key)
        .map((d) => d.reason);
      const why: MissingReason = reasons.some((r) => OTHER_ORGANISATION.has(r))
        ? 'other_organisation'
        : reasons.some((r) => NOT_LINKED.has(r))
          ? 'not_linked'
          : 'not_stated';
      return { key, why };
    });
}

/** `report` with its `missing` member for the record's final `facts`. */
export function withMissingFacts(
  report: ResearchReport | null | undefined,
  facts: object,
): ResearchReport | null {
  if (!report) return null;
  return { ...report, missing: missingFacts(report, facts) };
}
