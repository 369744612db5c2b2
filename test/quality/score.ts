// Scores enrichment records against the corpus's truth, per field: how many returned facts are
// correct, how many are false (a value the truth does not hold), how many are uncited, and how
// many of the expected facts were found.
import type { Accepted, FactValue, QualityCase } from './case.js';
import { scoreCompanyContext } from './score-company.js';

const BOOKKEEPING = new Set([
  'citations',
  'sources',
  'confidence',
  'enrichedAt',
]);
const URL_KEYS = new Set([
  'linkedinUrl',
  'companyLinkedinUrl',
  'photoUrl',
  'company.xUrl',
]);

export interface FieldStats {
  returned: number;
  correct: number;
  false: number;
  uncited: number;
  expected: number;
  found: number;
}

export interface FactProblem {
  caseId: string;
  field: string;
  kind: 'false' | 'uncited' | 'missed';
  detail: string;
}

export interface CaseOutcome {
  caseId: string;
  status: string;
  msToTerminal: number;
  record: Record<string, any>;
}

export interface Score {
  fields: Map<string, FieldStats>;
  problems: FactProblem[];
}

const emptyStats = (): FieldStats => ({
  returned: 0,
  correct: 0,
  false: 0,
  uncited: 0,
  expected: 0,
  found: 0,
});

function normalize(field: string, value: unknown): string {
  let text = String(value)
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  if (URL_KEYS.has(field))
    text = text
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/+$/, '');
  return text;
}

export function accepts(
  field: string,
  accepted: Accepted | undefined,
  value: unknown,
): boolean {
  if (accepted === undefined) return false;
  const list: readonly FactValue[] = Array.isArray(accepted)
    ? accepted
    : [accepted as FactValue];
  return list.some((a) =>
    typeof a === 'number'
      ? a === value
      : normalize(field, a) === normalize(field, value),
  );
}

function citationProblem(
  field: string,
  citation: any,
  sources: unknown,
  citedTo: string | undefined,
): string | null {
  if (!citation || typeof citation !== 'object') return 'no citation';
  if (
    typeof citation.tool !== 'string' ||
    typeof citation.retrievedAt !== 'string'
  )
    return `citation without tool or retrievedAt: ${JSON.stringify(citation)}`;
  if (!Array.isArray(sources) || !sources.includes(citation.tool))
    return `cited tool ${citation.tool} is not in sources`;
  if (
    citedTo &&
    normalize(field, citation.url ?? '') !== normalize(field, citedTo)
  )
    return `cited to ${citation.url}, stated on ${citedTo}`;
  return null;
}

export function scoreCorpus(
  cases: readonly QualityCase[],
  outcomes: ReadonlyMap<string, CaseOutcome>,
): Score {
  const fields = new Map<string, FieldStats>();
  const problems: FactProblem[] = [];
  const stats = (field: string) => {
    if (!fields.has(field)) fields.set(field, emptyStats());
    return fields.get(field)!;
  };

  for (const c of cases) {
    const outcome = outcomes.get(c.id);
    const record = outcome?.record ?? {};
    const enrichment: Record<string, any> =
      outcome?.status === 'enriched' ? (record.enrichment ?? {}) : {};
    const citations: Record<string, any> = enrichment.citations ?? {};
    const { truth } = c;
    if (outcome?.status !== 'enriched')
      problems.push({
        caseId: c.id,
        field: 'status',
        kind: 'missed',
        detail: `ended ${outcome?.status ?? 'without an answer'}`,
      });

    // Returned facts: each correct or false, each cited or not.
    for (const [field, value] of Object.entries(enrichment)) {
      if (BOOKKEEPING.has(field)) continue;
      if (field === 'techStack') {
        for (const entry of value as string[]) {
          const s = stats('techStack');
          s.returned += 1;
          const ok =
            truth.techStack?.expect?.includes(entry) ||
            truth.techStack?.allow?.includes(entry);
          if (ok) s.correct += 1;
          else {
            s.false += 1;
            problems.push({
              caseId: c.id,
              field,
              kind: 'false',
              detail: `"${entry}"`,
            });
          }
          const problem = citationProblem(
            field,
            citations[`techStack.${entry}`],
            enrichment.sources,
            undefined,
          );
          if (problem) {
            s.uncited += 1;
            problems.push({
              caseId: c.id,
              field,
              kind: 'uncited',
              detail: `${entry}: ${problem}`,
            });
          }
        }
        continue;
      }
      const s = stats(field);
      s.returned += 1;
      if (
        accepts(field, truth.expect[field], value) ||
        accepts(field, truth.allow?.[field], value)
      )
        s.correct += 1;
      else {
        s.false += 1;
        const expected = truth.expect[field] ?? truth.allow?.[field];
        problems.push({
          caseId: c.id,
          field,
          kind: 'false',
          detail: `${JSON.stringify(value)}${expected === undefined ? ' (no such fact)' : ` (truth: ${JSON.stringify(expected)})`}`,
        });
      }
      const problem = citationProblem(
        field,
        citations[field],
        enrichment.sources,
        truth.citedTo?.[field],
      );
      if (problem) {
        s.uncited += 1;
        problems.push({
          caseId: c.id,
          field,
          kind: 'uncited',
          detail: problem,
        });
      }
    }

    scoreCompanyContext(c, outcome, stats, problems);

    // Expected facts: found or missed.
    for (const [field, accepted] of Object.entries(truth.expect)) {
      const s = stats(field);
      s.expected += 1;
      if (accepts(field, accepted, enrichment[field])) s.found += 1;
      else
        problems.push({
          caseId: c.id,
          field,
          kind: 'missed',
          detail: `want ${JSON.stringify(accepted)}, got ${JSON.stringify(enrichment[field])}`,
        });
    }
    for (const entry of truth.techStack?.expect ?? []) {
      const s = stats('techStack');
      s.expected += 1;
      if ((enrichment.techStack ?? []).includes(entry)) s.found += 1;
      else
        problems.push({
          caseId: c.id,
          field: 'techStack',
          kind: 'missed',
          detail: entry,
        });
    }

    // The research report: why a fact stayed empty.
    const missing: Array<{ key: string; why: string }> =
      record.research?.missing ?? [];
    for (const [key, why] of Object.entries(truth.missing ?? {})) {
      const s = stats('research.missing');
      s.expected += 1;
      const said = missing.find((m) => m.key === key)?.why;
      if (said === why) {
        s.found += 1;
        s.returned += 1;
        s.correct += 1;
      } else if (said !== undefined) {
        s.returned += 1;
        s.false += 1;
        problems.push({
          caseId: c.id,
          field: 'research.missing',
          kind: 'false',
          detail: `${key}: ${said} (truth: ${why})`,
        });
      } else
        problems.push({
          caseId: c.id,
          field: 'research.missing',
          kind: 'missed',
          detail: `${key}: want ${why}, got nothing`,
        });
    }

    // The analysis: required concerns, and text that must appear nowhere.
    const concerns: string[] = record.intelligence?.concerns ?? [];
    for (const pattern of truth.concerns ?? []) {
      const s = stats('concerns');
      s.expected += 1;
      if (concerns.some((text) => pattern.test(text))) s.found += 1;
      else
        problems.push({
          caseId: c.id,
          field: 'concerns',
          kind: 'missed',
          detail: `nothing matches ${pattern}`,
        });
    }
    for (const pattern of truth.forbidText ?? []) {
      for (const [where, text] of textsOf(record)) {
        if (!pattern.test(text)) continue;
        const s = stats(where);
        s.false += 1;
        problems.push({
          caseId: c.id,
          field: where,
          kind: 'false',
          detail: `${pattern} in ${JSON.stringify(text.slice(0, 160))}`,
        });
      }
    }
  }
  return { fields, problems };
}

/**
 * Every string of the analysis, with the member it sits in. (Enrichment facts are judged one by
 * one against the truth above, so they are not searched again.)
 */
function textsOf(record: Record<string, any>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const visit = (where: string, value: unknown) => {
    if (typeof value === 'string') out.push([where, value]);
    else if (Array.isArray(value)) value.forEach((v) => visit(where, v));
  };
  for (const [key, value] of Object.entries(record.intelligence ?? {}))
    if (key !== 'citations') visit(`intelligence.${key}`, value);
  return out;
}

export interface Totals {
  /** false statements in the analysis (text the truth forbids), apart from false facts */
  falseStatements: number;
  returned: number;
  correct: number;
  false: number;
  uncited: number;
  expected: number;
  found: number;
  precision: number;
  coverage: number;
}

export function totals(score: Score): Totals {
  const t = {
    returned: 0,
    correct: 0,
    false: 0,
    uncited: 0,
    expected: 0,
    found: 0,
  };
  let falseStatements = 0;
  for (const [field, s] of score.fields) {
    if (field.startsWith('intelligence.')) {
      falseStatements += s.false;
      continue;
    }
    for (const k of Object.keys(t) as Array<keyof typeof t>) t[k] += s[k];
  }
  return {
    ...t,
    falseStatements,
    precision: t.returned === 0 ? 1 : t.correct / t.returned,
    coverage: t.expected === 0 ? 1 : t.found / t.expected,
  };
}
