// Values checked against the org's `describe` before they are sent, so Salesforce refuses nothing
// we could have known: a field the object does not have or the integration user may not write, a
// number that is not one, a picklist value that is none of its active values (written only on an
// exact match: a translation table from our words to an org's values would guess). And SOQL text:
// string literals escaped as the SOQL reference requires.
import type { DescribedField } from './salesforce-account.js';
import { isOwn } from './salesforce-fields.js';

const NUMBER_TYPES = new Set(['int', 'double', 'currency', 'percent']);

export function checkValues(
  values: Record<string, string>,
  fields: DescribedField[] | undefined,
): { values: Record<string, string | number>; notes: string[] } {
  const byName = new Map((fields ?? []).map((f) => [f.name, f]));
  const kept: Record<string, string | number> = {};
  const notes: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name);
    if (!field) notes.push(`${name}: no such field, or not visible to us`);
    else if (!field.updateable && !field.createable)
      notes.push(`${name}: not writable by the integration user`);
    else if (field.picklist && !field.picklist.includes(value))
      notes.push(`${name}: "${value}" is none of its picklist values`);
    else if (NUMBER_TYPES.has(field.type)) {
      const n = Number(value);
      if (!Number.isFinite(n))
        notes.push(`${name}: "${value}" is not a number`);
      else kept[name] = field.type === 'int' ? Math.round(n) : n;
    } else kept[name] = value;
  }
  return { values: kept, notes };
}

/** A SOQL string literal: backslash and quote escaped, as the SOQL reference's "Quoted String Escape Sequences". */
export function soqlString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** `Field IN ('a','b')` clauses, split so that no query's text passes `maxChars`. */
export function inClauses(values: string[], maxChars: number): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let size = 0;
  for (const value of values) {
    const literal = soqlString(value);
    if (group.length && size + literal.length + 1 > maxChars) {
      groups.push(group);
      group = [];
      size = 0;
    }
    group.push(literal);
    size += literal.length + 1;
  }
  if (group.length) groups.push(group);
  return groups;
}

/** The standard fields of a write, as strings: what the never-overwrite rule remembers as ours. */
export function standardValues(
  values: Record<string, string | number>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !isOwn(name))
      .map(([name, value]) => [name, String(value)]),
  );
}
