// The signups export as CSV (RFC 4180): the list's columns, then the facts a sales team sorts and
// filters on in a spreadsheet. Cells are made safe to open in one: a text starting with = + - @
// (or a tab or carriage return) would run as a formula, so it gets a leading apostrophe.
import {
  scoreBand,
  type ScoreBandThresholds,
} from '../../../../../libs/icp/index.js';
import type { ActorExportRow } from '../../../actors/actor-page.service.js';

type Cell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const CSV_HEADER = csvLine([
  'Signed up (UTC)',
  'Name',
  'Email',
  'Title',
  'Company',
  'Status',
  'Score',
  'Band',
  'Company domain',
  'Industry',
  'Employees',
  'Location',
  'Seniority',
  'LinkedIn',
]);

export function csvRow(
  row: ActorExportRow,
  bands: ScoreBandThresholds,
): string {
  const e = row.enrichment ?? {};
  return csvLine([
    row.createdAt.toISOString(),
    row.name ?? e.fullName,
    row.email,
    row.title,
    row.companyName,
    row.status,
    row.score,
    row.score === null ? null : scoreBand(row.score, bands),
    e.companyDomain,
    e.industry,
    e.employeeCount ?? e.employeeRange,
    e.location ?? e.companyLocation,
    e.seniority,
    e.linkedinUrl,
  ]);
}
