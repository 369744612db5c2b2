// Checks a value against a schema of our OpenAPI 3.0 document: the keywords the document uses
// ($ref, allOf, oneOf, nullable, type, enum, format date-time/uuid, properties, required,
// additionalProperties, items, maxItems, maxLength, minimum, maximum, pattern). Returns every
// mismatch with its path; [] when the value conforms. Written here: no validator is installed.
type Schema = Record<string, any>;

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function schemaErrors(
  value: unknown,
  schema: Schema,
  document: Schema,
  path = '$',
): string[] {
  if (schema.$ref)
    return schemaErrors(value, resolve(schema.$ref, document), document, path);
  if (value === null)
    return schema.nullable ||
      (schema.type === undefined && !schema.allOf && !schema.oneOf)
      ? []
      : [`${path}: null where not nullable`];
  const errors: string[] = [];
  for (const part of schema.allOf ?? [])
    errors.push(...schemaErrors(value, part, document, path));
  if (schema.oneOf) {
    const matching = (schema.oneOf as Schema[]).filter(
      (s) => !schemaErrors(value, s, document, path).length,
    );
    if (matching.length !== 1)
      errors.push(`${path}: matches ${matching.length} of oneOf's schemas`);
  }
  if (schema.enum && !schema.enum.includes(value))
    errors.push(
      `${path}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`,
    );
  if (schema.type && !hasType(value, schema.type))
    return [
      ...errors,
      `${path}: ${JSON.stringify(value)?.slice(0, 60)} is not ${schema.type}`,
    ];
  if (typeof value === 'string') {
    if (schema.format === 'date-time' && !ISO_TIME.test(value))
      errors.push(`${path}: ${value} is not a date-time`);
    if (schema.format === 'uuid' && !UUID.test(value))
      errors.push(`${path}: ${value} is not a uuid`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      errors.push(`${path}: longer than ${schema.maxLength}`);
    if (schema.pattern && !new RegExp(schema.pattern).test(value))
      errors.push(`${path}: does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      errors.push(`${path}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum)
      errors.push(`${path}: above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      errors.push(`${path}: more than ${schema.maxItems} items`);
    if (schema.items)
      value.forEach((item, i) =>
        errors.push(
          ...schemaErrors(item, schema.items, document, `${path}[${i}]`),
        ),
      );
  } else if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? [])
      if (!(key in record)) errors.push(`${path}: ${key} is missing`);
    for (const [key, member] of Object.entries(record)) {
      const declared = schema.properties?.[key];
      if (declared)
        errors.push(
          ...schemaErrors(member, declared, document, `${path}.${key}`),
        );
      else if (schema.additionalProperties === false)
        errors.push(`${path}: ${key} is not in the schema`);
      else if (typeof schema.additionalProperties === 'object')
        errors.push(
          ...schemaErrors(
            member,
            schema.additionalProperties,
            document,
            `${path}.${key}`,
          ),
        );
    }
  }
  return errors;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}

function resolve(ref: string, document: Schema): Schema {
  const found = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<any>((node, key) => node?.[key], document);
  if (!found) throw new Error(`unresolved ${ref}`);
  return found;
}
