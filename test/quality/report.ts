// The quality report: per field, what came back and how much of it is true and cited, and how
// much of what is there was found; then every false or uncited fact, every miss and the timings.
import type { QualityCase } from './case.js';
import type { CorpusRun } from './run-corpus.js';
import { scoreCorpus, totals, type Score } from './score.js';

/**
 * The targets (issue 33): no false or uncited fact; in each agent's run of the whole corpus (a
 * world), coverage of the expected facts of at least COVERAGE_TARGET, and of each field a user
 * buys a record for, at least FIELD_FLOOR.
 */
export const COVERAGE_TARGET = 0.95;
export const FIELD_FLOOR = 0.85;
export const FLOOR_FIELDS = [
  'companyName',
  'companyLocation',
  'title',
  'employeeCount',
  'employeeRange',
  'fundingStage',
  'companyLinkedinUrl',
  'company.xUrl',
] as const;

/** The floor fields whose coverage is below FIELD_FLOOR, with their coverage. */
export function fieldsBelowFloor(score: Score): string[] {
  return FLOOR_FIELDS.flatMap((field) => {
    const s = score.fields.get(field);
    const coverage = s && s.expected ? s.found / s.expected : 1;
    return coverage < FIELD_FLOOR
      ? [`${field} ${(100 * coverage).toFixed(1)}%`]
      : [];
  });
}

const pct = (n: number) =>
  Number.isFinite(n) ? `${(100 * n).toFixed(1)}%` : '-';

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ];
}

export function formatReport(
  cases: readonly QualityCase[],
  run: CorpusRun,
): { text: string; score: Score } {
  const score = scoreCorpus(cases, run.outcomes);
  const t = totals(score);
  const lines: string[] = [];
  lines.push(`== agent: ${run.agent} (${cases.length} cases)`);
  const header = [
    'field',
    'returned',
    'correct',
    'false',
    'uncited',
    'precision',
    'expected',
    'found',
    'coverage',
  ];
  const rows = [...score.fields.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([field, s]) => [
      field,
      String(s.returned),
      String(s.correct),
      String(s.false),
      String(s.uncited),
      s.returned ? pct(s.correct / s.returned) : '-',
      String(s.expected),
      String(s.found),
      s.expected ? pct(s.found / s.expected) : '-',
    ]);
  rows.push([
    'ALL FACTS',
    String(t.returned),
    String(t.correct),
    String(t.false),
    String(t.uncited),
    pct(t.precision),
    String(t.expected),
    String(t.found),
    pct(t.coverage),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => r[i].length)),
  );
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  lines.push(fmt(header), ...rows.map(fmt));
  const ms = [...run.outcomes.values()].map((o) => o.msToTerminal);
  lines.push(
    `time to terminal: p50 ${percentile(ms, 50)} ms, p95 ${percentile(ms, 95)} ms, max ${Math.max(0, ...ms)} ms`,
  );
  const below = fieldsBelowFloor(score);
  lines.push(
    `targets: false facts ${t.false} (0), false statements in the analysis ${t.falseStatements} (0), uncited ${t.uncited} (0), coverage ${pct(t.coverage)} (>= ${pct(COVERAGE_TARGET)}), fields below ${pct(FIELD_FLOOR)}: ${below.length ? below.join(', ') : 'none'}`,
  );
  // Tidy sites and messy ones alike must meet the coverage target.
  const tidy = cases.filter((c) => c.kind === 'tidy');
  const tidyCoverage = totals(scoreCorpus(tidy, run.outcomes)).coverage;
  const messyCoverage = totals(
    scoreCorpus(
      cases.filter((c) => c.kind !== 'tidy'),
      run.outcomes,
    ),
  ).coverage;
  lines.push(
    `coverage: tidy sites ${pct(tidyCoverage)} (${tidy.length} cases), messy sites ${pct(messyCoverage)} (${cases.length - tidy.length} cases)`,
  );
  for (const kind of ['false', 'uncited', 'missed'] as const) {
    const list = score.problems.filter((p) => p.kind === kind);
    if (!list.length) continue;
    lines.push(`-- ${kind} (${list.length})`);
    for (const p of list) lines.push(`  ${p.caseId}  ${p.field}: ${p.detail}`);
  }
  return { text: lines.join('\n'), score };
}
