import { ANNA } from '@freight/testing';
import { NO_BODY_EXTENSION } from '@freight/runtime';
import type { OpenAPIObject } from '@nestjs/swagger';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { PLAIN_CONSIGNMENT, useDemoPortal } from './portal';

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  nullable?: boolean;
  enum?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
}
type Content = Record<string, { schema?: Schema }>;
interface Operation {
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
  [NO_BODY_EXTENSION]?: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The first line where the committed file and the one the server's document gives differ, for a short failure message. */
function firstDifference(committed: string, generated: string): string | undefined {
  const [a, b] = [committed.split('\n'), generated.split('\n')];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i])
      return `console/src/api/schema.gen.ts line ${i + 1}: committed ${JSON.stringify(a[i])}, the server's ${JSON.stringify(b[i])}`;
  }
  return undefined;
}
const WITH_BODY = ['post', 'put', 'patch'];

/**
 * The OpenAPI document at /api/docs-json: every request and answer body is documented (a POST/PUT/PATCH
 * without a body says so with @ApiNoBody()), and real answers match their documented schemas key for key
 * and type for type, so the documentation cannot drift from what the mappers build.
 */
describe('Embedded portal: the OpenAPI document', () => {
  const fx = useDemoPortal();
  let doc: OpenAPIObject;

  beforeAll(async () => {
    doc = (await fx.portal.http.get('/api/docs-json').expect(200)).body as OpenAPIObject;
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method, op })),
    );

  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? resolve((doc.components?.schemas as Record<string, Schema>)[schema.$ref.replace('#/components/schemas/', '')]) : schema;

  /** An allOf as one object schema (its parts' properties and required keys together). */
  const merged = (schema: Schema): Schema => {
    if (!schema.allOf) return schema;
    const parts = schema.allOf.map((part) => merged(resolve(part)!));
    const properties = Object.assign({}, schema.properties, ...parts.map((p) => p.properties ?? {})) as Record<string, Schema>;
    const required = [...(schema.required ?? []), ...parts.flatMap((p) => p.required ?? [])];
    return Object.keys(properties).length
      ? { type: 'object', properties, required, nullable: schema.nullable }
      : { ...parts[0], nullable: schema.nullable };
  };

  /** Where a real answer departs from its schema: an undocumented or missing key, a wrong type, a value outside its enum. */
  const departures = (schema: Schema | undefined, value: unknown, at = '$'): string[] => {
    const found = resolve(schema);
    if (!found) return [`${at}: no schema`];
    const s = merged(found);
    if (value === null) return s.nullable || s.enum?.includes(null) ? [] : [`${at}: null, not documented as nullable`];
    if (s.oneOf) return s.oneOf.some((option) => departures(option, value, at).length === 0) ? [] : [`${at}: matches none of its oneOf`];
    if (s.enum && !s.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} is outside its enum`];
    if (s.type === 'array')
      return Array.isArray(value) ? value.flatMap((item, i) => departures(s.items, item, `${at}[${i}]`)) : [`${at}: not an array`];
    if (s.type === 'object' || s.properties) {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
      const record = value as Record<string, unknown>;
      const properties = s.properties ?? {};
      const undocumented = s.additionalProperties
        ? []
        : Object.keys(record)
            .filter((key) => !(key in properties))
            .map((key) => `${at}.${key}: not documented`);
      const missing = (s.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key}: documented as required, missing`);
      const inner = Object.keys(properties)
        .filter((key) => key in record)
        .flatMap((key) => departures(properties[key], record[key], `${at}.${key}`));
      return [...undocumented, ...missing, ...inner];
    }
    const typeOk: Record<string, (v: unknown) => boolean> = {
      string: (v) => typeof v === 'string',
      integer: (v) => Number.isInteger(v),
      number: (v) => typeof v === 'number',
      boolean: (v) => typeof v === 'boolean',
    };
    return s.type && typeOk[s.type] && !typeOk[s.type](value) ? [`${at}: ${JSON.stringify(value)} is not ${s.type}`] : [];
  };

  const answerSchema = (method: string, path: string, status: number) => {
    const op = (doc.paths[path] as Record<string, Operation> | undefined)?.[method];
    return op?.responses?.[String(status)]?.content?.['application/json']?.schema;
  };

  /** The answer's departures from the schema its route documents for that status (none expected). */
  const expectDocumented = (method: string, path: string, res: { status: number; body: unknown }) => {
    const schema = answerSchema(method, path, res.status);
    expect(schema).toBeDefined();
    expect(departures(schema, res.body)).toEqual([]);
  };

  it('documents a request body for every POST, PUT and PATCH not declared bodyless', () => {
    const missing = operations()
      .filter(({ method, op }) => WITH_BODY.includes(method) && !op.requestBody && op[NO_BODY_EXTENSION] !== true)
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('declares no route bodyless that documents a body', () => {
    expect(operations().filter(({ op }) => op.requestBody && op[NO_BODY_EXTENSION] === true)).toEqual([]);
  });

  it('documents what every 2xx answer carries (a 204 carries nothing)', () => {
    const undocumented = operations()
      .filter(({ op }) => {
        const success = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        // Every 2xx listed carries its content: a default 201 left beside a documented 200 would be a lie too.
        const described = success.filter(
          ([status, response]) => status === '204' || Object.values(response.content ?? {}).some((c) => c.schema),
        );
        return success.length === 0 || described.length !== success.length;
      })
      .map(({ name, op }) => `${name} (${Object.keys(op.responses ?? {}).join(', ')})`);
    expect(undocumented).toEqual([]);
  });

  it('points every $ref at a schema the document holds', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect([...new Set(refs)].filter((name) => !doc.components?.schemas?.[name])).toEqual([]);
  });

  it("is what the console's generated API types were made from (else: npm run api-types, and commit the file)", () => {
    const root = resolvePath(__dirname, '../../..');
    const dir = mkdtempSync(join(tmpdir(), 'frakt-openapi-'));
    try {
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
      // The generator's own conversion (scripts/api-types.mjs), fed this portal's document instead of booting one.
      const generated = execFileSync(process.execPath, ['scripts/api-types.mjs', '--from', join(dir, 'openapi.json'), '--stdout'], {
        cwd: root,
        encoding: 'utf8',
      });
      const committed = readFileSync(join(root, 'console/src/api/schema.gen.ts'), 'utf8');
      expect(firstDifference(committed, generated)).toBeUndefined();
      expect(generated).toContain('export interface components');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('catches an answer that departs from its schema', () => {
    const customer = { $ref: '#/components/schemas/Customer' };
    expect(departures(customer, { id: 1 }).length).toBeGreaterThan(1);
    expect(departures({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }, { id: 'x', extra: 1 })).toEqual([
      '$.extra: not documented',
      '$.id: "x" is not integer',
    ]);
  });

  describe('matches real answers', () => {
    it('sign-in, the customer and health', async () => {
      expectDocumented(
        'post',
        '/api/auth/signin',
        await fx.portal.http.post('/api/auth/signin').send({ username: ANNA.username, password: ANNA.password }),
      );
      expectDocumented('get', '/api/customer/{id}', await fx.call('anna', 'get', `/customer/${ANNA.customerId}`));
      expectDocumented('get', '/api/health', await fx.portal.http.get('/api/health'));
    });

    it('a product, its price, a consignment, an order and its booking', async () => {
      expectDocumented('get', '/api/freightservice/{templateName}', await fx.call('anna', 'get', '/freightservice/PN_PARCEL'));
      const priced = await fx.call('anna', 'post', '/consignment/price/', [PLAIN_CONSIGNMENT]);
      expect(priced.body).toHaveLength(1);
      expectDocumented('post', '/api/consignment/price', priced);
      expectDocumented('get', '/api/consignment/template', await fx.call('anna', 'get', '/consignment/template'));

      const saved = await fx.call('anna', 'post', '/consignment/', PLAIN_CONSIGNMENT);
      expectDocumented('post', '/api/consignment', saved);
      const order = await fx.call('anna', 'post', '/order/', { consignmentId: saved.body.consignments[0].consignmentId });
      expectDocumented('post', '/api/order', order);
      expectDocumented('get', '/api/order/{orderNo}', await fx.call('anna', 'get', `/order/${order.body.orderNo}`));
      const booking = await fx.call('anna', 'put', '/order/book/', { orderNos: [order.body.orderNo] });
      expect(booking.body.booked).toBe(1);
      expectDocumented('put', '/api/order/book', booking);
      const list = await fx.call('anna', 'get', `/order/customer/${ANNA.customerId}?booked=1`);
      expect(list.body.length).toBeGreaterThan(0);
      expectDocumented('get', '/api/order/customer/{custId}', list);
    });

    it('a contact and the address book', async () => {
      const created = await fx.call('anna', 'post', '/contact', {
        company: 'Dokumenterad AB',
        address1: 'Gatan 1',
        postcode: '11157',
        city: 'Stockholm',
      });
      expectDocumented('post', '/api/contact', created);
      const book = await fx.call('anna', 'get', `/contact/customer/${ANNA.customerId}`);
      expect(book.body.length).toBeGreaterThan(0);
      expectDocumented('get', '/api/contact/customer/{custId}', book);
    });

    it('a package favourite and the postcode lookup', async () => {
      const saved = await fx.call('anna', 'post', '/packagefavourite', { name: 'Dokumenterad pall', packageType: 'pallet', weight: 200 });
      expectDocumented('post', '/api/packagefavourite', saved);
      expectDocumented(
        'get',
        '/api/packagefavourite/customer/{custId}',
        await fx.call('anna', 'get', `/packagefavourite/customer/${ANNA.customerId}`),
      );
      expectDocumented('delete', '/api/packagefavourite/{id}', await fx.call('anna', 'delete', `/packagefavourite/${saved.body.id}`));
      expectDocumented('get', '/api/postcode/{countryCode}/{postcode}', await fx.call('anna', 'get', '/postcode/SE/11157'));
    });

    it("billing's balance and pay-later terms, the home content", async () => {
      expectDocumented(
        'get',
        '/api/bill/balance/customer/{custId}',
        await fx.call('anna', 'get', `/bill/balance/customer/${ANNA.customerId}`),
      );
      expectDocumented('get', '/api/bill/paylater/terms', await fx.call('anna', 'get', '/bill/paylater/terms'));
      const home = await fx.portal.http.get('/api/content/home');
      expect(home.body.length).toBeGreaterThan(0);
      expectDocumented('get', '/api/content/home', home);
    });
  });
});
