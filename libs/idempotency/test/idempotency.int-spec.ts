import { Body, Controller, HttpCode, Module, Post, Put } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, eventually, TestDatabase, testConfig } from '@freight/testing';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { sign } from 'jsonwebtoken';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import {
  AppConfig,
  createHttpApp,
  createLogger,
  createServiceDataSource,
  CurrentPrincipal,
  DatabaseModule,
  DomainError,
  JWT_ALGORITHM,
  JwtKeyStore,
  KernelModule,
  Principal,
} from '@freight/kernel';
import {
  answersAlong,
  answerToStore,
  Idempotent,
  IDEMPOTENCY_KEYS_IN_FLIGHT_SQL,
  IDEMPOTENCY_LEASE_RENEW_MS,
  IdempotencyEntity,
  idempotencyMigrations,
  IdempotencyStore,
  requestFingerprint,
} from '../src';

const SCHEMA = 'idem_test';

/** What the test controller does next; each test sets what it needs. */
const behaviour = { delayMs: 0, failures: 0 };
/** One entry per handler run: the ref of the body it ran for. */
const runs: string[] = [];
let sequence = 0;
const runsOf = (ref: string) => runs.filter((r) => r === ref).length;
let atomicDataSource: DataSource | undefined;

class BookRequest {
  @IsString() @MaxLength(40) ref!: string;
  @IsOptional() @IsBoolean() missing?: boolean;
  @IsOptional() @IsString() note?: string;
  @IsOptional() @IsBoolean() apply?: boolean;
}

@Controller('idem')
class IdempotentTestController {
  @Put('book')
  @HttpCode(200)
  @Idempotent()
  async book(@CurrentPrincipal() principal: Principal, @Body() body: BookRequest) {
    runs.push(body.ref);
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    if (behaviour.failures > 0) {
      behaviour.failures -= 1;
      throw new Error('the carrier timed out');
    }
    if (body.missing) throw DomainError.notFound('ORDER.NOT_FOUND');
    // Key order a jsonb column would not keep, and a fresh number per run, so a replay is told from a rerun.
    return { zeta: 1, ref: body.ref, bookingNo: `B${++sequence}`, customerId: principal.customerId, alpha: [3, 1, 2] };
  }

  /** A slow endpoint: its runs may take ten minutes before a retry counts them as dead. */
  @Put('slow-book')
  @HttpCode(200)
  @Idempotent({ lockTimeoutSeconds: 600 })
  slowBook(@Body() body: BookRequest) {
    runs.push(body.ref);
    return { ref: body.ref, bookingNo: `B${++sequence}` };
  }

  /**
   * Stores its answer in its own statement when `apply`, as booking does: `stored` is what the statement
   * stores, which a real handler keeps equal to what it returns; here they differ, to show whose answer
   * a replay gets.
   */
  @Put('atomic')
  @HttpCode(200)
  @Idempotent()
  async atomic(@Body() body: BookRequest) {
    runs.push(body.ref);
    const stored = { ref: body.ref, by: "the handler's statement" };
    const answer = answerToStore(200, stored);
    const along = answersAlong([answer], 2, 'applied');
    const ctes = ['applied AS (SELECT 1 AS n WHERE $1::boolean)', ...(along ? [along.cte] : [])];
    const [{ n }] = await atomicDataSource!.query(`WITH ${ctes.join(', ')} SELECT count(*)::int AS n FROM applied`, [
      body.apply === true,
      ...(along?.params ?? []),
    ]);
    if (n === 1) answer?.stored();
    return { ref: body.ref, by: "the handler's return", along: along !== undefined };
  }

  @Post('notes')
  @Idempotent()
  note(@Body() body: BookRequest) {
    runs.push(body.ref);
    return { ref: body.ref, noteNo: ++sequence };
  }
}

describe('@Idempotent() against the real database', () => {
  let database: TestDatabase;
  let config: AppConfig;
  let app: NestFastifyApplication;
  let db: Client;
  let store: IdempotencyStore;
  let keys: JwtKeyStore;
  const logger = createLogger('silent', 'idempotency-test');
  const tokens: Record<number, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase('frakt_idem');
    config = testConfig({ DATABASE_URL: database.url });
    keys = JwtKeyStore.load(config.jwt.keyDir!);
    const service = DatabaseModule.forService({ schema: SCHEMA, entities: [IdempotencyEntity], migrations: idempotencyMigrations });

    @Module({ imports: [service], controllers: [IdempotentTestController], providers: [IdempotencyStore] })
    class TestServiceModule {}

    @Module({ imports: [KernelModule.forRoot({ config, logger, keys }), TestServiceModule] })
    class TestRootModule {}

    app = await createHttpApp(TestRootModule, { logger });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    store = app.get(IdempotencyStore, { strict: false });
    atomicDataSource = app.get(DataSource, { strict: false });

    const { kid, key } = keys.signingKey();
    for (const [userId, customerId] of [
      [1, 1001],
      [2, 1002],
    ]) {
      tokens[customerId] = sign({ sub: String(userId), cid: customerId, lvl: 2 }, key, {
        algorithm: JWT_ALGORITHM,
        keyid: kid,
        issuer: config.jwt.issuer,
        audience: config.jwt.audience,
        expiresIn: 900,
      });
    }
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await database?.drop();
  });

  beforeEach(() => {
    behaviour.delayMs = 0;
    behaviour.failures = 0;
  });

  interface Call {
    key?: string;
    body?: unknown;
    customerId?: number;
    method?: 'PUT' | 'POST';
    url?: string;
    language?: string;
  }
  const call = ({ key, body, customerId = 1001, method = 'PUT', url = '/api/idem/book/', language }: Call) =>
    app.inject({
      method,
      url,
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[customerId]}`,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
        ...(language ? { 'accept-language': language } : {}),
      },
    });
  const row = async (key: string, customerId = 1001) => {
    const rows = await db.query(`SELECT * FROM ${SCHEMA}.idempotency_keys WHERE customer_id = $1 AND key = $2`, [customerId, key]);
    return rows.rows[0];
  };
  let unique = 0;
  const fresh = (name: string) => `${name}-${++unique}-${Date.now()}`;

  it('runs a keyless call every time', async () => {
    const ref = fresh('nokey');

    const first = await call({ body: { ref } });
    const second = await call({ body: { ref } });

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().bookingNo).not.toBe(second.json().bookingNo);
    expect(runsOf(ref)).toBe(2);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays the stored answer to a retry, byte for byte, without running the handler again', async () => {
    const key = fresh('retry');
    const ref = fresh('r');

    const first = await call({ key, body: { ref, note: 'x' } });
    // Same request, keys in another order and spaced differently.
    const retry = await app.inject({
      method: 'PUT',
      url: '/api/idem/book',
      payload: `{ "note": "x",  "ref": "${ref}" }`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[1001]}`, 'idempotency-key': key },
    });

    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.body).toBe(first.body);
    expect(retry.body.indexOf('"zeta"')).toBeLessThan(retry.body.indexOf('"alpha"'));
    expect(runsOf(ref)).toBe(1);
    expect(await row(key)).toMatchObject({ status: 'complete', response_status: 200, scope: 'PUT /api/idem/book' });
  });

  describe("an answer stored by the handler's own statement (answerToStore, answersAlong)", () => {
    it('is the answer a retry replays, and the interceptor writes no other', async () => {
      const key = fresh('along');
      const ref = fresh('a');
      const first = await call({ key, body: { ref, apply: true }, url: '/api/idem/atomic' });
      expect(first.json()).toEqual({ ref, by: "the handler's return", along: true });
      const retry = await call({ key, body: { ref, apply: true }, url: '/api/idem/atomic' });
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual({ ref, by: "the handler's statement" });
      expect(runsOf(ref)).toBe(1);
      expect(await row(key)).toMatchObject({ status: 'complete', response_status: 200 });
    });

    it("is not stored when the statement's write did not apply: the interceptor stores the return", async () => {
      const key = fresh('along-not');
      const ref = fresh('a');
      await call({ key, body: { ref, apply: false }, url: '/api/idem/atomic' });
      const retry = await call({ key, body: { ref, apply: false }, url: '/api/idem/atomic' });
      expect(retry.json()).toEqual({ ref, by: "the handler's return", along: true });
      expect(runsOf(ref)).toBe(1);
    });

    it('is nothing without a key', async () => {
      const ref = fresh('a');
      expect((await call({ body: { ref, apply: true }, url: '/api/idem/atomic' })).json()).toEqual({
        ref,
        by: "the handler's return",
        along: false,
      });
    });
  });

  it('replays the status the endpoint answered with, not a default one', async () => {
    const key = fresh('created');
    const ref = fresh('n');

    const first = await call({ key, body: { ref }, method: 'POST', url: '/api/idem/notes' });
    const retry = await call({ key, body: { ref }, method: 'POST', url: '/api/idem/notes' });

    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(runsOf(ref)).toBe(1);
  });

  it('keeps the same key on another endpoint apart', async () => {
    const key = fresh('endpoints');
    const ref = fresh('e');

    await call({ key, body: { ref } }).then((r) => expect(r.statusCode).toBe(200));
    const other = await call({ key, body: { ref }, method: 'POST', url: '/api/idem/notes' });

    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(runsOf(ref)).toBe(2);
  });

  it('refuses the same key with another body with 422, in the caller language', async () => {
    const key = fresh('mismatch');
    const ref = fresh('m');
    await call({ key, body: { ref } });

    const sv = await call({ key, body: { ref, note: 'changed' } });
    const en = await call({ key, body: { ref: fresh('other') }, language: 'en' });

    expect(sv.statusCode).toBe(422);
    expect(sv.json()).toEqual({
      statusCode: 422,
      code: 'IDEMPOTENCY.KEY_REUSED',
      message: 'Idempotency-Key används redan för en annan begäran',
    });
    expect(en.json()).toEqual({
      statusCode: 422,
      code: 'IDEMPOTENCY.KEY_REUSED',
      message: 'Idempotency-Key was already used with a different request',
    });
    expect(runsOf(ref)).toBe(1);
  });

  it('answers a retry during the first run with 409 and Retry-After, and runs the handler once', async () => {
    const key = fresh('concurrent');
    const ref = fresh('c');
    behaviour.delayMs = 400;

    const responses = await Promise.all([call({ key, body: { ref } }), call({ key, body: { ref }, language: 'en' })]);

    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const busy = responses.find((r) => r.statusCode === 409)!;
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY.IN_PROGRESS' });
    expect(runsOf(ref)).toBe(1);
  });

  it('lets exactly one of many concurrent first uses of a key acquire it', async () => {
    const claim = { customerId: 1001, scope: 'PUT /race', key: fresh('race'), requestHash: 'h' };

    const outcomes = await Promise.all(Array.from({ length: 12 }, () => store.begin(claim)));

    expect(outcomes.filter((o) => o.outcome === 'acquired')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'in_flight')).toHaveLength(11);
  });

  it('releases the key when the handler fails unexpectedly, so a retry runs', async () => {
    const key = fresh('fails');
    const ref = fresh('f');
    behaviour.failures = 1;

    const failed = await call({ key, body: { ref } });
    expect(failed.statusCode).toBe(500);
    expect(await row(key)).toBeUndefined();

    const retry = await call({ key, body: { ref } });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(runsOf(ref)).toBe(2);
  });

  it('replays a not-found DomainError with its status and body', async () => {
    const key = fresh('missing');
    const ref = fresh('nf');

    const first = await call({ key, body: { ref, missing: true }, language: 'en' });
    // The stored answer is replayed as it was, whatever language the retry asks for.
    const retry = await call({ key, body: { ref, missing: true } });

    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ statusCode: 404, code: 'ORDER.NOT_FOUND', message: 'Not found' });
    expect(retry.statusCode).toBe(404);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(runsOf(ref)).toBe(1);
  });

  it('replays a validation failure of the body', async () => {
    const key = fresh('invalid');
    const body = { ref: 'x'.repeat(41) };

    const first = await call({ key, body });
    const retry = await call({ key, body });

    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'VALIDATION.FORM', errors: [{ field: 'ref', code: 'VALIDATION.TOO_LONG' }] });
    expect(retry.statusCode).toBe(400);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
  });

  it('treats a key older than 24 hours as new', async () => {
    const key = fresh('expired');
    const ref = fresh('x');
    const first = await call({ key, body: { ref } });
    await db.query(`UPDATE ${SCHEMA}.idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE key = $1`, [key]);

    const again = await call({ key, body: { ref } });

    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().bookingNo).not.toBe(first.json().bookingNo);
    expect(runsOf(ref)).toBe(2);
    expect((await row(key)).created_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the same key of another customer apart', async () => {
    const key = fresh('shared');
    const ref = fresh('s');

    const anna = await call({ key, body: { ref } });
    const bertil = await call({ key, body: { ref }, customerId: 1002 });
    const annaAgain = await call({ key, body: { ref } });

    expect(bertil.statusCode).toBe(200);
    expect(bertil.headers['idempotent-replayed']).toBeUndefined();
    expect(bertil.json()).toMatchObject({ customerId: 1002 });
    expect(bertil.json().bookingNo).not.toBe(anna.json().bookingNo);
    expect(annaAgain.body).toBe(anna.body);
    expect(runsOf(ref)).toBe(2);
  });

  it('takes over a key whose run went silent past the lock timeout, and the late run cannot overwrite the answer', async () => {
    const key = fresh('stale');
    const ref = fresh('st');
    behaviour.delayMs = 600;
    const late = call({ key, body: { ref } });
    await eventually(async () => expect(await row(key)).toMatchObject({ status: 'in_flight' }), 5_000, 20);
    await db.query(`UPDATE ${SCHEMA}.idempotency_keys SET locked_at = now() - interval '61 seconds' WHERE key = $1`, [key]);

    const takeover = await call({ key, body: { ref } });
    const lateAnswer = await late;
    behaviour.delayMs = 0;
    const retry = await call({ key, body: { ref } });

    expect(takeover.statusCode).toBe(200);
    expect(takeover.headers['idempotent-replayed']).toBeUndefined();
    expect(lateAnswer.statusCode).toBe(200);
    expect(runsOf(ref)).toBe(2);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(takeover.body);
    expect(retry.body).not.toBe(lateAnswer.body);
  });

  it('takes over a key left in flight by a process that died', async () => {
    const key = fresh('dead');
    const ref = fresh('d');
    await db.query(
      `INSERT INTO ${SCHEMA}.idempotency_keys (customer_id, scope, key, request_hash, status, lock_token, created_at, locked_at)
       VALUES (1001, 'PUT /api/idem/book', $1, 'whatever', 'in_flight', gen_random_uuid(), now() - interval '2 minutes', now() - interval '2 minutes')`,
      [key],
    );

    const response = await call({ key, body: { ref } });

    expect(response.statusCode).toBe(200);
    expect(runsOf(ref)).toBe(1);
    expect(await row(key)).toMatchObject({ status: 'complete', response_status: 200 });
  });

  it('waits out the lock timeout of the endpoint before taking a key over', async () => {
    const key = fresh('patient');
    const ref = fresh('p');
    const body = { ref };
    await db.query(
      `INSERT INTO ${SCHEMA}.idempotency_keys (customer_id, scope, key, request_hash, status, lock_token, created_at, locked_at)
       VALUES (1001, 'PUT /api/idem/slow-book', $1, $2, 'in_flight', gen_random_uuid(), now() - interval '2 minutes', now() - interval '2 minutes')`,
      [key, requestFingerprint({ method: 'PUT', path: '/api/idem/slow-book', query: {}, body })],
    );

    const response = await call({ key, body, url: '/api/idem/slow-book' });

    expect(response.statusCode).toBe(409);
    expect(runsOf(ref)).toBe(0);
  });

  it.each<[string, string]>([
    ['an empty key', ''],
    ['a key of 256 characters', 'k'.repeat(256)],
    ['a key with a non-ASCII letter', 'nyckel-å'],
  ])('refuses %s with 400 and does not run the handler', async (_name, key) => {
    const ref = fresh('bad');

    const response = await call({ key, body: { ref }, language: 'en' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'IDEMPOTENCY.KEY_INVALID',
      message: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
    });
    expect(runsOf(ref)).toBe(0);
  });

  it('purges the keys older than 24 hours and keeps the others', async () => {
    const old = fresh('old');
    const young = fresh('young');
    await call({ key: old, body: { ref: fresh('o') } });
    await call({ key: young, body: { ref: fresh('y') } });
    await db.query(`UPDATE ${SCHEMA}.idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [old]);

    const purged = await store.purgeExpired(new Date());

    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await row(old)).toBeUndefined();
    expect(await row(young)).toBeDefined();
    // Measured from the `now` it is given, not from the clock.
    expect(await store.purgeExpired(new Date(Date.now() - 48 * 3600_000))).toBe(0);
    expect(await row(young)).toBeDefined();
  });

  it('leaves other expired keys to the purge: a first use touches only its own key', async () => {
    const stale = fresh('scope-old');
    await call({ key: stale, body: { ref: fresh('so') } });
    await db.query(`UPDATE ${SCHEMA}.idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [stale]);

    await call({ key: fresh('scope-new'), body: { ref: fresh('sn') } });
    expect(await row(stale)).toBeDefined();

    await store.purgeExpired(new Date());
    expect(await row(stale)).toBeUndefined();
  });
  describe('keys of a process that died (per-process leases)', () => {
    /** Another process of the same service: its own pool and its own store, so its own holder and lease. */
    interface OtherProcess {
      dataSource: DataSource;
      store: IdempotencyStore;
    }
    const others: OtherProcess[] = [];
    const startProcess = async (processConfig: AppConfig = config): Promise<OtherProcess> => {
      const dataSource = createServiceDataSource(processConfig, {
        schema: SCHEMA,
        entities: [IdempotencyEntity],
        migrations: [],
        poolSize: 2,
      });
      await dataSource.initialize();
      const other = { dataSource, store: new IdempotencyStore(dataSource, logger, processConfig) };
      others.push(other);
      return other;
    };
    const lease = async (holder: string) =>
      (await db.query(`SELECT expires_at, expires_at > now() AS live FROM ${SCHEMA}.idempotency_holders WHERE holder = $1`, [holder]))
        .rows[0] as { expires_at: Date; live: boolean } | undefined;
    /** What time does to the lease of a process SIGKILLed: nobody renews it, and it expires. */
    const expire = (holder: string) =>
      db.query(`UPDATE ${SCHEMA}.idempotency_holders SET expires_at = now() - interval '1 second' WHERE holder = $1`, [holder]);
    const bookClaim = (key: string, body: unknown) => ({
      customerId: 1001,
      scope: 'PUT /api/idem/book',
      key,
      requestHash: requestFingerprint({ method: 'PUT', path: '/api/idem/book', query: {}, body }),
    });

    // Only the lease timer is faked: the stores started here renew when a test moves the clock, never behind
    // its back (a renewal between a test's expiry and its retry would revive a "dead" process).
    beforeAll(() => {
      jest.useFakeTimers({
        doNotFake: [
          'Date',
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'setImmediate',
          'clearImmediate',
          'setTimeout',
          'clearTimeout',
        ],
      });
    });

    afterAll(async () => {
      for (const other of others) {
        await other.store.close();
        await other.dataSource.destroy();
      }
      jest.useRealTimers();
    });

    it('keeps a key in flight under a live holder: another process gets in_flight', async () => {
      // A pool that gives up waiting after 2 s: its renewals land at most 5 + 2 s apart, so its lease lasts 7 + 5 s.
      const holding = await startProcess({ ...config, dbTimeouts: { ...config.dbTimeouts, acquireMs: 2_000 } });
      const retrying = await startProcess();
      const claim = { customerId: 1001, scope: 'PUT /lease', key: fresh('live'), requestHash: 'h' };
      const dbNow = async () => (await db.query('SELECT now() AS t')).rows[0].t as Date;

      const before = await dbNow();
      const first = await holding.store.begin(claim);
      const after = await dbNow();
      const second = await retrying.store.begin(claim);

      expect(first.outcome).toBe('acquired');
      expect(second).toEqual({ outcome: 'in_flight' });
      expect(holding.store.holder).not.toBe(retrying.store.holder);
      expect(await row(claim.key)).toMatchObject({ status: 'in_flight', holder: holding.store.holder });
      const { expires_at: expires, live } = (await lease(holding.store.holder))!;
      expect(live).toBe(true);
      expect(expires.getTime()).toBeGreaterThanOrEqual(before.getTime() + 12_000);
      expect(expires.getTime()).toBeLessThanOrEqual(after.getTime() + 12_000);
    });

    it("gives the key of a holder whose lease expired to a retry at once, and refuses the dead run's late answer", async () => {
      const dead = await startProcess();
      const key = fresh('dead-holder');
      const ref = fresh('dh');
      const begun = await dead.store.begin(bookClaim(key, { ref }));
      if (begun.outcome !== 'acquired') throw new Error(`expected to acquire, got ${begun.outcome}`);
      const [{ n: countedAlive }] = await dead.dataSource.query(IDEMPOTENCY_KEYS_IN_FLIGHT_SQL);
      expect((await call({ key, body: { ref }, url: '/api/idem/book' })).statusCode).toBe(409);

      await expire(dead.store.holder);
      const [{ n: countedDead }] = await dead.dataSource.query(IDEMPOTENCY_KEYS_IN_FLIGHT_SQL);
      const retry = await call({ key, body: { ref }, url: '/api/idem/book' });
      const late = await dead.store.complete(begun.lock, 200, { ref, by: 'the dead run' });
      const again = await call({ key, body: { ref }, url: '/api/idem/book' });

      // The lock timeout (60 s) is far off: only the lease let it go.
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(runsOf(ref)).toBe(1);
      expect(late).toBe(false);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(retry.body);
      expect(await row(key)).toMatchObject({ status: 'complete', holder: store.holder });
      // The in-flight gauge counts the keys of live processes only.
      expect(countedDead).toBe(countedAlive - 1);
    });

    it('gives the key of a holder whose connection is gone to a retry at once, its lease unexpired (a process killed outright)', async () => {
      const killed = await startProcess();
      const key = fresh('killed-holder');
      const ref = fresh('kh');
      expect((await killed.store.begin(bookClaim(key, { ref }))).outcome).toBe('acquired');
      expect((await call({ key, body: { ref }, url: '/api/idem/book' })).statusCode).toBe(409);

      // What SIGKILL does at the database: the process's connections close, its identity backend ends.
      const { rows } = await db.query(
        `SELECT pg_terminate_backend(backend_pid) AS ended FROM ${SCHEMA}.idempotency_holders WHERE holder = $1`,
        [killed.store.holder],
      );
      expect(rows).toEqual([{ ended: true }]);
      await eventually(async () => {
        const { rows: gone } = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity a JOIN ${SCHEMA}.idempotency_holders h ON a.pid = h.backend_pid WHERE h.holder = $1`,
          [killed.store.holder],
        );
        expect(gone[0].n).toBe(0);
      });
      const retry = await call({ key, body: { ref }, url: '/api/idem/book' });

      expect((await lease(killed.store.holder))!.live).toBe(true);
      expect(retry.statusCode).toBe(200);
      expect(runsOf(ref)).toBe(1);
    });

    it('frees the keys of a process closed gracefully (its lease deleted on application shutdown) at once', async () => {
      const service = DatabaseModule.forService({ schema: SCHEMA, entities: [IdempotencyEntity], migrations: idempotencyMigrations });
      @Module({ imports: [service], providers: [IdempotencyStore] })
      class HolderServiceModule {}
      @Module({ imports: [KernelModule.forRoot({ config, logger, keys, health: false }), HolderServiceModule] })
      class HolderRootModule {}
      const holding = await createHttpApp(HolderRootModule, { logger });
      await holding.init();
      const holdingStore = holding.get(IdempotencyStore, { strict: false });
      const key = fresh('closed');
      const ref = fresh('cl');
      expect((await holdingStore.begin(bookClaim(key, { ref }))).outcome).toBe('acquired');
      expect((await call({ key, body: { ref }, url: '/api/idem/book' })).statusCode).toBe(409);

      await holding.close();
      const retry = await call({ key, body: { ref }, url: '/api/idem/book' });

      expect(await lease(holdingStore.holder)).toBeUndefined();
      expect(retry.statusCode).toBe(200);
      expect(runsOf(ref)).toBe(1);
    });

    it('renews the lease on its timer', async () => {
      const holding = await startProcess();
      await holding.store.begin({ customerId: 1001, scope: 'PUT /lease', key: fresh('renew'), requestHash: 'h' });
      await db.query(`UPDATE ${SCHEMA}.idempotency_holders SET expires_at = '2000-01-01T00:00:00Z' WHERE holder = $1`, [
        holding.store.holder,
      ]);

      jest.advanceTimersByTime(IDEMPOTENCY_LEASE_RENEW_MS);

      await eventually(async () => expect(await lease(holding.store.holder)).toMatchObject({ live: true }), 5_000, 20);
    });

    it('keeps a key claimed without a holder (before leases, or by the older code in a rolling deploy) for the lock timeout', async () => {
      const key = fresh('no-holder');
      const body = { ref: fresh('nh') };
      const insert = (holder: string | null) =>
        db.query(
          `INSERT INTO ${SCHEMA}.idempotency_keys (customer_id, scope, key, request_hash, status, lock_token, holder, created_at, locked_at)
           VALUES (1001, 'PUT /api/idem/book', $1, $2, 'in_flight', gen_random_uuid(), $3, now(), now())`,
          [key, bookClaim(key, body).requestHash, holder],
        );
      await insert(null);
      expect((await call({ key, body, url: '/api/idem/book' })).statusCode).toBe(409);

      // The same row naming a holder that has no lease at all (long dead, its lease cleared): free at once.
      await db.query(`DELETE FROM ${SCHEMA}.idempotency_keys WHERE key = $1`, [key]);
      await insert('00000000-0000-4000-8000-000000000001');
      expect((await call({ key, body, url: '/api/idem/book' })).statusCode).toBe(200);
    });

    it('clears the leases dead for over an hour when a process takes its own, and keeps the recent ones', async () => {
      const [longDead, recentlyDead] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
      await db.query(
        `INSERT INTO ${SCHEMA}.idempotency_holders (holder, expires_at) VALUES ($1, now() - interval '61 minutes'), ($2, now() - interval '59 minutes')`,
        [longDead, recentlyDead],
      );

      const starting = await startProcess();
      await starting.store.begin({ customerId: 1001, scope: 'PUT /lease', key: fresh('start'), requestHash: 'h' });

      expect(await lease(longDead)).toBeUndefined();
      expect(await lease(recentlyDead)).toMatchObject({ live: false });
      expect(await lease(starting.store.holder)).toMatchObject({ live: true });
    });
  });
});
