// The ICP editor's form, both ways: a stored profile as the fields a person edits, and the fields
// as sent back as the raw profile that libs/icp validates (the same parseIcpProfile as icp:set).
import {
  ICP_LIMITS,
  type IcpPrimitive,
  type IcpProfile,
} from '../../../../../libs/icp/index.js';

export const RULE_FIELDS = [
  'id',
  'dimension',
  'field',
  'op',
  'value',
  'weight',
  'description',
] as const;
export type RuleDraft = Record<(typeof RULE_FIELDS)[number], string>;
export interface ProfileDraft {
  name: string;
  /** where the hot and warm score bands start; both empty: the defaults */
  hot: string;
  warm: string;
  rules: RuleDraft[];
}

export const emptyRule = (): RuleDraft => ({
  id: '',
  dimension: '',
  field: '',
  op: 'eq',
  value: '',
  weight: '1',
  description: '',
});

const NUMBER = /^-?\d+(\.\d+)?$/;
const LIST_OPS = new Set(['in', 'nin', 'between']);

/** A value as typed: numbers and true/false are themselves, "quoted" text is JSON, the rest text. */
function parseScalar(text: string): unknown {
  const t = text.trim();
  if (NUMBER.test(t)) return Number(t);
  if (t === 'true' || t === 'false') return t === 'true';
  if (t.startsWith('"')) {
    try {
      return JSON.parse(t);
    } catch {
      return t;
    }
  }
  return t;
}

/** How a value is written in the form so that parseScalar reads it back the same. */
function showScalar(value: IcpPrimitive): string {
  if (typeof value !== 'string') return String(value);
  const ambiguous =
    NUMBER.test(value.trim()) ||
    ['true', 'false'].includes(value.trim()) ||
    /^["[]/.test(value.trim()) ||
    value !== value.trim() ||
    value.includes(',');
  return ambiguous ? JSON.stringify(value) : value;
}

export function parseValue(op: string, text: string): unknown {
  const t = text.trim();
  if (t === '') return undefined;
  if (!LIST_OPS.has(op)) return parseScalar(t);
  if (t.startsWith('[')) {
    try {
      return JSON.parse(t);
    } catch {
      return t; // refused by validation with the op's own message
    }
  }
  return t.split(',').map(parseScalar);
}

function showValue(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) {
    const items = value as IcpPrimitive[];
    return items.some(
      (v) => typeof v === 'string' && (v.includes(',') || v.includes('"')),
    )
      ? JSON.stringify(items)
      : items.map(showScalar).join(', ');
  }
  return showScalar(value as IcpPrimitive);
}

export function draftFromProfile(profile: IcpProfile): ProfileDraft {
  return {
    name: profile.name ?? '',
    hot: profile.bands ? String(profile.bands.hot) : '',
    warm: profile.bands ? String(profile.bands.warm) : '',
    rules: profile.rules.map((rule) => ({
      id: rule.id,
      dimension: rule.dimension,
      field: rule.field,
      op: rule.op,
      value: showValue(rule.value),
      weight: String(rule.weight),
      description: rule.description ?? '',
    })),
  };
}

/**
 * The form's fields `name` and `rule.<n>.<field>`, rules in the order of their numbers; a rule
 * whose `rule.<n>.remove` box is ticked is left out.
 */
export function draftFromForm(form: URLSearchParams): ProfileDraft {
  const byIndex = new Map<number, RuleDraft>();
  const removed = new Set<number>();
  for (const [key, value] of form) {
    const m = /^rule\.(\d{1,3})\.(\w+)$/.exec(key);
    if (!m) continue;
    const index = Number(m[1]);
    if (m[2] === 'remove' && value === '1') removed.add(index);
    if (!(RULE_FIELDS as readonly string[]).includes(m[2])) continue;
    if (index > ICP_LIMITS.maxRules) continue;
    const rule = byIndex.get(index) ?? { ...emptyRule(), weight: '', op: '' };
    rule[m[2] as keyof RuleDraft] = value.slice(0, 2000);
    byIndex.set(index, rule);
  }
  return {
    name: (form.get('name') ?? '').slice(0, 2000),
    hot: (form.get('hot') ?? '').slice(0, 20),
    warm: (form.get('warm') ?? '').slice(0, 20),
    rules: [...byIndex.entries()]
      .filter(([index]) => !removed.has(index))
      .sort(([a], [b]) => a - b)
      .map(([, rule]) => rule),
  };
}

/** A band's bound as typed: a number when it is one, else the text (refused by validation). */
const bandBound = (text: string) =>
  NUMBER.test(text.trim()) ? Number(text.trim()) : text.trim();

/** The raw profile the draft stands for: what parseIcpProfile (and so icp:set) judges. */
export function inputFromDraft(draft: ProfileDraft): unknown {
  return {
    ...(draft.name.trim() !== '' && { name: draft.name.trim() }),
    // Either one given asks for bands: validation then wants both.
    ...((draft.hot.trim() !== '' || draft.warm.trim() !== '') && {
      bands: { hot: bandBound(draft.hot), warm: bandBound(draft.warm) },
    }),
    rules: draft.rules.map((rule) => {
      const weight = rule.weight.trim();
      const value = parseValue(rule.op, rule.value);
      return {
        id: rule.id.trim(),
        dimension: rule.dimension.trim(),
        field: rule.field.trim(),
        op: rule.op,
        ...(value !== undefined && { value }),
        ...(weight !== '' && {
          weight: NUMBER.test(weight) ? Number(weight) : weight,
        }),
        ...(rule.description.trim() !== '' && {
          description: rule.description.trim(),
        }),
      };
    }),
  };
}
