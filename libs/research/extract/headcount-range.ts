// A company's size stated as a range: "51–200 employees", "between 10 and 50 people", "Company
// size: 11-50", "zwischen 50 und 200 Mitarbeitern", "entre 10 et 50 salariés", "od 10 do 50
// pracowników", "от 50 до 200 сотрудников", "従業員数：50〜200名". A range is an employeeRange,
// never a count. It is given as the record's size band when it lies within one ("10-50" is
// 11-50: LinkedIn's bands start one above the round number sites write), else as stated.
import { EMPLOYEE_RANGES } from '../merge/derive-rules.js';
import { parseCount } from './numbers.js';
import { STAFF_WORDS } from './text-cues.js';

/** A range a block states, and where in the block the statement starts. */
export interface RangeStated {
  value: string;
  at: number;
  /** stated as a label ("Company size: 11-50"): on the company's own site, the site owner's */
  label: boolean;
}

const NUMBER = String.raw`(?<![\d.,'’])(?:\d{1,3}(?:[.,'’ \u00a0\u202f]\d{3})+|\d+)`;
const JOIN = String.raw`\s*(?:-|–|—|〜|~|～|\s(?:to|and|und|bis|et|à|a|y|e|en|och|tot|do|до|и)\s)\s*`;
const OPEN = String.raw`(?:between|from|zwischen|von|entre|de|tra|fra|da|tussen|van|mellan|od|от)\s+`;
/** Staff words of the languages whose words \b cannot bound (Polish, Russian, Japanese, Chinese). */
const WIDE_STAFF = String.raw`pracownik(?:ów|i|a)?|osób|сотрудник(?:ов|а|и)?|человек|名|人`;

/** "51–200 employees", "between 10 and 50 people", "50〜200名" */
const RANGE_THEN_STAFF = new RegExp(
  String.raw`(?:${OPEN})?(${NUMBER})${JOIN}(${NUMBER})\+?\s*(?:[\p{L}-]+\s+){0,2}?(?:(?:${STAFF_WORDS})\b|${WIDE_STAFF})`,
  'giu',
);
/** "Company size: 11-50", "Mitarbeiter: 50–200", "従業員数：50〜200名" */
const LABEL_THEN_RANGE = new RegExp(
  String.raw`(?:company\s+size|team\s+size|headcount|number\s+of\s+employees|employees|unternehmensgröße|mitarbeiter(?:zahl)?|taille(?:\s+de\s+l['’]entreprise)?|effectifs?|tamaño(?:\s+de\s+la\s+empresa)?|empleados|dimensione|bedrijfsgrootte|storlek|anställda|wielkość\s+firmy|liczba\s+pracowników|численность(?:\s+сотрудников)?|従業員数|社員数|员工人数|員工人數|公司规模)\s*[:：]?\s*(${NUMBER})${JOIN}(${NUMBER})`,
  'giu',
);
/** Words before a range that make it someone else's: customers, targets. */
const NOT_OURS_BEFORE =
  /(?<![\p{L}])(?:with|for|from|teams of|companies|businesses|customers|clients|organi[sz]ations|up to|serving|serve|helping|help|supports?|firms|für|mit|pour|avec|para|con|com|per|voor|met|för|med|dla|z|для|с)\s*$/iu;

/** The record's size band for a stated range, or the range as stated when it spans bands. */
export function rangeLabel(min: number, max: number): string | undefined {
  if (!(min >= 1 && max > min)) return undefined;
  let lower = 1;
  for (const band of EMPLOYEE_RANGES) {
    if (min >= Math.max(1, lower - 1) && max <= band.max) return band.label;
    lower = band.max + 1;
  }
  return `${min}-${max}`;
}

/** Every headcount range a block states, where it states it. */
export function headcountRangesIn(block: string): RangeStated[] {
  const found: RangeStated[] = [];
  const spans: Array<[number, number]> = [];
  for (const pattern of [LABEL_THEN_RANGE, RANGE_THEN_STAFF])
    for (const match of block.matchAll(pattern)) {
      const at = match.index ?? 0;
      const end = at + match[0].length;
      // "従業員数：50〜200名" is one statement, whichever way it is read.
      if (spans.some(([a, b]) => at < b && end > a)) continue;
      spans.push([at, end]);
      if (
        pattern === RANGE_THEN_STAFF &&
        NOT_OURS_BEFORE.test(block.slice(Math.max(0, at - 30), at))
      )
        continue;
      const [min, max] = [parseCount(match[1]), parseCount(match[2])];
      if (min === undefined || max === undefined || max > 5_000_000) continue;
      const value = rangeLabel(min, max);
      if (value) found.push({ value, at, label: pattern === LABEL_THEN_RANGE });
    }
  return found;
}
