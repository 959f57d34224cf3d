import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '@freight/kernel';

export function baseDocument(title: string) {
  return new DocumentBuilder()
    .setTitle(title)
    .setDescription('Frakt freight portal API. Errors: { statusCode, code, message, errors?: [{ field, code, message }] } in the caller\'s language (Accept-Language: sv, en).')
    .setVersion('1')
    .addBearerAuth()
    .build();
}

/** OpenAPI generated from the controllers and DTOs of this process, at /api/docs (UI) and /api/docs-json. */
export function setupOpenApi(app: NestFastifyApplication, title: string, patch?: () => OpenAPIObject | undefined): OpenAPIObject {
  const document = SwaggerModule.createDocument(app, baseDocument(title));
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
  const merged: OpenAPIObject = { ...base, paths: { ...base.paths }, components: { ...base.components, schemas: { ...base.components?.schemas } } };
  for (const part of parts) {
    Object.assign(merged.paths, part.paths);
    Object.assign(merged.components!.schemas!, part.components?.schemas ?? {});
  }
  return merged;
}
