import type { OpenAPIObject } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** A JSON schema as the OpenAPI document holds it, inline or a `$ref` to a named one. */
export type ApiSchemaObject = SchemaObject & Partial<ReferenceObject>;

// Shorthands for the documented answers, which are written by hand next to the mappers that build them.
export const str: ApiSchemaObject = { type: 'string' };
export const int: ApiSchemaObject = { type: 'integer' };
export const num: ApiSchemaObject = { type: 'number' };
export const bool: ApiSchemaObject = { type: 'boolean' };
export const dateTime: ApiSchemaObject = { type: 'string', format: 'date-time' };
export const date: ApiSchemaObject = { type: 'string', format: 'date' };
/** Kronor with two decimals as text ("1234.50"), how the spec's answers carry amounts. */
export const decimal: ApiSchemaObject = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' };
/** Any JSON object (a document stored as the client sent it, a free map). */
export const anyObject: ApiSchemaObject = { type: 'object', additionalProperties: true };

export const nullable = (schema: ApiSchemaObject): ApiSchemaObject =>
  schema.$ref ? { allOf: [{ $ref: schema.$ref }], nullable: true } : { ...schema, nullable: true };
export const arrayOf = (items: ApiSchemaObject): ApiSchemaObject => ({ type: 'array', items });
export const oneOfValues = (values: readonly (string | number)[], type: 'string' | 'integer' = 'string'): ApiSchemaObject => ({
  type,
  enum: [...values],
});
export const described = (description: string, schema: ApiSchemaObject): ApiSchemaObject =>
  schema.$ref ? { allOf: [{ $ref: schema.$ref }], description } : { ...schema, description };

/**
 * An object schema with exactly the keys of T (the answer's type, usually the mapper's): the compiler flags a
 * key added to the answer and missing here, or documented here and gone from the answer. Every key is
 * required (the mappers write null rather than leave one out) except the ones named optional.
 */
export function objectOf<T extends object>(
  properties: { [K in keyof T]-?: ApiSchemaObject },
  optional: (keyof T & string)[] = [],
): ApiSchemaObject {
  const keys = Object.keys(properties);
  return { type: 'object', properties, required: keys.filter((key) => !optional.includes(key as keyof T & string)) };
}

const named = new Map<string, ApiSchemaObject>();

/**
 * A schema several routes share, documented once under components/schemas; the answer is the `$ref` to it.
 * A second schema under the same name is a mistake (two services would overwrite each other's).
 */
export function namedSchema(name: string, schema: ApiSchemaObject): ApiSchemaObject {
  const existing = named.get(name);
  if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) throw new Error(`OpenAPI schema ${name} is declared twice`);
  named.set(name, schema);
  return { $ref: `#/components/schemas/${name}` };
}

/** The named schemas of the modules this process loaded, added to its document. */
export function withNamedSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = { ...document.components?.schemas };
  for (const [name, schema] of named) {
    if (schemas[name]) throw new Error(`OpenAPI schema ${name} is also a DTO's name`);
    schemas[name] = schema;
  }
  return { ...document, components: { ...document.components, schemas } };
}

/** The header ra-data-simple-rest reads on a list answer: `<resource> <first>-<last>/<total>`. */
export const CONTENT_RANGE_HEADER = {
  'Content-Range': { description: 'The page and the total, e.g. `contacts 0-24/312`', schema: { type: 'string' } },
};
