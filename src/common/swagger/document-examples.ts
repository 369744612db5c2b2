import type { OpenAPIObject } from '@nestjs/swagger';

type Node = Record<string, any>;

/**
 * Gives every parameter and every JSON request body of the document an example at the level
 * contract-testing tools read (Dredd and the like: `parameter.example`, the media type's
 * `example`), from the examples the schemas already carry (an enum's first value otherwise), so
 * they are written once, beside each field. A parameter or body left without one fails the
 * contract test (test/e2e/contract-examples.e2e.spec.ts).
 */
export function withExamples(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths) as Node[])
    for (const operation of Object.values(path) as Node[]) {
      for (const parameter of (operation.parameters ?? []) as Node[]) {
        const example = exampleOf(parameter.schema ?? {}, document);
        if (parameter.example === undefined && example !== undefined)
          parameter.example = example;
      }
      const json = operation.requestBody?.content?.['application/json'];
      if (json && json.example === undefined) {
        const example = exampleOf(json.schema ?? {}, document);
        if (example !== undefined) json.example = example;
      }
    }
  return document;
}

function exampleOf(schema: Node, document: OpenAPIObject): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.$ref) {
    const name = String(schema.$ref).split('/').pop()!;
    return exampleOf(
      (document.components?.schemas?.[name] as Node | undefined) ?? {},
      document,
    );
  }
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.type === 'array' && schema.items) {
    const item = exampleOf(schema.items as Node, document);
    return item === undefined ? undefined : [item];
  }
  if (schema.type === 'object' && schema.properties) {
    const entries = Object.entries(schema.properties as Record<string, Node>)
      .map(([key, member]) => [key, exampleOf(member, document)] as const)
      .filter(([, value]) => value !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}
