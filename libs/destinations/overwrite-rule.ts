// Never overwrite what a person entered in the CRM. A standard property is written only when it
// is empty there, or still holds the value we wrote last (or announced we were about to write,
// for a write whose record a crash lost); our own properties are always written. So a rep who
// corrects a job title keeps the correction through every later enrichment, and a rep who clears
// a field lets us fill it again.

export interface OverwriteInput {
  /** what we would write: property → value */
  values: Record<string, string>;
  /** the CRM's current values (absent or '' = empty) */
  current: Record<string, string | null | undefined>;
  /** what we wrote last, per property */
  written: Record<string, string>;
  /** what an earlier attempt announced before writing, per property */
  intended: Record<string, string>;
  /** our own properties: always written */
  own: (property: string) => boolean;
}

export interface OverwriteDecision {
  write: Record<string, string>;
  /** properties left alone: a person's value stands */
  kept: string[];
}

export function decideWrites(input: OverwriteInput): OverwriteDecision {
  const write: Record<string, string> = {};
  const kept: string[] = [];
  for (const [property, value] of Object.entries(input.values)) {
    const current = norm(input.current[property]);
    const ours =
      input.own(property) ||
      current === '' ||
      current === norm(value) ||
      current === norm(input.written[property]) ||
      current === norm(input.intended[property]);
    if (ours) write[property] = value;
    else kept.push(property);
  }
  return { write, kept };
}

/**
 * Values compared as the CRM shows them: trimmed, numbers in one form ("82.0" is "82"), instants
 * by their moment, case kept otherwise (a rep who fixes capitalisation made a correction).
 */
export function norm(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return String(Number(text));
  if (/^\d{4}-\d\d-\d\dT/.test(text)) {
    const at = Date.parse(text);
    if (!Number.isNaN(at)) return String(at);
  }
  return text;
}
