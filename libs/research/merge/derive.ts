// Pure derivations from merged facts: seniority and department from the title, employeeRange
// from employeeCount. A derived fact is only as good as its input, so it cites the input's
// citation (same url and tool) and never replaces a fact a tool found.
import {
  DEFAULT_SENIORITY,
  DEPARTMENT_RULES,
  EMPLOYEE_RANGES,
  SENIORITY_RULES,
  type Department,
  type Seniority,
  type TitleRule,
} from './derive-rules.js';
import type { Citation, Fact, FactKey } from '../types.js';

/** Titles longer than this are prose, not titles; bounding also keeps matching cheap. */
const MAX_TITLE_LENGTH = 200;

export function seniorityFromTitle(title: string): Seniority | null {
  const normalized = normalizeTitle(title);
  if (!normalized) return null;
  return firstMatch(SENIORITY_RULES, normalized) ?? DEFAULT_SENIORITY;
}

export function departmentFromTitle(title: string): Department | null {
  const normalized = normalizeTitle(title);
  return normalized ? firstMatch(DEPARTMENT_RULES, normalized) : null;
}

export function employeeRangeFor(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return EMPLOYEE_RANGES.find((range) => count <= range.max)?.label ?? null;
}

/**
 * Facts derivable from `kept` (one fact per key) that `kept` does not already hold.
 * Returns only the new facts; the caller adds them.
 */
export function deriveFacts(kept: ReadonlyMap<FactKey, Fact>): Fact[] {
  const derived: Fact[] = [];
  const derive = (key: FactKey, value: string | null, from: Fact) => {
    if (value && !kept.has(key))
      derived.push({
        key,
        value,
        citation: derivedFrom(from.citation, from.key),
      });
  };
  const title = kept.get('title');
  if (title && typeof title.value === 'string') {
    derive('seniority', seniorityFromTitle(title.value), title);
    derive('department', departmentFromTitle(title.value), title);
  }
  const count = kept.get('employeeCount');
  if (count && typeof count.value === 'number')
    derive('employeeRange', employeeRangeFor(count.value), count);
  return derived;
}

function derivedFrom(source: Citation, key: FactKey): Citation {
  return {
    url: source.url,
    tool: source.tool,
    title: `Derived from ${key}`,
    retrievedAt: source.retrievedAt,
  };
}

function normalizeTitle(title: string): string {
  return title
    .slice(0, MAX_TITLE_LENGTH)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function firstMatch<T>(
  rules: ReadonlyArray<TitleRule<T>>,
  text: string,
): T | null {
  return rules.find((rule) => rule.pattern.test(text))?.value ?? null;
}
