// The ICP editor's field picker: every field the engine reads, with its type, the operators that
// make sense for it, and example values taken from the organization's own signups (so a seller
// sees "Software, Fintech", not a schema). Metadata keys the signups carry are offered too.
import {
  fieldLabel,
  ICP_FIXED_FIELDS,
  readField,
  type IcpField,
  type IcpOp,
  type IcpSubject,
} from '../../../../../libs/icp/index.js';

export type FieldType = 'text' | 'number' | 'yes/no' | 'list';

const TYPES: Partial<Record<string, FieldType>> = {
  employeeCount: 'number',
  totalFunding: 'number',
  techStack: 'list',
  isFreeEmail: 'yes/no',
  isDisposable: 'yes/no',
  isRoleAccount: 'yes/no',
};

/** The operators offered for a type: the others can never match such a value. */
export const OPS_BY_TYPE: Record<FieldType, readonly IcpOp[]> = {
  text: ['eq', 'neq', 'in', 'nin', 'contains', 'exists', 'missing'],
  number: [
    'eq',
    'neq',
    'in',
    'nin',
    'gte',
    'lte',
    'between',
    'exists',
    'missing',
  ],
  'yes/no': ['eq', 'neq', 'exists', 'missing'],
  list: ['contains', 'exists', 'missing'],
};

export const OP_WORDS: Record<IcpOp, string> = {
  eq: 'is',
  neq: 'is not',
  in: 'is one of',
  nin: 'is none of',
  contains: 'contains',
  gte: 'is at least',
  lte: 'is at most',
  between: 'is between',
  exists: 'is known',
  missing: 'is unknown',
};

export interface FieldChoice {
  field: string;
  label: string;
  type: FieldType;
  /** up to three distinct values seen in the organization's signups */
  examples: string[];
}

const MAX_EXAMPLES = 3;
const MAX_METADATA_FIELDS = 30;

function typeOf(value: unknown): FieldType {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'yes/no';
  return 'text';
}

const shown = (value: unknown) =>
  Array.isArray(value)
    ? value.slice(0, 3).map(String).join(', ')
    : String(value).slice(0, 40);

/** Metadata paths (one level deep) the signups carry, most common first. */
function metadataFields(subjects: readonly IcpSubject[]): string[] {
  const seen = new Map<string, number>();
  for (const s of subjects)
    for (const [key, value] of Object.entries(s.metadata ?? {}))
      if (/^[\w-]{1,40}$/.test(key) && typeof value !== 'object')
        seen.set(key, (seen.get(key) ?? 0) + 1);
  return [...seen]
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_METADATA_FIELDS)
    .map(([key]) => `metadata.${key}`);
}

/** The fields a rule may name, with their types and examples from these signups. */
export function fieldCatalog(
  subjects: readonly IcpSubject[],
  alsoOffer: readonly string[] = [],
): FieldChoice[] {
  const fields = [
    ...new Set([
      ...ICP_FIXED_FIELDS,
      ...metadataFields(subjects),
      // A draft's own metadata path stays choosable even when no signup carries it yet.
      ...alsoOffer.filter((f) => /^metadata\.[\w.-]{1,80}$/.test(f)),
    ]),
  ];
  return fields.map((field) => {
    const examples: string[] = [];
    let type = TYPES[field];
    for (const subject of subjects) {
      if (examples.length >= MAX_EXAMPLES) break;
      const value = readField(subject, field as IcpField);
      if (value === undefined) continue;
      type ??= typeOf(value);
      const text = shown(value);
      if (text && !examples.includes(text)) examples.push(text);
    }
    return { field, label: fieldLabel(field), type: type ?? 'text', examples };
  });
}
