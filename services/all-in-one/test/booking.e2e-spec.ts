import { decodeEvent } from '@freight/contracts';
import { IdempotencyEntity, IdempotencyStore } from '@freight/idempotency';
import { createServiceDataSource, Principal, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { nextPickupWindow } from '@freight/reference-data';
import { CatalogueCache } from '@freight/shipping';
import { CATALOGUE } from '../../shipping/src/catalogue/data/catalogue.data';
import { eventually } from '@freight/testing';
import type { DataSource } from 'typeorm';
import { OrderBooker } from '../../shipping/src/booking/application/order-booker';
import { ConsignmentNumbers } from '../../shipping/src/booking/carrier/consignment-numbers';
import { CustomerCredit } from '../../shipping/src/customer-credit';
import { OrderEntity } from '../../shipping/src/orders/database/order.entity';
import { CustomerPricingProfile } from '../../shipping/src/pricing/application/customer-pricing-profile';
import { AccessPoints } from '../../shipping/src/pickup-points';
import { SHIPPING_CONFIG } from '../../shipping/src/shipping.config';
import { readOrderToBook } from '../../shipping/src/booking/database/order-to-book';
import { DEMO_CUSTOMERS, DemoAccount, party, useDemoPortal } from './portal';

/**
 * Booking (spec sections 4, 7 and 8: PUT /order/book/, PUT /consignment/book/, PUT /order/printed/) through
 * /api on the embedded portal with a real PostgreSQL: the journey from a temporary consignment to the booked
 * list, book all with a bad order among good ones, conflicts and a concurrent double booking, tenancy on every
 * call, the demo's 403, the rules' errors in the spec's texts, Stockholm pickup dates, and the outbox.
 */
describe('Embedded portal: booking through /api', () => {
  const fx = useDemoPortal();
  type Who = DemoAccount;

  const { call } = fx;

  const CONSIGNMENT = {
    templateName: 'PN_PARCEL',
    part: [
      party('consignor', '111 57', 'Stockholm'),
      party('consignee', '41304', 'Göteborg', 'SE', { communication: { email: { value: 'mottagare@example.se', notify: true } } }),
    ],
    goodsItem: [{ noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel', tag: 'fragile' }],
    senderOrderRef: 'PO-B',
  };

  async function createConsignment(who: Who = 'anna', body: object = CONSIGNMENT, temp = 0) {
    const res = await call(who, 'post', `/consignment/?temp=${temp}`, body).expect(200);
    return res.body.consignments[0] as { consignmentId: string; [key: string]: unknown };
  }

  async function createOrder(who: Who = 'anna', body: object = CONSIGNMENT) {
    const consignment = await createConsignment(who, body);
    const res = await call(who, 'post', '/order/', { consignmentId: consignment.consignmentId }).expect(200);
    return res.body as { orderNo: string; consignmentId: string; calculatedPrice: string | null };
  }

  const events = async (type: string, aggregateId: string) =>
    (
      await fx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shipping.outbox WHERE event_type = $1 AND aggregate_id = $2`, [
        type,
        aggregateId,
      ])
    ).rows[0].n;

  const bookedAt = async (orderNo: string) =>
    (await fx.db.query(`SELECT date_booked FROM shipping.orders WHERE order_no = $1`, [orderNo])).rows[0]?.date_booked ?? null;

  // First, while anna's send list holds only what this test makes.
  it("books all of anna's unbooked orders, oldest first; the one with an unknown product stays unbooked with its error", async () => {
    const first = await createOrder();
    const unknown = await createOrder('anna', { ...CONSIGNMENT, templateName: 'NO_SUCH_PRODUCT' });
    const last = await createOrder();
    const res = await call('anna', 'put', '/order/book/', { all: true }).expect(200);
    expect(res.body.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([first.orderNo, unknown.orderNo, last.orderNo]);
    expect(res.body).toMatchObject({ booked: 2, failed: 1 });
    const failed = res.body.orders[1];
    expect(failed).toEqual({
      orderNo: unknown.orderNo,
      booked: false,
      consignmentNo: null,
      errors: [{ code: 'BOOKING.UNKNOWN_PRODUCT', description: 'Fraktprodukten finns inte. Välj en annan produkt.' }],
    });
    expect(res.body.errors).toEqual(failed.errors);
    for (const ok of [res.body.orders[0], res.body.orders[2]])
      expect(ok).toEqual({ orderNo: ok.orderNo, booked: true, consignmentNo: expect.stringMatching(/^\d{10}$/), errors: [] });
    expect(await bookedAt(unknown.orderNo)).toBeNull();
    expect(await events('OrderBooked', unknown.orderNo)).toBe(0);
    expect(await events('OrderBooked', first.orderNo)).toBe(1);

    // Nothing left to book but the bad one; once it is gone, the spec's "No unbooked consignments".
    await call('anna', 'delete', `/order/${unknown.orderNo}`).expect(200);
    const none = await call('anna', 'put', '/order/book/', { all: true }).expect(200);
    expect(none.body).toEqual({
      orders: [],
      errors: [{ code: 'ERROR.NO_UNBOOKED', description: 'Det finns inga obokade försändelser' }],
      booked: 0,
      failed: 0,
    });
  });

  it("takes anna from a temporary consignment through price and order to the booked list, at the engine's price", async () => {
    const temp = await createConsignment('anna', CONSIGNMENT, 1);
    const priced = await fx.portal.http
      .post('/api/consignment/price/')
      .auth(fx.tokens.anna, { type: 'bearer' })
      .set('Content-Type', 'application/json')
      .send(JSON.stringify([CONSIGNMENT]))
      .expect(200);
    expect(priced.body[0].errors).toEqual([]);
    const order = (await call('anna', 'post', '/order/', { consignmentId: temp.consignmentId }).expect(200)).body;
    // A price the client managed to put on the order is never the booked one.
    await fx.db.query(`UPDATE shipping.orders SET calculated_price_ore = 1 WHERE order_no = $1`, [order.orderNo]);

    const res = await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo.toLowerCase()] }).expect(200);
    expect(res.body).toEqual({
      orders: [{ orderNo: order.orderNo, booked: true, consignmentNo: expect.stringMatching(/^\d{10}$/), errors: [] }],
      errors: [],
      booked: 1,
      failed: 0,
    });
    const consignmentNo = res.body.orders[0].consignmentNo;

    const read = (await call('anna', 'get', `/order/${order.orderNo}`).expect(200)).body;
    // The quote ends with billing's transaction fee (issue 29); an order's price excludes it (spec: billing adds it).
    const quote = priced.body[0] as { priceExclVat: string; breakdown: { kind: string; amount: string }[] };
    expect(quote.breakdown.at(-1)).toMatchObject({ kind: 'transaction_fee', amount: '15.00' });
    const orderPrice = (Number(quote.priceExclVat) - 15).toFixed(2);
    expect(read).toMatchObject({
      orderNo: order.orderNo,
      consignmentNo,
      calculatedPrice: orderPrice,
      calculatedCurrency: 'SEK',
      supplierId: 4,
      templateName: 'PN_PARCEL',
    });
    expect(new Date(read.dateBooked).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(read.consignment).toMatchObject({ orderNo: order.orderNo, consignmentNo });
    expect(read.consignment.goodsItem[0].tag).toBe('');
    expect(read.consignment.part[0].communication).toMatchObject({ contactPerson: 'Default', phone: '0123456789' });
    expect(read.consignment.part[1].communication.email).toEqual({ value: 'mottagare@example.se', notify: true });

    const booked = (await call('anna', 'get', `/order/customer/${DEMO_CUSTOMERS.anna}?booked=1`).expect(200)).body;
    expect(booked.find((o: { orderNo: string }) => o.orderNo === order.orderNo)).toMatchObject({
      consignmentNo,
      calculatedPrice: orderPrice,
    });
    const unbooked = (await call('anna', 'get', `/order/customer/${DEMO_CUSTOMERS.anna}?booked=0`).expect(200)).body;
    expect(unbooked.map((o: { orderNo: string }) => o.orderNo)).not.toContain(order.orderNo);
    const consignment = (await call('anna', 'get', `/consignment/${temp.consignmentId}`).expect(200)).body.consignments[0];
    expect(consignment).toMatchObject({ consignmentNo, orderNo: order.orderNo });

    const { rows } = await fx.db.query(`SELECT consignment_no, temporary FROM shipping.consignments WHERE id = $1`, [temp.consignmentId]);
    expect(rows).toEqual([{ consignment_no: consignmentNo, temporary: false }]);
    const outbox = await fx.db.query(`SELECT event_type, payload FROM shipping.outbox WHERE aggregate_id = $1 ORDER BY id`, [
      order.orderNo,
    ]);
    expect(outbox.rows.map((r) => r.event_type)).toEqual(['OrderCreated', 'OrderBooked']);

    // The booked order keeps the estimate step 2 showed beside the price, and OrderBooked carries it (issue 33).
    const co2eGrams = priced.body[0].emission.co2eGrams;
    expect(co2eGrams).toBeGreaterThan(0);
    const emission = await fx.db.query(`SELECT co2e_grams, emission_mode FROM shipping.orders WHERE order_no = $1`, [order.orderNo]);
    expect(emission.rows).toEqual([{ co2e_grams: String(co2eGrams), emission_mode: 'road' }]);
    expect(decodeEvent('OrderBooked', outbox.rows[1].payload)).toMatchObject({ co2eGrams: String(co2eGrams), emissionMode: 'road' });
  });

  it('answers 409 to booking a booked order again and to deleting it, and changes nothing', async () => {
    const order = await createOrder();
    await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200);
    const again = await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      code: 'ORDER.ALREADY_BOOKED',
      message: 'Ordern är redan bokad. Bokade ordrar sparas och kan inte ändras eller tas bort.',
    });
    // One booked among unbooked: 409, and the unbooked one stays unbooked.
    const other = await createOrder();
    await call('anna', 'put', '/order/book/', { orderNos: [other.orderNo, order.orderNo] }).expect(409);
    expect(await bookedAt(other.orderNo)).toBeNull();
    await call('anna', 'put', '/consignment/book/', { ...CONSIGNMENT, consignmentId: order.consignmentId }).expect(409);
    const deleted = await call('anna', 'delete', `/order/${order.orderNo}`).expect(409);
    expect(deleted.body.code).toBe('ORDER.ALREADY_BOOKED');
    expect(await events('OrderBooked', order.orderNo)).toBe(1);
  });

  it('books an order once when two bookings of it race: one 200, one 409, one OrderBooked', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await createOrder();
      const results = await Promise.all([1, 2].map(() => call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const ok = results.find((r) => r.status === 200)!;
      expect(ok.body.booked).toBe(1);
      expect(await events('OrderBooked', order.orderNo)).toBe(1);
      const { rows } = await fx.db.query(`SELECT consignment_no FROM shipping.consignments WHERE id = $1`, [order.consignmentId]);
      expect(rows[0].consignment_no).toBe(ok.body.orders[0].consignmentNo);
    }
  });

  describe('a booking writes only over the rows it read', () => {
    // PUT /order/book/ reads without locks and writes in one guarded statement; these hold the read and the write apart.
    const anna: Principal = {
      userId: 0,
      customerId: DEMO_CUSTOMERS.anna,
      customerLevel: 0,
      demo: false,
      testUser: false,
      role: 'administrator',
    };
    // Shipping's own DataSource: the embedded process holds one per service (the catalogue cache keeps shipping's).
    const shippingDb = () =>
      (fx.portal.running.app.get(CatalogueCache, { strict: false }) as unknown as { dataSource: DataSource }).dataSource;
    const readThenWrite = async (orderNo: string, between: () => Promise<unknown>) => {
      const found = (await readOrderToBook(shippingDb(), anna, orderNo))!;
      await between();
      const booker = fx.portal.running.app.get(OrderBooker, { strict: false });
      const { order, consignment, versions } = found;
      const choice = { insured: order.insured, goodsValueOre: null, consigneeType: 'company' as const, noPickup: false };
      const prepared = await booker.prepare(anna, DEMO_CUSTOMERS.anna, consignment.document, choice, new Date());
      if (!prepared.ok) throw new Error(JSON.stringify(prepared.reasons));
      return booker.commitIfUnchanged(anna, order, consignment, versions, prepared, new Date());
    };

    it('writes nothing when the order changed after the read, and the next booking books the changed order', async () => {
      const order = await createOrder();
      const written = await readThenWrite(order.orderNo, () =>
        call('anna', 'put', '/order/', { orderNo: order.orderNo, senderOrderRef: 'PO-CHANGED' }).expect(200),
      );
      expect(written).toBeNull();
      expect(await bookedAt(order.orderNo)).toBeNull();
      expect(await events('OrderBooked', order.orderNo)).toBe(0);
      const { rows } = await fx.db.query(`SELECT consignment_no FROM shipping.consignments WHERE id = $1`, [order.consignmentId]);
      expect(rows[0].consignment_no).toBeNull();

      const booked = await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200);
      expect(booked.body.booked).toBe(1);
      expect(
        (await fx.db.query(`SELECT sender_order_ref FROM shipping.orders WHERE order_no = $1`, [order.orderNo])).rows[0].sender_order_ref,
      ).toBe('PO-CHANGED');
    });

    it('writes nothing when the consignment changed after the read', async () => {
      const order = await createOrder();
      const edit = { ...CONSIGNMENT, consignmentId: order.consignmentId, senderOrderRef: 'PO-EDITED' };
      expect(await readThenWrite(order.orderNo, () => call('anna', 'put', '/consignment/', edit).expect(200))).toBeNull();
      expect(await bookedAt(order.orderNo)).toBeNull();
      expect(await events('OrderBooked', order.orderNo)).toBe(0);
    });

    it('writes nothing over an order another booking booked after the read', async () => {
      const order = await createOrder();
      expect(
        await readThenWrite(order.orderNo, () => call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200)),
      ).toBeNull();
      expect(await events('OrderBooked', order.orderNo)).toBe(1);
    });

    it('writes the booking when nothing changed in between', async () => {
      const order = await createOrder();
      const written = await readThenWrite(order.orderNo, async () => undefined);
      expect(written?.consignmentNo).toMatch(/^\d{10}$/);
      expect(await bookedAt(order.orderNo)).not.toBeNull();
      expect(await events('OrderBooked', order.orderNo)).toBe(1);
    });
  });

  describe('concurrent bookings sharing statements', () => {
    const anna: Principal = {
      userId: 0,
      customerId: DEMO_CUSTOMERS.anna,
      customerLevel: 0,
      demo: false,
      testUser: false,
      role: 'administrator',
    };
    const shippingDb = () =>
      (fx.portal.running.app.get(CatalogueCache, { strict: false }) as unknown as { dataSource: DataSource }).dataSource;
    const consignmentNoOf = async (orderNo: string) =>
      (
        await fx.db.query(
          `SELECT c.consignment_no FROM shipping.orders o JOIN shipping.consignments c ON c.id = o.consignment_id WHERE o.order_no = $1`,
          [orderNo],
        )
      ).rows[0].consignment_no;

    it('gives each of many concurrent keyed bookings its own order, number, OrderBooked and stored answer', async () => {
      const orders = await Promise.all(Array.from({ length: 12 }, () => createOrder()));
      const results = await Promise.all(
        orders.map((o) => call('anna', 'put', '/order/book/', { orderNos: [o.orderNo] }).set('Idempotency-Key', `many-${o.orderNo}`)),
      );
      expect(results.map((r) => r.status)).toEqual(orders.map(() => 200));
      const numbers = results.map((r) => r.body.orders[0].consignmentNo as string);
      expect(new Set(numbers).size).toBe(orders.length);
      for (const [i, order] of orders.entries()) {
        expect(results[i].body.orders[0]).toEqual({ orderNo: order.orderNo, booked: true, consignmentNo: numbers[i], errors: [] });
        expect(await consignmentNoOf(order.orderNo)).toBe(numbers[i]);
        expect(await events('OrderBooked', order.orderNo)).toBe(1);
        const { rows } = await fx.db.query(`SELECT response_body::text AS body FROM shipping.idempotency_keys WHERE key = $1`, [
          `many-${order.orderNo}`,
        ]);
        expect(rows).toEqual([{ body: results[i].text }]);
      }
    });

    it('books an order once when several bookings of it wait for the same statement, among bookings of other orders', async () => {
      const booker = fx.portal.running.app.get(OrderBooker, { strict: false });
      const [others, contested] = [await Promise.all([1, 2, 3].map(() => createOrder())), await createOrder()];
      const prepare = async (orderNo: string) => {
        const { order, consignment, versions } = (await readOrderToBook(shippingDb(), anna, orderNo))!;
        const prepared = await booker.prepare(
          anna,
          DEMO_CUSTOMERS.anna,
          consignment.document,
          { insured: false, goodsValueOre: null, consigneeType: 'company', noPickup: false },
          new Date(),
        );
        if (!prepared.ok) throw new Error(JSON.stringify(prepared.reasons));
        return () => booker.commitIfUnchanged(anna, order, consignment, versions, prepared, new Date());
      };
      // Started together, the first two writes take the free slots and the rest wait, then go as one statement.
      const writes = await Promise.all(
        [...others.map((o) => o.orderNo), contested.orderNo, contested.orderNo, contested.orderNo].map(prepare),
      );
      const written = await Promise.all(writes.map((write) => write()));
      for (const [i, order] of others.entries()) expect(await consignmentNoOf(order.orderNo)).toBe(written[i]!.consignmentNo);
      const contestedWrites = written.slice(others.length).filter((w) => w !== null);
      expect(contestedWrites).toHaveLength(1);
      expect(await consignmentNoOf(contested.orderNo)).toBe(contestedWrites[0]!.consignmentNo);
      expect(await events('OrderBooked', contested.orderNo)).toBe(1);
    });

    it('plans its claim, read and write once per connection instead of on every call, whatever the batch sizes', async () => {
      // A pool of one connection, so every statement below runs in the session whose plan cache is read after.
      const own = createServiceDataSource(fx.portal.config, {
        schema: 'shipping',
        entities: [OrderEntity, IdempotencyEntity],
        migrations: [],
        poolSize: 1,
      });
      await own.initialize();
      try {
        const outbox = new Outbox(new TransactionHost(own), 'shipping');
        const app = fx.portal.running.app;
        const booker = new OrderBooker(
          outbox,
          app.get(CatalogueCache, { strict: false }),
          app.get(CustomerPricingProfile, { strict: false }),
          app.get(ConsignmentNumbers, { strict: false }),
          app.get(CustomerCredit, { strict: false }),
          new TransactionHost(own),
          app.get(AccessPoints, { strict: false }),
          app.get(SHIPPING_CONFIG, { strict: false }),
        );
        const store = new IdempotencyStore(own);
        const order = await createOrder();
        // Batches of 1, 3 and 5 calls, twice: twelve runs of each statement.
        for (const size of [1, 3, 5, 1, 3, 5]) {
          await Promise.all(
            Array.from({ length: size }, async (_, i) => {
              await store.begin({
                customerId: DEMO_CUSTOMERS.anna,
                scope: 'PUT /plans',
                key: `plans-${order.orderNo}-${size}-${i}-${Math.random()}`,
                requestHash: 'h',
              });
              const { order: read, consignment } = (await readOrderToBook(own, anna, order.orderNo))!;
              const prepared = await booker.prepare(
                anna,
                DEMO_CUSTOMERS.anna,
                consignment.document,
                { insured: false, goodsValueOre: null, consigneeType: 'company', noPickup: false },
                new Date(),
              );
              if (!prepared.ok) throw new Error(JSON.stringify(prepared.reasons));
              // Stale versions: the write applies nothing, and the order stays free for the next round.
              expect(
                await booker.commitIfUnchanged(anna, read, consignment, { order: '1', consignment: '1' }, prepared, new Date()),
              ).toBeNull();
            }),
          );
        }
        const plans = await own.query(
          `SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements`,
        );
        const of = (start: string) => plans.find((p: { statement: string }) => p.statement.trimStart().startsWith(start));
        for (const start of ['INSERT INTO idempotency_keys', 'SELECT x.n, r.*', 'WITH booking AS']) {
          expect(of(start)).toEqual({ statement: expect.any(String), generic: expect.any(Number), custom: expect.any(Number) });
          expect(of(start).custom).toBeLessThanOrEqual(5);
          expect(of(start).generic).toBeGreaterThan(0);
        }
        expect(await bookedAt(order.orderNo)).toBeNull();
      } finally {
        await own.destroy();
      }
    });
  });

  it("answers 404 to bertil for every booking call on anna's orders and consignments, and books nothing", async () => {
    const order = await createOrder();
    const booked = await createOrder();
    await call('anna', 'put', '/order/book/', { orderNos: [booked.orderNo] }).expect(200);
    await call('bertil', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(404);
    await call('bertil', 'put', '/consignment/book/', { ...CONSIGNMENT, consignmentId: order.consignmentId }).expect(404);
    await call('bertil', 'put', '/order/printed/', [booked.orderNo]).expect(404);
    // bertil's book all reaches only bertil's orders.
    const all = await call('bertil', 'put', '/order/book/', { all: true }).expect(200);
    expect(all.body.orders).toEqual([]);
    expect(await bookedAt(order.orderNo)).toBeNull();
    expect(await events('OrderBooked', order.orderNo)).toBe(0);
    expect(await events('OrderPrinted', booked.orderNo)).toBe(0);
    expect((await call('anna', 'get', `/order/${booked.orderNo}`).expect(200)).body.printed).toBe(false);
  });

  describe("a call naming one order, checked by its booking's own locked read", () => {
    it("answers 404 to bertil booking anna's order alone, as for several orders, books nothing and leaves it free for anna", async () => {
      const order = await createOrder();
      const bertils = await createOrder('bertil');
      const alone = await call('bertil', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(404);
      const several = await call('bertil', 'put', '/order/book/', { orderNos: [bertils.orderNo, order.orderNo] }).expect(404);
      expect(alone.body).toEqual(several.body);
      expect(alone.body).toMatchObject({ statusCode: 404, code: 'TENANCY.NOT_FOUND' });
      expect(await bookedAt(order.orderNo)).toBeNull();
      expect(await bookedAt(bertils.orderNo)).toBeNull();
      expect(await events('OrderBooked', order.orderNo)).toBe(0);
      await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200);
    });

    it('answers 404 to an order number nobody has, and replays it for the same Idempotency-Key', async () => {
      const key = `unknown-${Date.now()}`;
      const first = await call('anna', 'put', '/order/book/', { orderNos: ['NO-SUCH-ORDER'] })
        .set('Idempotency-Key', key)
        .expect(404);
      expect(first.body).toMatchObject({ statusCode: 404, code: 'TENANCY.NOT_FOUND' });
      const again = await call('anna', 'put', '/order/book/', { orderNos: ['NO-SUCH-ORDER'] })
        .set('Idempotency-Key', key)
        .expect(404);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    });

    it('answers 409 to booking a booked order alone, as the up-front check answers for several', async () => {
      const order = await createOrder();
      const other = await createOrder();
      await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200);
      const alone = await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(409);
      const several = await call('anna', 'put', '/order/book/', { orderNos: [other.orderNo, order.orderNo] }).expect(409);
      expect(alone.body).toEqual(several.body);
      expect(await bookedAt(other.orderNo)).toBeNull();
      expect(await events('OrderBooked', order.orderNo)).toBe(1);
    });

    it("lets the admin book another customer's order alone", async () => {
      const order = await createOrder();
      const res = await call('admin', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200);
      expect(res.body).toMatchObject({ booked: 1, orders: [{ orderNo: order.orderNo, booked: true }] });
      expect(await events('OrderBooked', order.orderNo)).toBe(1);
    });
  });

  it('refuses every booking call to the demo with 403', async () => {
    const temp = await createConsignment('demo', CONSIGNMENT, 1);
    await call('demo', 'put', '/order/book/', { all: true }).expect(403);
    await call('demo', 'put', '/order/book/', { orderNos: ['ABC'] }).expect(403);
    await call('demo', 'put', '/consignment/book/', { ...CONSIGNMENT, consignmentId: temp.consignmentId }).expect(403);
    await call('demo', 'put', '/order/printed/', ['ABC']).expect(403);
    const { rows } = await fx.db.query(`SELECT consignment_no FROM shipping.consignments WHERE id = $1`, [temp.consignmentId]);
    expect(rows[0].consignment_no).toBeNull();
  });

  describe('PUT /consignment/book/', () => {
    it('saves, creates the order and books it in one go', async () => {
      const consignment = await createConsignment();
      const res = await call('anna', 'put', '/consignment/book/', {
        ...CONSIGNMENT,
        consignmentId: consignment.consignmentId,
        senderOrderRef: 'PO-NEW',
      }).expect(200);
      expect(res.body.errors).toEqual([]);
      const [booked] = res.body.consignments;
      expect(booked).toMatchObject({
        consignmentId: consignment.consignmentId,
        consignmentNo: expect.stringMatching(/^\d{10}$/),
        orderNo: expect.stringMatching(/^[A-Z0-9]{16}$/),
        senderOrderRef: 'PO-NEW',
      });
      const order = (await call('anna', 'get', `/order/${booked.orderNo}`).expect(200)).body;
      expect(order).toMatchObject({ consignmentNo: booked.consignmentNo, senderOrderRef: 'PO-NEW', calculatedCurrency: 'SEK' });
      expect(order.dateBooked).not.toBeNull();
      const outbox = await fx.db.query(`SELECT event_type FROM shipping.outbox WHERE aggregate_id = $1 ORDER BY id`, [booked.orderNo]);
      expect(outbox.rows.map((r) => r.event_type)).toEqual(['OrderCreated', 'OrderBooked']);
    });

    it('books the existing order of a consignment and keeps its number', async () => {
      const order = await createOrder();
      const res = await call('anna', 'put', '/consignment/book/', { ...CONSIGNMENT, consignmentId: order.consignmentId }).expect(200);
      expect(res.body.consignments[0].orderNo).toBe(order.orderNo);
      expect(await events('OrderBooked', order.orderNo)).toBe(1);
    });

    it('moves a pickup in the past to the next possible window (issue 29) and answers times with the Stockholm offset', async () => {
      const consignment = await createConsignment();
      const cutoff = CATALOGUE.services.find((s) => s.templateName === CONSIGNMENT.templateName)?.pickupTime;
      // The server reads its own clock: the window is the one of a moment between these two.
      const before = nextPickupWindow(new Date(), cutoff);
      const pickup = { date: '2020-01-01', earliest: '2020-01-01T09:00:00+01:00', latest: '2099-07-01T17:00:00Z', instruction: [] };
      const res = await call('anna', 'put', '/consignment/book/', {
        ...CONSIGNMENT,
        consignmentId: consignment.consignmentId,
        transportProduct: { pickup },
      }).expect(200);
      const after = nextPickupWindow(new Date(), cutoff);
      const shown = res.body.consignments[0].transportProduct.pickup;
      const first = [before, after].find((w) => w.date === shown.date)!;
      expect(first).toBeDefined();
      // Asked 09:00–19:00 (the 2099 instant's Stockholm time of day): it starts no earlier than the first window.
      const earliest = first.earliest > '09:00' ? first.earliest : '09:00';
      expect(shown.earliest).toMatch(new RegExp(`^${shown.date}T(${earliest}|${before.earliest}|${after.earliest}):00\\+0[12]:00$`));
      expect(shown.latest).toMatch(new RegExp(`^${shown.date}T19:00:00\\+0[12]:00$`));
      expect(new Date(shown.latest).getTime() - new Date(shown.earliest).getTime()).toBeGreaterThanOrEqual(60 * 60_000);
      const { rows } = await fx.db.query(
        `SELECT document->'transportProduct'->'pickup' AS pickup FROM shipping.consignments WHERE id = $1`,
        [consignment.consignmentId],
      );
      expect(rows[0].pickup.latest).toBe(new Date(shown.latest).toISOString().replace('.000Z', 'Z'));
      expect(rows[0].pickup.date).toBe(shown.date);
    });

    it('answers a malformed pickup date or time with 400 and books nothing', async () => {
      const consignment = await createConsignment();
      for (const pickup of [{ date: '2025-13-45' }, { date: 'tomorrow' }, { earliest: '10:00' }, { latest: '2025-06-01T25:00:00Z' }]) {
        const res = await call('anna', 'put', '/consignment/book/', {
          ...CONSIGNMENT,
          consignmentId: consignment.consignmentId,
          transportProduct: { pickup },
        }).expect(400);
        expect(res.body.errors).toEqual([
          expect.objectContaining({ field: `transportProduct.pickup.${Object.keys(pickup)[0]}`, code: 'VALIDATION.INVALID_FORMAT' }),
        ]);
      }
      const { rows } = await fx.db.query(`SELECT consignment_no FROM shipping.consignments WHERE id = $1`, [consignment.consignmentId]);
      expect(rows[0].consignment_no).toBeNull();
    });

    it("answers a missing consignee with the spec's text in errors and writes nothing", async () => {
      const consignment = await createConsignment();
      const lonely = { ...CONSIGNMENT, consignmentId: consignment.consignmentId, part: [CONSIGNMENT.part[0]], senderOrderRef: 'CHANGED' };
      const sv = await call('anna', 'put', '/consignment/book/', lonely).expect(200);
      expect(sv.body).toEqual({
        consignments: [],
        errors: [{ code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', description: 'Ange avsändare och mottagare först.' }],
      });
      const en = await call('anna', 'put', '/consignment/book/', lonely, 'en').expect(200);
      expect(en.body.errors).toEqual([{ code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', description: 'Enter consignor and consignee first.' }]);
      const stored = (await call('anna', 'get', `/consignment/${consignment.consignmentId}`).expect(200)).body.consignments[0];
      expect(stored.senderOrderRef).toBe('PO-B');
      expect(stored.part).toHaveLength(2);
      expect(
        (await fx.db.query(`SELECT count(*)::int AS n FROM shipping.orders WHERE consignment_id = $1`, [consignment.consignmentId])).rows[0]
          .n,
      ).toBe(0);
    });

    it('answers an unknown product and conflicting notices as error items', async () => {
      const consignment = await createConsignment();
      const unknown = await call('anna', 'put', '/consignment/book/', {
        ...CONSIGNMENT,
        consignmentId: consignment.consignmentId,
        templateName: 'NO_SUCH_PRODUCT',
      }).expect(200);
      expect(unknown.body).toEqual({
        consignments: [],
        errors: [{ code: 'BOOKING.UNKNOWN_PRODUCT', description: 'Fraktprodukten finns inte. Välj en annan produkt.' }],
      });
      const notices = {
        ...CONSIGNMENT,
        consignmentId: consignment.consignmentId,
        templateName: 'PN_MYPACK_HOME',
        consigneeType: 'private',
        transportProduct: {
          serviceOption: [
            { type: 'NOTIFY_EMAIL', value: 'a@example.se' },
            { type: 'NOTIFY_SMS', value: '0701234567' },
          ],
        },
      };
      const conflict = await call('anna', 'put', '/consignment/book/', notices).expect(200);
      expect(conflict.body.consignments).toEqual([]);
      expect(conflict.body.errors).toEqual(
        expect.arrayContaining([{ code: 'ERROR.NOTICE_CONFLICT', description: 'E-post saknas för mottagare' }]),
      );
    });

    it('refuses a body without a consignment id or with unknown fields with 400', async () => {
      const res = await call('anna', 'put', '/consignment/book/', CONSIGNMENT).expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'consignmentId', code: 'VALIDATION.REQUIRED' })]);
      await call('anna', 'put', '/consignment/book/', { ...CONSIGNMENT, consignmentId: 'x', price: 1 }).expect(400);
    });
  });

  it('refuses a bad PUT /order/book/ body with 400 and field errors', async () => {
    for (const body of [{}, { all: false }, { orderNos: [] }, { orderNos: 'A' }, { orderNos: ['A'], all: true }, ['A']]) {
      const res = await call('anna', 'put', '/order/book/', body).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION.FORM',
        errors: [expect.objectContaining({ field: expect.any(String), code: expect.any(String), message: expect.any(String) })],
      });
    }
    const tooMany = await call('anna', 'put', '/order/book/', { orderNos: Array.from({ length: 101 }, (_, i) => `A${i}`) }).expect(400);
    expect(tooMany.body.errors[0]).toMatchObject({ field: 'orderNos', code: 'VALIDATION.MAX' });
  });

  it('marks booked orders printed with OrderPrinted each; an unbooked one is 409 and nothing changes; a reprint keeps the first date', async () => {
    const booked = await createOrder();
    await call('anna', 'put', '/order/book/', { orderNos: [booked.orderNo] }).expect(200);
    const unbooked = await createOrder();
    const refused = await call('anna', 'put', '/order/printed/', [booked.orderNo, unbooked.orderNo]).expect(409);
    expect(refused.body.code).toBe('ORDER.NOT_BOOKED');
    expect(await events('OrderPrinted', booked.orderNo)).toBe(0);

    expect((await call('anna', 'put', '/order/printed/', [booked.orderNo]).expect(200)).body).toEqual({ printed: [booked.orderNo] });
    const first = (await call('anna', 'get', `/order/${booked.orderNo}`).expect(200)).body;
    expect(first.printed).toBe(true);
    expect(first.datePrinted).not.toBeNull();
    expect(await events('OrderPrinted', booked.orderNo)).toBe(1);

    await call('anna', 'put', '/order/printed/', [booked.orderNo]).expect(200);
    expect((await call('anna', 'get', `/order/${booked.orderNo}`).expect(200)).body.datePrinted).toBe(first.datePrinted);
    expect(await events('OrderPrinted', booked.orderNo)).toBe(2);
    await call('anna', 'put', '/order/printed/', []).expect(400);
    await call('anna', 'put', '/order/printed/', ['NO-SUCH-ORDER']).expect(404);
  });
  it("lists the whole company's booked orders when showAllBooked is set, and only the own otherwise", async () => {
    const annas = await createOrder('anna');
    const bertils = await createOrder('bertil');
    const bertilsUnbooked = await createOrder('bertil');
    await call('anna', 'put', '/order/book/', { orderNos: [annas.orderNo] }).expect(200);
    await call('bertil', 'put', '/order/book/', { orderNos: [bertils.orderNo] }).expect(200);
    // bertil joins anna's company; his next profile change tells shipping.
    await fx.db.query('UPDATE customers.customers SET comp_id = $1 WHERE id = $2', [DEMO_CUSTOMERS.anna, DEMO_CUSTOMERS.bertil]);
    const setting = (who: Who, custId: number, value: boolean) =>
      call(who, 'put', `/customer/setting/${custId}`, { setting: 'showAllBooked', value }).expect(200);
    await setting('bertil', DEMO_CUSTOMERS.bertil, true);
    await setting('bertil', DEMO_CUSTOMERS.bertil, false);
    const booked = async (who: Who, custId: number) =>
      ((await call(who, 'get', `/order/customer/${custId}?booked=1`).expect(200)).body as { orderNo: string }[]).map((o) => o.orderNo);
    const unbooked = async (who: Who, custId: number) =>
      ((await call(who, 'get', `/order/customer/${custId}?booked=0`).expect(200)).body as { orderNo: string }[]).map((o) => o.orderNo);

    expect(await booked('anna', DEMO_CUSTOMERS.anna)).not.toContain(bertils.orderNo);
    await setting('anna', DEMO_CUSTOMERS.anna, true);
    await eventually(async () =>
      expect(await booked('anna', DEMO_CUSTOMERS.anna)).toEqual(expect.arrayContaining([annas.orderNo, bertils.orderNo])),
    );
    // The send list stays her own; bertil, without the setting, sees only his.
    expect(await unbooked('anna', DEMO_CUSTOMERS.anna)).not.toContain(bertilsUnbooked.orderNo);
    expect(await booked('bertil', DEMO_CUSTOMERS.bertil)).not.toContain(annas.orderNo);
    await setting('anna', DEMO_CUSTOMERS.anna, false);
    await eventually(async () => expect(await booked('anna', DEMO_CUSTOMERS.anna)).not.toContain(bertils.orderNo));
    await fx.db.query('UPDATE customers.customers SET comp_id = $1 WHERE id = $1', [DEMO_CUSTOMERS.bertil]);
  });

  describe('Idempotency-Key on the booking calls', () => {
    const keyed = (who: Who, path: string, body: unknown, key: string) => call(who, 'put', path, body).set('Idempotency-Key', key);

    it('replays the first answer to a retry with the same key and body, without booking again', async () => {
      const order = await createOrder();
      const key = `retry-${order.orderNo}`;
      const first = await keyed('anna', '/order/book/', { orderNos: [order.orderNo] }, key).expect(200);
      expect(first.body.booked).toBe(1);
      const again = await keyed('anna', '/order/book/', { orderNos: [order.orderNo] }, key).expect(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(again.text).toBe(first.text);
      expect(await events('OrderBooked', order.orderNo)).toBe(1);
      // Stored by the booking's own statement (answersAlong): the answer and the booking committed together.
      const { rows } = await fx.db.query(
        `SELECT status, response_status, response_body::text AS body FROM shipping.idempotency_keys WHERE key = $1`,
        [key],
      );
      expect(rows).toEqual([{ status: 'complete', response_status: 200, body: first.text }]);
      // Without the key the booked order stays booked: 409, whatever the client retries.
      await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(409);
    });

    it('answers 422 to the same key with another body, and books nothing for it', async () => {
      const [a, b] = [await createOrder(), await createOrder()];
      const key = `other-body-${a.orderNo}`;
      await keyed('anna', '/order/book/', { orderNos: [a.orderNo] }, key).expect(200);
      const reused = await keyed('anna', '/order/book/', { orderNos: [b.orderNo] }, key).expect(422);
      expect(reused.body.code).toBeTruthy();
      expect(await bookedAt(b.orderNo)).toBeNull();
    });

    it('lets concurrent requests with one key book once: the others get 409 while it runs, or its replay', async () => {
      const order = await createOrder();
      const key = `concurrent-${order.orderNo}`;
      const results = await Promise.all([1, 2, 3].map(() => keyed('anna', '/order/book/', { orderNos: [order.orderNo] }, key)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      for (const r of results.filter((r) => r.status === 200))
        expect(r.body.orders[0]).toMatchObject({ orderNo: order.orderNo, booked: true });
      expect(await events('OrderBooked', order.orderNo)).toBe(1);
      const replay = await keyed('anna', '/order/book/', { orderNos: [order.orderNo] }, key).expect(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    });

    it("scopes keys to the customer: bertil's use of anna's key is his own request", async () => {
      const annas = await createOrder('anna');
      const bertils = await createOrder('bertil');
      const key = `shared-${annas.orderNo}`;
      await keyed('anna', '/order/book/', { orderNos: [annas.orderNo] }, key).expect(200);
      const his = await keyed('bertil', '/order/book/', { orderNos: [bertils.orderNo] }, key).expect(200);
      expect(his.headers['idempotent-replayed']).toBeUndefined();
      expect(his.body.orders[0].orderNo).toBe(bertils.orderNo);
    });

    it('covers PUT /consignment/book/ too', async () => {
      const consignment = await createConsignment();
      const body = { ...CONSIGNMENT, consignmentId: consignment.consignmentId };
      const key = `consignment-${consignment.consignmentId}`;
      const first = await keyed('anna', '/consignment/book/', body, key).expect(200);
      expect(first.body.consignments[0].consignmentNo).toBeTruthy();
      const again = await keyed('anna', '/consignment/book/', body, key).expect(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.consignments[0].consignmentNo).toBe(first.body.consignments[0].consignmentNo);
    });
  });
});
