import type { OpenAPIObject } from '@nestjs/swagger';
import { conformed } from './openapi-conformance';

const document = (): OpenAPIObject =>
  ({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {
      '/api/order/customer/{custId}': { get: { operationId: 'ListOrdersHttpController_list', responses: {} } },
      '/api/contact/{id}': { delete: { operationId: 'ContactController_delete', responses: {} } },
      '/api/auth/signin': { post: { operationId: 'SignInHttpController_signIn', summary: 'Kept', responses: {} } },
    },
    components: {
      schemas: {
        Consignment: { type: 'object', properties: {} },
        Order: { type: 'object', properties: { consignment: { allOf: [{ $ref: '#/components/schemas/Consignment' }], nullable: true } } },
        CreateOrderRequestDto: {
          type: 'object',
          properties: { orderNo: { type: 'string', not: { type: 'null' } } },
          required: ['orderNo'],
        },
      },
    },
  }) as unknown as OpenAPIObject;

describe(conformed.name, () => {
  const result = conformed(document(), new Set(['SignInHttpController_signIn']));
  const schemas = result.components!.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>;

  it("drops @IsDefined's `not: {type: 'null'}`, which OpenAPI 3.0 has no type for, and keeps the property required", () => {
    expect(schemas.CreateOrderRequestDto.properties.orderNo).toEqual({ type: 'string' });
  });

  it("types a nullable reference with the referenced schema's type", () => {
    expect(schemas.Order.properties.consignment).toMatchObject({ type: 'object', nullable: true });
  });

  it('declares the path parameters the template names', () => {
    expect(result.paths['/api/order/customer/{custId}'].get!.parameters).toEqual([
      { name: 'custId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it("names each operation from its use case, keeping a summary it has, and clears a public route's security", () => {
    expect(result.paths['/api/order/customer/{custId}'].get!.summary).toBe('List orders');
    expect(result.paths['/api/contact/{id}'].delete!.summary).toBe('Contact: delete');
    expect(result.paths['/api/auth/signin'].post).toMatchObject({ summary: 'Kept', security: [] });
    expect(result.paths['/api/contact/{id}'].delete!.security).toBeUndefined();
  });

  it('leaves the document it was given unchanged', () => {
    expect(conformed(document(), new Set())).not.toEqual(document());
    const given = document();
    conformed(given, new Set());
    expect(given).toEqual(document());
  });
});
