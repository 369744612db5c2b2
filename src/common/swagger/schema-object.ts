import type { OpenAPIObject } from '@nestjs/swagger';

// @nestjs/swagger does not export its SchemaObject type; derive it from the document type.
type Components = NonNullable<OpenAPIObject['components']>;
export type SchemaObject = Exclude<
  NonNullable<Components['schemas']>[string],
  { $ref: string }
>;

/** A reference to a schema of the document's components. */
export const schemaRef = (name: string) => ({
  $ref: `#/components/schemas/${name}`,
});
