import { DomainError } from '@freight/kernel';
import { canonicalJson, parseIdempotencyKey, requestFingerprint, RequestToFingerprint } from './idempotency-key';

describe(parseIdempotencyKey.name, () => {
  it('reads no header as no key', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
  });

  it.each<[string, string]>([
    ['one character', 'a'],
    ['a UUID', '5f1c1a8e-2b36-4f0e-9d6c-0c9f1f1d2a11'],
    ['spaces and punctuation', 'with space and ~!@#$%^&*()'],
    ['255 characters', 'x'.repeat(255)],
  ])('accepts %s', (_name, key) => {
    expect(parseIdempotencyKey(key)).toBe(key);
  });

  it.each<[string, string | string[]]>([
    ['an empty key', ''],
    ['a key of 256 characters', 'x'.repeat(256)],
    ['a key with a non-ASCII letter', 'nyckel-å'],
    ['a key with a control character', 'a\tb'],
    ['a key with DEL', 'a\x7fb'],
    ['a repeated header', ['a', 'b']],
  ])('refuses %s with a 400 catalogue error', (_name, raw) => {
    let thrown: unknown;
    try {
      parseIdempotencyKey(raw);
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ kind: 'invalid', code: 'IDEMPOTENCY.KEY_INVALID', reason: 'IDEMPOTENCY.KEY_INVALID' });
  });
});

describe(canonicalJson.name, () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('writes the same text for bodies that differ only in key order', () => {
    const one = JSON.parse('{"consignmentIds":["a","b"],"pickup":{"date":"2024-11-05","time":"10:00"},"insured":true}');
    const other = JSON.parse('{"insured":true,"pickup":{"time":"10:00","date":"2024-11-05"},"consignmentIds":["a","b"]}');

    expect(canonicalJson(one)).toBe(canonicalJson(other));
  });

  it('drops undefined fields as JSON does and writes them as null inside arrays', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, 1] })).toBe('{"b":[null,1]}');
  });

  it('keeps a __proto__ field as data', () => {
    expect(canonicalJson(JSON.parse('{"__proto__":{"x":1},"a":1}'))).toBe('{"__proto__":{"x":1},"a":1}');
  });

  it('writes dates through their JSON form', () => {
    expect(canonicalJson({ at: new Date('2024-11-05T10:00:00Z') })).toBe('{"at":"2024-11-05T10:00:00.000Z"}');
  });

  it('writes no value as null', () => {
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe(requestFingerprint.name, () => {
  const base = {
    method: 'PUT',
    path: '/api/order/book/',
    query: {},
    body: { orderNos: ['A1', 'A2'], pickup: { date: '2024-11-05', time: '10:00' } },
  };

  it('is a SHA-256 hex digest', () => {
    expect(requestFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same when only the key order of the body differs', () => {
    const reordered = { pickup: { time: '10:00', date: '2024-11-05' }, orderNos: ['A1', 'A2'] };

    expect(requestFingerprint({ ...base, body: reordered })).toBe(requestFingerprint(base));
  });

  it('is the same with or without the trailing slash, and for a lower-case method', () => {
    expect(requestFingerprint({ ...base, path: '/api/order/book' })).toBe(requestFingerprint(base));
    expect(requestFingerprint({ ...base, method: 'put' })).toBe(requestFingerprint(base));
  });

  it.each<[string, Partial<RequestToFingerprint>]>([
    ['another value', { body: { orderNos: ['A1', 'A3'], pickup: { date: '2024-11-05', time: '10:00' } } }],
    ['another array order', { body: { orderNos: ['A2', 'A1'], pickup: { date: '2024-11-05', time: '10:00' } } }],
    ['an extra field', { body: { ...base.body, insured: false } }],
    ['a number as a string', { body: { orderNos: ['A1', 'A2'], pickup: { date: '2024-11-05', time: '10:00' }, count: '1' } }],
    ['another path', { path: '/api/consignment/book/' }],
    ['another method', { method: 'POST' }],
    ['another query', { query: { dryRun: '1' } }],
    ['no body', { body: undefined }],
  ])('differs for %s', (_name, change) => {
    expect(requestFingerprint({ ...base, ...change })).not.toBe(requestFingerprint(base));
  });

  it('tells a string body from the same text as JSON', () => {
    expect(requestFingerprint({ ...base, body: '{"a":1}' })).not.toBe(requestFingerprint({ ...base, body: { a: 1 } }));
  });
});
