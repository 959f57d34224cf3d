import { eventually } from '@freight/testing';
import { DEMO_CUSTOMERS, DemoAccount, party, useDemoPortal } from './portal';

/**
 * Consignments and the send list (spec sections 3, 4 and 7: /consignment and /order) through /api on the
 * embedded portal with a real PostgreSQL: anna's journey from a consignment to an order and back out,
 * tenancy on every call (bertil), the demo's limits, bad input, the list's date filter, and the outbox.
 */
describe('Embedded portal: consignments and the send list through /api', () => {
  const fx = useDemoPortal();
  type Who = DemoAccount;

  const { call } = fx;

  /** Parts given out of order, the consignee without a role first: the server orders them. */
  const CONSIGNMENT = {
    templateName: 'PN_PARCEL',
    part: [
      party('pickupAddress', '11157', 'Stockholm'),
      party('consignee', '41304', 'Göteborg'),
      party('consignor', '111 57', 'Stockholm'),
    ],
    goodsItem: [
      { id: 'mine', noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel' },
      { noOfPackages: 1, weight: 200, packageType: 'pallet', height: 100, length: 10, width: 10 },
    ],
    senderOrderRef: 'PO-1',
  };

  async function createConsignment(who: Who = 'anna', body: object = CONSIGNMENT, temp = 0) {
    const res = await call(who, 'post', `/consignment/?temp=${temp}`, body).expect(200);
    expect(res.body.errors).toEqual([]);
    return res.body.consignments[0] as { consignmentId: string; part: { role: string }[]; goodsItem: Record<string, unknown>[] };
  }

  async function createOrder(who: Who = 'anna', body: object = CONSIGNMENT) {
    const consignment = await createConsignment(who, body);
    const res = await call(who, 'post', '/order/', { consignmentId: consignment.consignmentId }).expect(200);
    return res.body as { orderNo: string; consignmentId: string; calculatedPrice: string | null; [key: string]: unknown };
  }

  it("answers a blank template with the defaults and the customer's consignee type", async () => {
    const anna = await call('anna', 'get', '/consignment/template/').expect(200);
    expect(anna.body.errors).toEqual([]);
    const [template] = anna.body.consignments;
    expect(template.part.map((p: { role: string }) => p.role)).toEqual(['consignor', 'consignee']);
    expect(template.part[0].address.countrycode).toBe('SE');
    expect(template.goodsItem).toEqual([
      expect.objectContaining({ noOfPackages: 1, packageType: 'parcel', tag: 'parcel', isStackable: true, isReadOnly: false }),
    ]);
    expect(template.goodsItem[0].id).toMatch(/^[A-Z0-9]{6}$/);
    expect(template.consigneeType).toBe('company');
    const bertil = await call('bertil', 'get', '/consignment/template/').expect(200);
    expect(bertil.body.consignments[0].consigneeType).toBe('private');
  });

  it("carries the customer's insurance and pickup settings in the template, as the settings change (issue 29)", async () => {
    const bertil = DEMO_CUSTOMERS.bertil;
    const setting = (name: string, value: unknown) =>
      call('bertil', 'put', `/customer/setting/${bertil}`, { setting: name, value }).expect(200);
    const template = async () => (await call('bertil', 'get', '/consignment/template/').expect(200)).body.consignments[0];
    expect(await template()).toMatchObject({ insured: false, insuranceDisabled: false, noPickup: false, consigneeType: 'private' });
    expect((await template()).insuranceGoodsValue).toBeUndefined();
    try {
      await setting('insuranceGoodsValue', 25000);
      await setting('noPickup', true);
      // Shipping keeps its copy of the settings from CustomerProfileChanged: eventually, not at once.
      await eventually(async () => expect(await template()).toMatchObject({ insured: true, insuranceGoodsValue: 25000, noPickup: true }));
      await setting('insuranceDisabled', true);
      await eventually(async () => expect(await template()).toMatchObject({ insured: false, insuranceDisabled: true }));
      expect((await template()).insuranceGoodsValue).toBeUndefined();
    } finally {
      await setting('insuranceDisabled', false);
      await setting('insuranceGoodsValue', null);
      await setting('noPickup', false);
    }
    await eventually(async () => expect(await template()).toMatchObject({ insured: false, insuranceDisabled: false, noPickup: false }));
  });

  it('stores a consignment with its parts ordered, fresh goods ids and fixed pallet sizes; ConsignmentCreated in the outbox', async () => {
    const created = await createConsignment();
    expect(created.part.map((p) => p.role)).toEqual(['consignor', 'consignee', 'pickupAddress']);
    expect(created.goodsItem[0].id).toMatch(/^[A-Z0-9]{6}$/);
    expect(created.goodsItem[0].id).not.toBe('mine');
    expect(created.goodsItem[1]).toMatchObject({ packageType: 'pallet', length: 120, width: 80, isReadOnly: true });
    const read = await call('anna', 'get', `/consignment/${created.consignmentId}`).expect(200);
    expect(read.body.consignments[0]).toMatchObject({
      consignmentId: created.consignmentId,
      consignmentNo: null,
      templateName: 'PN_PARCEL',
    });
    const { rows } = await fx.db.query(`SELECT customer_id, consignment_no, template_name FROM shipping.consignments WHERE id = $1`, [
      created.consignmentId,
    ]);
    expect(rows).toEqual([{ customer_id: DEMO_CUSTOMERS.anna, consignment_no: null, template_name: 'PN_PARCEL' }]);
    const events = await fx.db.query(
      `SELECT count(*)::int AS n FROM shipping.outbox WHERE aggregate_id = $1 AND event_type = 'ConsignmentCreated'`,
      [created.consignmentId],
    );
    expect(events.rows[0].n).toBe(1);

    const updated = await call('anna', 'put', '/consignment/', {
      ...CONSIGNMENT,
      consignmentId: created.consignmentId,
      goodsItem: [CONSIGNMENT.goodsItem[0]],
    }).expect(200);
    expect(updated.body.consignments[0].goodsItem).toHaveLength(1);
    expect(updated.body.consignments[0].goodsItem[0].id).not.toBe(created.goodsItem[0].id);
  });

  it('takes anna from a consignment to an order in the send list, and back out again', async () => {
    const order = await createOrder();
    expect(order.orderNo).toMatch(/^[A-Z0-9]{16}$/);
    expect(order).toMatchObject({
      custId: DEMO_CUSTOMERS.anna,
      templateName: 'PN_PARCEL',
      consigneeType: 'company',
      calculatedCurrency: 'SEK',
      dateBooked: null,
      printed: false,
      senderOrderRef: 'PO-1',
    });
    expect(order.calculatedPrice).toMatch(/^\d+\.\d{2}$/);
    for (const field of [
      'orderNo',
      'custId',
      'supplierId',
      'priceSupplier',
      'consignmentId',
      'consignmentNo',
      'templateName',
      'consigneeType',
      'calculatedPrice',
      'calculatedCurrency',
      'senderOrderRef',
      'dateBooked',
      'printed',
      'noPickup',
      'insured',
      'goodsValue',
      'insurancePrice',
      'statusCategory',
      'statusName',
      'statusUpdated',
      'datePrinted',
      'datePlaced',
      'consignment',
    ]) {
      expect(order).toHaveProperty(field);
    }

    const list = await call('anna', 'get', `/order/customer/${DEMO_CUSTOMERS.anna}?booked=0`).expect(200);
    expect(list.body.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
    expect((await call('anna', 'get', `/order/customer/${DEMO_CUSTOMERS.anna}?booked=1`).expect(200)).body).toEqual([]);

    const read = await call('anna', 'get', `/order/${order.orderNo}`).expect(200);
    expect(read.body).toMatchObject({ orderNo: order.orderNo, consignmentId: order.consignmentId, calculatedPrice: order.calculatedPrice });

    // The client's price is never taken.
    const updated = await call('anna', 'put', '/order/', {
      orderNo: order.orderNo,
      senderOrderRef: 'PO-2',
      calculatedPrice: '1.00',
      insured: true,
      goodsValue: '5000',
    }).expect(200);
    expect(updated.body).toEqual({ orderNo: order.orderNo });
    const reread = (await call('anna', 'get', `/order/${order.orderNo}`).expect(200)).body;
    expect(reread).toMatchObject({ senderOrderRef: 'PO-2', insured: true, goodsValue: '5000.00', insurancePrice: '65.00' });
    expect(reread.calculatedPrice).not.toBe('1.00');

    const deleted = await call('anna', 'delete', `/order/${order.orderNo}`).expect(200);
    expect(deleted.body).toEqual({ orderNo: order.orderNo });
    await call('anna', 'get', `/order/${order.orderNo}`).expect(404);
    await call('anna', 'get', `/consignment/${order.consignmentId}`).expect(404);
    const events = await fx.db.query(`SELECT event_type FROM shipping.outbox WHERE aggregate_id = $1 ORDER BY event_type`, [order.orderNo]);
    expect(events.rows.map((r) => r.event_type)).toEqual(['OrderCreated', 'OrderDeleted']);
  });

  it("answers 404 to bertil for every call on anna's order and consignment", async () => {
    const order = await createOrder();
    const id = order.consignmentId;
    await call('bertil', 'get', `/consignment/${id}`).expect(404);
    await call('bertil', 'put', '/consignment/', { ...CONSIGNMENT, consignmentId: id }).expect(404);
    await call('bertil', 'post', '/consignment/delete/', [id]).expect(404);
    await call('bertil', 'post', '/order/', { consignmentId: id }).expect(404);
    await call('bertil', 'get', `/order/${order.orderNo}`).expect(404);
    await call('bertil', 'put', '/order/', { orderNo: order.orderNo, senderOrderRef: 'x' }).expect(404);
    await call('bertil', 'delete', `/order/${order.orderNo}`).expect(404);
    await call('bertil', 'put', '/order/bulk/delete/', [order.orderNo]).expect(404);
    await call('bertil', 'get', `/order/customer/${DEMO_CUSTOMERS.anna}?booked=0`).expect(404);
    // Untouched.
    await call('anna', 'get', `/order/${order.orderNo}`).expect(200);
    await call('anna', 'get', `/consignment/${id}`).expect(200);
  });

  it('keeps booked orders: deleting one answers 409 and changes nothing', async () => {
    const order = await createOrder();
    await fx.db.query(`UPDATE shipping.orders SET date_booked = now() WHERE order_no = $1`, [order.orderNo]);
    await fx.db.query(`UPDATE shipping.consignments SET consignment_no = $2 WHERE id = $1`, [order.consignmentId, `CN${order.orderNo}`]);
    const res = await call('anna', 'delete', `/order/${order.orderNo}`).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'ORDER.ALREADY_BOOKED',
      message: 'Ordern är redan bokad. Bokade ordrar sparas och kan inte ändras eller tas bort.',
    });
    await call('anna', 'put', '/order/bulk/delete/', [order.orderNo]).expect(409);
    await call('anna', 'post', '/consignment/delete/', [order.consignmentId]).expect(409);
    await call('anna', 'put', '/consignment/', { ...CONSIGNMENT, consignmentId: order.consignmentId }).expect(409);
    await call('anna', 'get', `/order/${order.orderNo}`).expect(200);
    const booked = await call('anna', 'get', `/order/customer/${DEMO_CUSTOMERS.anna}?booked=1`).expect(200);
    expect(booked.body.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
  });

  it('deletes several orders at once, and consignments by id', async () => {
    const [a, b] = [await createOrder(), await createOrder()];
    expect((await call('anna', 'put', '/order/bulk/delete/', [a.orderNo, b.orderNo]).expect(200)).body.deleted.sort()).toEqual(
      [a.orderNo, b.orderNo].sort(),
    );
    await call('anna', 'get', `/consignment/${a.consignmentId}`).expect(404);
    const c = await createConsignment();
    expect((await call('anna', 'post', '/consignment/delete/', [c.consignmentId]).expect(200)).body).toEqual({
      consignments: [],
      errors: [],
    });
    await call('anna', 'get', `/consignment/${c.consignmentId}`).expect(404);
  });

  it('lets the demo make a temporary consignment to price, and nothing of orders', async () => {
    const temp = await createConsignment('demo', CONSIGNMENT, 1);
    const { rows } = await fx.db.query(`SELECT customer_id, temporary FROM shipping.consignments WHERE id = $1`, [temp.consignmentId]);
    expect(rows).toEqual([{ customer_id: DEMO_CUSTOMERS.demo, temporary: true }]);
    await call('demo', 'post', '/consignment/?temp=0', CONSIGNMENT).expect(403);
    await call('demo', 'post', '/order/', { consignmentId: temp.consignmentId }).expect(403);
    await call('demo', 'get', `/order/customer/${DEMO_CUSTOMERS.demo}?booked=0`).expect(403);
    await call('demo', 'put', '/order/bulk/delete/', ['X']).expect(403);
  });

  it("refuses bad input with 400 and the spec's texts", async () => {
    const weight = await call('anna', 'post', '/consignment/?temp=0', { goodsItem: [{ weight: -1 }] }).expect(400);
    expect(weight.body.errors).toEqual([expect.objectContaining({ field: 'goodsItem.0.weight', code: 'VALIDATION.MIN' })]);
    expect(weight.body.message).toBe('Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.');
    const unknown = await call('anna', 'post', '/consignment/', { ...CONSIGNMENT, price: 1 }).expect(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'price', code: 'VALIDATION.UNKNOWN_FIELD' })]);
    await call('anna', 'post', '/consignment/?temp=2', CONSIGNMENT).expect(400);
    await call('anna', 'put', '/consignment/', CONSIGNMENT).expect(400);
    await call('anna', 'post', '/consignment/delete/', { ids: [] }).expect(400);

    // An order needs a consignor and a consignee.
    const lonely = await createConsignment('anna', { ...CONSIGNMENT, part: [party('consignor', '11157', 'Stockholm')] });
    const noParties = await call('anna', 'post', '/order/', { consignmentId: lonely.consignmentId }).expect(400);
    expect(noParties.body.errors).toEqual([
      expect.objectContaining({ code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', message: 'Ange avsändare och mottagare först.' }),
    ]);
    const english = await call('anna', 'post', '/order/', { consignmentId: lonely.consignmentId }, 'en').expect(400);
    expect(english.body.errors[0].message).toBe('Enter consignor and consignee first.');
    await call('anna', 'post', '/order/', {}).expect(400);
    const insured = await createConsignment();
    const noValue = await call('anna', 'post', '/order/', { consignmentId: insured.consignmentId, insured: true }).expect(400);
    expect(noValue.body.errors).toEqual([expect.objectContaining({ field: 'goodsValue', message: 'Obligatoriskt fält' })]);
    await call('anna', 'post', '/order/', { consignmentId: insured.consignmentId, insured: true, goodsValue: 999 }).expect(400);

    for (const query of ['booked=2', 'from=2025-13-01', 'to=yesterday', 'from=2025-02-30', 'from=2025-03-02&to=2025-03-01']) {
      const res = await call('anna', 'get', `/order/customer/${DEMO_CUSTOMERS.anna}?${query}`).expect(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });

  it('filters the send list by Europe/Stockholm business dates', async () => {
    const [early, late, other] = [await createOrder(), await createOrder(), await createOrder()];
    // 2025-03-01 23:30 in Stockholm (UTC+1) is still 2025-03-01 there, though 22:30 UTC; 2025-03-02 00:30 Stockholm is 23:30 UTC on the 1st.
    await fx.db.query(`UPDATE shipping.orders SET date_placed = '2025-03-01T22:30:00Z' WHERE order_no = $1`, [early.orderNo]);
    await fx.db.query(`UPDATE shipping.orders SET date_placed = '2025-03-01T23:30:00Z' WHERE order_no = $1`, [late.orderNo]);
    await fx.db.query(`UPDATE shipping.orders SET date_placed = '2025-06-15T10:00:00Z' WHERE order_no = $1`, [other.orderNo]);
    const day = async (query: string) =>
      (await call('anna', 'get', `/order/customer/${DEMO_CUSTOMERS.anna}?booked=0&${query}`).expect(200)).body.map(
        (o: { orderNo: string }) => o.orderNo,
      );
    expect(await day('from=2025-03-01&to=2025-03-01')).toEqual([early.orderNo]);
    expect(await day('from=2025-03-02&to=2025-03-02')).toEqual([late.orderNo]);
    expect(await day('from=2025-03-01&to=2025-06-15')).toEqual([other.orderNo, late.orderNo, early.orderNo]);
    expect(await day('to=2025-03-01')).toEqual([early.orderNo]);
  });
});
