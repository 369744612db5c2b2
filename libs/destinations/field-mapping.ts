// A destination's mapping: for each object type it keeps, which of our fields goes to which of
// the vendor's properties. The adapter's default, changed per organization (CLI, dashboard), and
// checked against what the adapter says may be written.
import { isSourceField, type SourceField } from './actor-fields.js';
import {
  DestinationInputError,
  type ActorSnapshot,
  type FieldMapping,
  type MappableTarget,
} from './destination.js';

/** One change to a mapping: `contact.jobtitle=title` sets, `contact.jobtitle=` removes. */
export interface MappingEdit {
  objectType: string;
  target: string;
  source: SourceField | null;
}

/** `object.property=field`, as the CLI and the dashboard take it. */
export function parseMappingEdit(text: string): MappingEdit {
  const match = /^([a-z_]+)\.([A-Za-z0-9_]+)=([A-Za-z]*)$/.exec(text.trim());
  if (!match)
    throw new DestinationInputError(
      'mapping',
      `"${text}" is not object.property=field (e.g. contact.jobtitle=title, or contact.jobtitle= to stop writing it)`,
    );
  const [, objectType, target, source] = match as unknown as [
    string,
    string,
    string,
    string,
  ];
  if (source && !isSourceField(source))
    throw new DestinationInputError('mapping', `unknown field "${source}"`);
  return { objectType, target, source: (source || null) as SourceField | null };
}

/** The mapping with `edits` applied, checked against the targets the adapter allows. */
export function editMapping(
  current: FieldMapping,
  edits: MappingEdit[],
  targets: Record<string, ReadonlyArray<MappableTarget>>,
): FieldMapping {
  const next: FieldMapping = Object.fromEntries(
    Object.entries(current).map(([type, fields]) => [type, { ...fields }]),
  );
  for (const edit of edits) {
    const allowed = targets[edit.objectType];
    if (!allowed)
      throw new DestinationInputError(
        'mapping',
        `no object type "${edit.objectType}" (one of: ${Object.keys(targets).join(', ')})`,
      );
    const fields = (next[edit.objectType] ??= {});
    if (edit.source === null) {
      delete fields[edit.target];
      continue;
    }
    if (!allowed.some((t) => t.name === edit.target))
      throw new DestinationInputError(
        'mapping',
        `${edit.objectType} has no property "${edit.target}" that may be written`,
      );
    fields[edit.target] = edit.source;
  }
  return next;
}

/** The mapped values of one object type for one person, as strings the vendor takes. */
export function mappedValues(
  mapping: FieldMapping,
  objectType: string,
  actor: ActorSnapshot,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [target, source] of Object.entries(mapping[objectType] ?? {})) {
    const value = actor.fields[source];
    if (value !== undefined) values[target] = String(value);
  }
  return values;
}
