import { INestApplication } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { IS_PUBLIC } from '@freight/kernel';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The operation ids (`<Controller>_<handler>`, @nestjs/swagger's default) of the routes marked @Public(). */
export function publicOperationIds(app: INestApplication): Set<string> {
  const ids = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined)
          continue;
        if (Reflect.getMetadata(IS_PUBLIC, handler) === true || Reflect.getMetadata(IS_PUBLIC, controller) === true) {
          ids.add(`${controller.name}_${name}`);
        }
      }
    }
  }
  return ids;
}

/**
 * What the generated document lacks to pass the standard validators (@apidevtools/swagger-parser, redocly's
 * recommended rules), so any customer's generator takes it; done once over the whole document instead of in
 * every DTO and controller:
 * - class-validator-jsonschema writes @IsDefined() as `not: {type: 'null'}`, a type OpenAPI 3.0 does not have;
 *   3.0 schemas are not nullable unless they say so, and the property is in `required` already;
 * - a nullable reference (`allOf: [$ref]`) gets the referenced schema's type beside `nullable`;
 * - path parameters read by custom decorators (@CustomerIdParam) are declared from the path template;
 * - every operation gets a summary from its use case's name, and the public ones an empty security list.
 */
export function conformed(document: OpenAPIObject, publicOperations: ReadonlySet<string>): OpenAPIObject {
  const copy = structuredClone(document) as OpenAPIObject;
  const schemas = (copy.components?.schemas ?? {}) as Record<string, Json>;
  const typeOf = (schema: Json): unknown => {
    const ref = typeof schema.$ref === 'string' ? schemas[schema.$ref.replace('#/components/schemas/', '')] : undefined;
    return ref ? typeOf(ref) : schema.type;
  };
  const fixSchema = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(fixSchema);
    if (!value || typeof value !== 'object') return;
    const schema = value as Json;
    const not = schema.not as Json | undefined;
    if (not && Object.keys(not).length === 1 && not.type === 'null') delete schema.not;
    if (schema.nullable === true && schema.type === undefined) {
      const parts = ((schema.allOf ?? schema.oneOf ?? []) as Json[]).map(typeOf);
      schema.type = parts.length && parts.every((type) => type === parts[0]) && parts[0] !== undefined ? parts[0] : 'object';
    }
    Object.values(schema).forEach(fixSchema);
  };
  fixSchema(copy.components);

  for (const [path, item] of Object.entries(copy.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Json | undefined>)[method];
      if (!operation) continue;
      fixSchema(operation);
      const parameters = (operation.parameters ??= []) as Json[];
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
          parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
        }
      }
      const id = String(operation.operationId ?? '');
      operation.summary ??= summaryOf(id, path, method);
      if (publicOperations.has(id)) operation.security = [];
    }
  }
  return copy;
}

/** "SignInHttpController_signIn" → "Sign in"; "ContactController_create" → "Contact: create". */
function summaryOf(operationId: string, path: string, method: string): string {
  const [controller, handler] = operationId.replace(/\[\d+\]$/, '').split('_');
  if (!controller) return `${method.toUpperCase()} ${path}`;
  const useCase = words(controller.replace(/(Http)?Controller$/, ''));
  const action = handler ? words(handler) : '';
  const sentence = !action || useCase.includes(action) ? useCase : `${useCase}: ${action}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
