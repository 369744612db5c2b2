// Values checked against the portal before they are sent, so that HubSpot refuses nothing we
// could have known: a property the portal does not have, a number that is not one, an
// enumeration value that is none of its options (written only on an exact option match; a
// translation table from our words to a portal's options would guess).
import { isJson } from '../../research/extract/json-object.js';
import type { PortalProperty } from './hubspot-properties.js';

export function checkValues(
  values: Record<string, string>,
  properties: PortalProperty[],
): { values: Record<string, string>; notes: string[] } {
  const byName = new Map(properties.map((p) => [p.name, p]));
  const kept: Record<string, string> = {};
  const notes: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const property = byName.get(name);
    if (!property) notes.push(`${name}: no such property in the portal`);
    else if (
      property.type === 'enumeration' &&
      !property.options?.includes(value)
    )
      notes.push(`${name}: "${value}" is none of its options`);
    else if (property.type === 'number' && !Number.isFinite(Number(value)))
      notes.push(`${name}: "${value}" is not a number`);
    else kept[name] = value;
  }
  return { values: kept, notes };
}

/** `{id, properties}` of the objects in a batch or search answer. */
export function objectsOf(body: unknown): Array<{
  id: string;
  properties: Record<string, string | null>;
  traceId?: string;
}> {
  const results =
    isJson(body) && Array.isArray(body.results) ? body.results : [];
  return results.filter(isJson).flatMap((r) =>
    typeof r.id === 'string'
      ? [
          {
            id: r.id,
            properties: (isJson(r.properties) ? r.properties : {}) as Record<
              string,
              string | null
            >,
            ...(typeof r.objectWriteTraceId === 'string' && {
              traceId: r.objectWriteTraceId,
            }),
          },
        ]
      : [],
  );
}

/** A 207's per-record errors: whom each names (trace ids, ids or emails), and its message. */
export function recordErrorsOf(
  body: unknown,
): Array<{ names: string[]; message: string }> {
  const errors = isJson(body) && Array.isArray(body.errors) ? body.errors : [];
  return errors.filter(isJson).map((e) => {
    const context = isJson(e.context) ? e.context : {};
    const names = [
      e.objectWriteTraceId,
      context.objectWriteTraceId,
      context.ids,
      context.id,
    ]
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter((v): v is string => typeof v === 'string');
    return {
      names,
      message:
        typeof e.message === 'string'
          ? e.message.slice(0, 300)
          : 'refused by HubSpot',
    };
  });
}
