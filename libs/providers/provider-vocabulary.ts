// Providers' own words for industry, seniority, department, company size and funding stage,
// translated into ours (libs/research/extract/industry-taxonomy.ts, libs/research/merge/
// derive-rules.ts, the funding stages of funding-text.ts). Industry goes through the classifier
// keyless research uses, so the taxonomy's keywords are the one table; the others are tables here,
// so a reviewer can read every translation. A word not translated gives no fact rather than a guess
// (ProviderFacts reports it as untranslated).
import { industryFrom } from '../research/extract/industry.js';
import type { Industry } from '../research/extract/industry-taxonomy.js';
import { STAGE_ORDER } from '../research/extract/funding-text.js';
import {
  EMPLOYEE_RANGES,
  type Department,
  type Seniority,
} from '../research/merge/derive-rules.js';
import type { FactKey } from '../research/types.js';

const SENIORITY: Readonly<Record<string, Seniority>> = {
  // PDL job_title_levels; Apollo seniority; Hunter employment.seniority
  cxo: 'executive',
  c_suite: 'executive',
  owner: 'executive',
  founder: 'executive',
  partner: 'executive',
  executive: 'executive',
  vp: 'vp',
  head: 'director',
  director: 'director',
  manager: 'manager',
  senior: 'senior',
  entry: 'entry',
  junior: 'entry',
  training: 'entry',
  intern: 'entry',
};

/** Most senior first, for a provider that gives several levels. */
const SENIORITY_ORDER: readonly Seniority[] = [
  'executive',
  'vp',
  'director',
  'manager',
  'senior',
  'entry',
];

const DEPARTMENT: Readonly<Record<string, Department>> = {
  // PDL job_title_role; Apollo departments (with or without the "master_" prefix); Hunter role
  engineering: 'engineering',
  engineering_technical: 'engineering',
  information_technology: 'engineering',
  data_science: 'data',
  analyst: 'data',
  research: 'data',
  product: 'product',
  product_management: 'product',
  design: 'design',
  creative: 'design',
  sales: 'sales',
  sales_engineering: 'sales',
  business_development: 'sales',
  marketing: 'marketing',
  public_relations: 'marketing',
  communications: 'marketing',
  customer_service: 'customer_success',
  customer_success: 'customer_success',
  support: 'customer_success',
  finance: 'finance',
  accounting: 'finance',
  human_resources: 'people',
  recruiting: 'people',
  operations: 'operations',
  legal: 'legal',
  c_suite: 'executive',
  leadership: 'executive',
  executive: 'executive',
};

const key = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/^master_/, '');

/** Our seniority for one provider word, or the most senior of several. */
export function seniorityOf(raw: unknown): Seniority | undefined {
  const words = (Array.isArray(raw) ? raw : [raw]).filter(
    (word): word is string => typeof word === 'string',
  );
  const found = new Set(words.map((word) => SENIORITY[key(word)]));
  return SENIORITY_ORDER.find((level) => found.has(level));
}

/** Our department for the first provider word we know. */
export function departmentOf(raw: unknown): Department | undefined {
  const words = (Array.isArray(raw) ? raw : [raw]).filter(
    (word): word is string => typeof word === 'string',
  );
  for (const word of words) {
    const department = DEPARTMENT[key(word)];
    if (department) return department;
  }
  return undefined;
}

/**
 * A provider's size band in our labels ("1-10" … "10001+"), only when it is the same band: PDL
 * writes ours exactly; Hunter's "11-50" style also matches; anything else is dropped.
 */
export function employeeRangeOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim().replace(/\s+/g, '');
  return OUR_RANGES.has(text) ? text : undefined;
}

const OUR_RANGES = new Set(EMPLOYEE_RANGES.map((range) => range.label));

/**
 * Our industry for a provider's label ("computer software" -> Software), when the classifier of
 * keyless research is as sure of it as of a company's own words; otherwise none.
 */
export function industryOf(raw: unknown): Industry | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  return industryFrom({ types: [], linkedinSchool: false, statements: [raw] });
}

/** A provider's round ("series_b", "Series B", "pre_seed") in our stage names, or none. */
export function fundingStageOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const words = raw
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return STAGE_ORDER.find(
    (stage) => stage.toLowerCase().replace(/-/g, ' ') === words,
  );
}

/** The fact keys whose values are words of our vocabularies, each with its translation. */
export const VOCABULARIES: Partial<
  Record<FactKey, (raw: unknown) => string | undefined>
> = {
  industry: industryOf,
  seniority: seniorityOf,
  department: departmentOf,
  employeeRange: employeeRangeOf,
  fundingStage: fundingStageOf,
};
