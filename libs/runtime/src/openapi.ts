import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '@freight/kernel';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { conformed, publicOperationIds } from './openapi-conformance';
import { withNamedSchemas } from './openapi-schemas';

export function baseDocument(title: string) {
  return (
    new DocumentBuilder()
      .setTitle(title)
      .setDescription(
        "Frakt freight portal API. Errors: { statusCode, code, message, errors?: [{ field, code, message }] } in the caller's language (Accept-Language: sv, en).",
      )
      .setVersion('1')
      // The routes are documented with their /api prefix, so this server is the document's own origin.
      .addServer('/', 'This portal (the origin serving this document)')
      .addBearerAuth()
      // Every route needs the bearer token unless it says otherwise (the @Public() ones list no security).
      .addSecurityRequirements('bearer')
      .build()
  );
}

/** OpenAPI generated from the controllers and DTOs of this process, at /api/docs (UI) and /api/docs-json. */
export function setupOpenApi(app: NestFastifyApplication, title: string, patch?: () => OpenAPIObject | undefined): OpenAPIObject {
  const document = conformed(
    withNamedSchemas(withValidatedBodies(SwaggerModule.createDocument(app, baseDocument(title)))),
    publicOperationIds(app),
  );
  // The JSON document always (the gateway merges the services' ones); the UI only where the config allows it.
  const ui = app.get<AppConfig>(APP_CONFIG, { strict: false }).apiDocsUi;
  SwaggerModule.setup('api/docs', app, document, {
    ui,
    raw: ['json'],
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
    patchDocumentOnRequest: patch ? (_req, _res, doc) => patch() ?? doc : undefined,
  });
  return document;
}

/** Distributed mode: each service documents itself; the gateway merges their documents. */
export function mergeDocuments(base: OpenAPIObject, parts: OpenAPIObject[]): OpenAPIObject {
  const merged: OpenAPIObject = {
    ...base,
    paths: { ...base.paths },
    components: { ...base.components, schemas: { ...base.components?.schemas } },
  };
  for (const part of parts) {
    Object.assign(merged.paths, part.paths);
    Object.assign(merged.components!.schemas!, part.components?.schemas ?? {});
  }
  return merged;
}

// class-transformer's nested-type registry (@Type), which the schemas need to follow nested DTOs; the package
// exports it without typings.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: object };

type Schemas = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;

const PRIMITIVES: Record<string, { type: 'string' | 'number' | 'boolean' }> = {
  String: { type: 'string' },
  Number: { type: 'number' },
  Boolean: { type: 'boolean' },
};

/**
 * A custom rule (ValidateBy) says only what its property's declared type says. The library's own converter
 * points a union or a list (declared type Object or Array) at a schema named Object or Array, which no
 * document holds; such a property is left open here (the rule checks it).
 */
function customRuleSchema(meta: {
  target: unknown;
  propertyName: string;
}): { type: 'string' | 'number' | 'boolean' } | Record<string, never> {
  const type: unknown =
    typeof meta.target === 'function' ? Reflect.getMetadata('design:type', meta.target.prototype as object, meta.propertyName) : undefined;
  return (typeof type === 'function' && PRIMITIVES[type.name]) || {};
}

/**
 * Per DTO class name, the properties whose only rule is @Allow() (own or inherited): the server takes them when
 * sent (an echoed field it ignores) and never needs them, but the converter counts every property without
 * @IsOptional() as required.
 */
function allowOnlyProperties(): Map<string, Set<string>> {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationMetadata[]> };
  const found = new Map<string, Set<string>>();
  for (const target of storage.validationMetadatas.keys()) {
    if (typeof target !== 'function') continue;
    const rules = new Map<string, string[]>();
    for (let c: unknown = target; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
      for (const meta of storage.validationMetadatas.get(c) ?? [])
        rules.set(meta.propertyName, [...(rules.get(meta.propertyName) ?? []), meta.type]);
    }
    const allowOnly = [...rules].filter(([, types]) => types.every((type) => type === ValidationTypes.WHITELIST)).map(([name]) => name);
    if (allowOnly.length) found.set(target.name, new Set(allowOnly));
  }
  return found;
}

/**
 * The request DTOs' schemas from their class-validator rules, which are what the server enforces: every
 * body is documented by the rules that check it, without a second set of decorators to keep in step.
 * A schema Swagger built from its own decorators (with properties) is kept.
 */
export function withValidatedBodies(document: OpenAPIObject): OpenAPIObject {
  const derived = validationMetadatasToSchemas({
    refPointerPrefix: '#/components/schemas/',
    classTransformerMetadataStorage: defaultMetadataStorage as never,
    additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: customRuleSchema },
  }) as Schemas;
  const schemas: Schemas = { ...document.components?.schemas };
  const allowOnly = allowOnlyProperties();
  for (const [name, schema] of Object.entries(derived) as [string, { required?: string[] }][]) {
    const optional = allowOnly.get(name);
    if (optional && schema.required) {
      schema.required = schema.required.filter((property) => !optional.has(property));
      if (!schema.required.length) delete schema.required;
    }
    const current = schemas[name] as { properties?: object } | undefined;
    if (!current || !current.properties || Object.keys(current.properties).length === 0) schemas[name] = schema;
  }
  return { ...document, components: { ...document.components, schemas } };
}
