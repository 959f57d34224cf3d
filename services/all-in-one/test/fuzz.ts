/**
 * Hostile requests generated from the portal's own OpenAPI document: every operation, its documented body
 * made valid-ish from the schema and then broken (wrong types, bounds, unicode, NUL, lone surrogates, deep
 * nesting, key floods, huge numbers, __proto__, wrong content types, empty and oversized bodies), its path
 * and query parameters likewise. Seeded, so a failure replays with the same FUZZ_SEED.
 */

export interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
}

export interface Operation {
  method: string;
  /** OpenAPI template, e.g. /api/order/{orderNo}. */
  path: string;
  body?: Schema;
  query: string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** What was done to it, for the failure report. */
  mutation: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> }; parameters?: { name: string; in: string }[] }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

/** mulberry32: small, fast and good enough to spread choices; the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      operations.push({ method: method.toUpperCase(), path, body, query });
    }
  }
  return operations;
}

const HOSTILE_VALUES: unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '😀'.repeat(50),
  'Ωåäö ÅÄÖ ß',
  'x'.repeat(5_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}',
  '2026-13-45T25:61:00+99:00',
  'NaN',
  '-1',
  -1,
  0,
  -0,
  1.5,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e15,
  true,
  false,
  null,
  [],
  [null],
  {},
  { $gt: '' },
  Array.from({ length: 200 }, (_, i) => i),
];

/** Raw JSON fragments JSON.stringify cannot produce. */
const RAW_NUMBERS = ['1e308', '-1e308', '1e400', '123456789012345678901234567890', '0.0000000000000000000001', '-0.0'];

const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '-1',
  '0',
  '99999999999999999999',
  '%F0%9F%98%80',
  '1e308',
  "'",
  '%22',
  '%ED%A0%80',
  '%25',
  'null',
  'undefined',
  '__proto__',
  '1001',
  '999',
  '1',
  'ABCDEFGHIJKLMNOP',
];

const HOSTILE_QUERY: [string, string][] = [
  ['range', '[0,1000000000]'],
  ['range', '[-5,-1]'],
  ['range', 'not-json'],
  ['range', '[0,"x"]'],
  ['sort', '["__proto__","ASC"]'],
  ['sort', '["id; DROP TABLE x","DESC"]'],
  ['sort', '[1,2,3]'],
  ['filter', '{"q":{"$gt":""}}'],
  ['filter', '{"__proto__":{"admin":true}}'],
  ['filter', '{"q":"\\u0000"}'],
  ['filter', '['.repeat(200)],
  ['from', '2026-02-30'],
  ['to', '99999-01-01'],
  ['booked', '2'],
  ['temp', 'yes'],
  ['checked', '-1'],
  ['format', 'EXE'],
  ['language', 'xx'],
  ['custId', '%00'],
  ['filePath', '../../etc/passwd'],
  ['page', '1e308'],
];

export class Fuzzer {
  private readonly schemas: Record<string, Schema>;
  readonly operations: Operation[];

  constructor(
    document: OpenApiDocument,
    private readonly random: () => number,
  ) {
    this.schemas = document.components?.schemas ?? {};
    this.operations = operationsOf(document);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private resolve(schema: Schema | undefined): Schema | undefined {
    let current = schema;
    for (let hops = 0; current?.$ref && hops < 10; hops++) current = this.schemas[current.$ref.split('/').pop()!];
    return current;
  }

  /** A value the schema would accept, as far as a schema can say. */
  example(schema: Schema | undefined, depth = 0): unknown {
    const s = this.resolve(schema);
    if (!s || depth > 6) return null;
    if (s.enum?.length) return this.pick(s.enum);
    if (s.properties || s.type === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || this.chance(0.6)) out[key] = this.example(property, depth + 1);
      }
      return out;
    }
    switch (s.type) {
      case 'array':
        return Array.from({ length: 1 + Math.floor(this.random() * 2) }, () => this.example(s.items, depth + 1));
      case 'integer':
        return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 100, 1 + Math.floor(this.random() * 100)));
      case 'number':
        return Math.max(s.minimum ?? 0.5, Math.min(s.maximum ?? 100, Math.round(this.random() * 10_000) / 100));
      case 'boolean':
        return this.chance(0.5);
      default:
        if (s.format === 'email') return 'anna@example.se';
        if (s.format === 'date-time' || s.format === 'date') return '2026-12-01T10:00:00+01:00';
        return 'Frakt'.padEnd(Math.max(1, s.minLength ?? 1), 'x').slice(0, s.maxLength ?? 40);
    }
  }

  /** Replaces one value somewhere inside `value` with a hostile one (or adds a key that is not in the schema). */
  private corrupt(value: unknown, depth = 0): unknown {
    if (depth > 5 || value === null || typeof value !== 'object' || this.chance(0.25)) return this.pick(HOSTILE_VALUES);
    if (Array.isArray(value)) {
      if (!value.length) return [this.pick(HOSTILE_VALUES)];
      const copy = [...value];
      const at = Math.floor(this.random() * copy.length);
      copy[at] = this.corrupt(copy[at], depth + 1);
      return copy;
    }
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (!keys.length || this.chance(0.15))
      copy[this.pick(['unknownField', 'customerId', 'admin', 'id', 'ñ', ''])] = this.pick(HOSTILE_VALUES);
    else {
      const key = this.pick(keys);
      copy[key] = this.chance(0.1) ? undefined : this.corrupt(copy[key], depth + 1);
    }
    return copy;
  }

  private fillPath(template: string, hostile: boolean): string {
    return template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (hostile) return this.pick(HOSTILE_SEGMENTS);
      if (/cust/i.test(name)) return this.pick(['1001', '1002', '1', '999']);
      if (name === 'carrierCode') return this.pick(['131', '116', '4', '225']);
      if (name === 'flag') return this.pick(['sender', 'receiver', 'consumer', 'locked']);
      return this.pick(['1', '42', 'ABCDEFGHIJKLMNOP', '00000000-0000-0000-0000-000000000000', 'PN_PARCEL']);
    });
  }

  /** One request for one operation, broken in one or two ways. */
  request(operation: Operation): FuzzRequest {
    const mutations: string[] = [];
    let path = this.fillPath(operation.path, this.chance(0.25));
    if (path !== operation.path.replace(/\{\w+\}/g, '')) mutations.push(`path ${path}`);
    const query: string[] = [];
    for (const name of operation.query)
      if (this.chance(0.5)) query.push(`${name}=${encodeURIComponent(String(this.example({ type: 'string' })))}`);
    if (this.chance(0.35)) {
      const [name, value] = this.pick(HOSTILE_QUERY);
      query.push(`${name}=${encodeURIComponent(value)}`);
      mutations.push(`query ${name}=${value}`);
    }
    if (query.length) path += `?${query.join('&')}`;

    const headers: Record<string, string> = { 'accept-language': this.pick(['sv', 'en', 'sv-SE,en;q=0.5', 'xx', '*']) };
    let body: string | Uint8Array | undefined;
    const sendsBody = operation.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(operation.method);
    if (sendsBody) {
      const base = operation.body ? this.example(operation.body) : {};
      const kind = this.random();
      headers['content-type'] = 'application/json';
      if (kind < 0.45) {
        body = JSON.stringify(this.corrupt(base));
        mutations.push('value');
      } else if (kind < 0.55) {
        body = JSON.stringify(base).replace(/^\{/, `{"x":${this.pick(RAW_NUMBERS)},`);
        if (body === JSON.stringify(base)) body = this.pick(RAW_NUMBERS);
        mutations.push('raw number');
      } else if (kind < 0.6) {
        const depth = this.pick([40, 500, 3_000]);
        body = `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
        mutations.push(`nesting ${depth}`);
      } else if (kind < 0.65) {
        const keys = this.pick([300, 6_000, 50_000]);
        body = `{${Array.from({ length: keys }, (_, i) => `"k${i}":${i}`).join(',')}}`;
        mutations.push(`key flood ${keys}`);
      } else if (kind < 0.7) {
        body = JSON.stringify(base).replace(/^\{/, this.pick(['{"__proto__":{"admin":true},', '{"constructor":{"prototype":{"x":1}},']));
        mutations.push('prototype');
      } else if (kind < 0.76) {
        headers['content-type'] = this.pick([
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=zz',
          'application/json; charset=latin1',
          'image/png',
        ]);
        body = this.pick([
          '<a>1</a>',
          'a=1&b=2',
          '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.exe"\r\n\r\nMZ\r\n--zz--\r\n',
          JSON.stringify(base),
        ]);
        mutations.push(`content-type ${headers['content-type']}`);
      } else if (kind < 0.8) {
        body = this.pick(['', ' ', '{', 'null', '[]', '"x"', '{"a":1}}', '\u0000']);
        mutations.push(`body ${JSON.stringify(body)}`);
      } else if (kind < 0.82) {
        body = `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`;
        mutations.push('oversized');
      } else {
        body = JSON.stringify(base);
      }
    }
    return { method: operation.method, url: path, headers, body, mutation: mutations.join('; ') || 'none' };
  }
}
