import { ANNA, BERTIL } from '@freight/testing';
import { DEMO_CUSTOMERS, PLAIN_CONSIGNMENT, useDemoPortal } from './portal';

/**
 * The booked list as a react-admin resource (issue 20): GET /api/order/customer/{custId}/booked paged, sorted,
 * searched and filtered in the database with ra-data-simple-rest's `range`, `sort` and `filter` and the total in
 * `Content-Range`; tenancy (another customer's list is 404, the demo's 403, a company's list only with
 * showAllBooked); bad parameters 400 in the spec's texts; the spec's GET /order/customer/{custId}?booked=1 unchanged.
 */
describe('Embedded portal: the booked list paged in the database', () => {
  const fx = useDemoPortal();
  const { call } = fx;
  const CLONES = 40;

  type Status = 'booked' | 'printed' | 'picked_up' | 'in_transit' | 'delivered' | 'none';
  interface Seeded {
    n: number;
    orderNo: string;
    consignmentNo: string;
    priceOre: number;
    status: Status;
  }
  interface Row {
    orderNo: string;
    consignmentNo: string | null;
    calculatedPrice: string | null;
    dateBooked: string;
    statusLabel: string;
    senderOrderRef: string | null;
    consignment: { part: { role: string; address: { name: string } }[] } | null;
  }

  /** Carrier words and printing by n % 6, and the label spec 4 gives each (case and spaces as carriers send them). */
  const STATUS_BY_REMAINDER: { statusName: string | null; printed: boolean; status: Status }[] = [
    { statusName: 'LOST_IN_SPACE', printed: false, status: 'none' },
    { statusName: 'PICKUP', printed: true, status: 'picked_up' },
    { statusName: ' in_transit', printed: false, status: 'in_transit' },
    { statusName: 'Delivered', printed: false, status: 'delivered' },
    { statusName: null, printed: true, status: 'printed' },
    { statusName: 'CONFIRMED', printed: false, status: 'booked' },
  ];

  /** Booked through the API: the newest of anna's, and bertil's only one. */
  let annaBooked: { orderNo: string; consignmentNo: string };
  let bertilBooked: { orderNo: string; consignmentNo: string };
  /** anna's clones, n = 1..40, booked every six hours from 2025-03-01 11:00 UTC (n = 3 is 2 March 00:00 in Stockholm). */
  const seeded: Seeded[] = [];

  async function bookThroughApi(who: 'anna' | 'bertil') {
    const created = (await call(who, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body.consignments[0] as {
      consignmentId: string;
    };
    const booked = (
      await call(who, 'put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId: created.consignmentId }).expect(200)
    ).body.consignments[0] as { consignmentNo: string };
    const { rows } = await fx.db.query<{ order_no: string }>('SELECT order_no FROM shipping.orders WHERE consignment_id = $1', [
      created.consignmentId,
    ]);
    return { orderNo: rows[0].order_no, consignmentNo: booked.consignmentNo };
  }

  beforeAll(async () => {
    annaBooked = await bookThroughApi('anna');
    bertilBooked = await bookThroughApi('bertil');
    // An unbooked order of anna's, which the list never shows.
    const draft = (await call('anna', 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body.consignments[0] as {
      consignmentId: string;
    };
    await call('anna', 'post', '/order/', { consignmentId: draft.consignmentId }).expect(200);

    // Clones of anna's booked order in one statement, each with its own number, consignee, reference, price, time and status.
    await fx.db.query(
      `WITH o AS (SELECT * FROM shipping.orders WHERE order_no = $1),
            c AS (SELECT * FROM shipping.consignments WHERE id = (SELECT consignment_id FROM o)),
            g AS (SELECT n, gen_random_uuid() AS id, 'BKL' || lpad(n::text, 13, '0') AS order_no, '77' || lpad(n::text, 8, '0') AS consignment_no,
                         CASE WHEN n = 7 THEN 'Älvsjö Blommor AB' ELSE 'Mottagare ' || n || ' AB' END AS consignee
                    FROM generate_series(1, $2::int) AS n),
            new_c AS (
              INSERT INTO shipping.consignments
              SELECT (jsonb_populate_record(NULL::shipping.consignments, to_jsonb(c) || jsonb_build_object('id', g.id, 'consignment_no', g.consignment_no,
                        'document', jsonb_set(c.document, '{part,1,address,name}', to_jsonb(g.consignee)) || jsonb_build_object('consignmentId', g.id, 'orderNo', g.order_no, 'consignmentNo', g.consignment_no)))).*
                FROM c, g RETURNING id)
       INSERT INTO shipping.orders
       SELECT (jsonb_populate_record(NULL::shipping.orders, to_jsonb(o) || jsonb_build_object('order_no', g.order_no, 'consignment_id', g.id,
                 'date_booked', timestamptz '2025-03-01T11:00:00Z' + (g.n - 1) * interval '6 hours',
                 'calculated_price_ore', 10000 + (g.n * 7919 % 40) * 100,
                 'sender_order_ref', CASE WHEN g.n = 13 THEN 'KAMPANJ-Ö13' ELSE 'PO-' || g.n END,
                 'status_name', ($3::jsonb ->> (g.n % 6)), 'printed', ($4::jsonb -> (g.n % 6))))).*
         FROM o, g WHERE (SELECT count(*) FROM new_c) = $2`,
      [
        annaBooked.orderNo,
        CLONES,
        JSON.stringify(STATUS_BY_REMAINDER.map((s) => s.statusName)),
        JSON.stringify(STATUS_BY_REMAINDER.map((s) => s.printed)),
      ],
    );
    for (let n = 1; n <= CLONES; n++) {
      seeded.push({
        n,
        orderNo: `BKL${String(n).padStart(13, '0')}`,
        consignmentNo: `77${String(n).padStart(8, '0')}`,
        priceOre: 10000 + ((n * 7919) % 40) * 100,
        status: STATUS_BY_REMAINDER[n % 6].status,
      });
    }
  });

  const list = (
    who: 'anna' | 'bertil' | 'demo',
    custId: number,
    query: { sort?: unknown; range?: unknown; filter?: unknown } = {},
    language = 'sv',
  ) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    return call(who, 'get', `/order/customer/${custId}/booked${params.size ? `?${params}` : ''}`, undefined, language);
  };
  const page = async (
    query: Parameters<typeof list>[2],
    who: 'anna' | 'bertil' = 'anna',
    custId = who === 'anna' ? ANNA.customerId : BERTIL.customerId,
  ) => {
    const res = await list(who, custId, query).expect(200);
    return {
      rows: res.body as Row[],
      orderNos: (res.body as Row[]).map((r) => r.orderNo),
      contentRange: res.headers['content-range'] as string,
    };
  };
  const newestFirst = () => [annaBooked.orderNo, ...[...seeded].reverse().map((s) => s.orderNo)];

  it("pages anna's booked orders newest first and tells the total in Content-Range", async () => {
    const first = await page({ range: [0, 9] });
    expect(first.orderNos).toEqual(newestFirst().slice(0, 10));
    expect(first.contentRange).toBe('orders 0-9/41');
    const res = await list('anna', ANNA.customerId, { range: [0, 9] }).expect(200);
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');

    // The spec's Order, with its consignment: the waybill number and the receiver to show first.
    const clone = first.rows[1];
    expect(clone).toMatchObject({
      orderNo: seeded[39].orderNo,
      consignmentNo: seeded[39].consignmentNo,
      calculatedPrice: (seeded[39].priceOre / 100).toFixed(2),
      statusLabel: 'Utskriven',
    });
    expect(clone.consignment?.part[1]).toMatchObject({ role: 'consignee', address: { name: 'Mottagare 40 AB' } });
    expect(first.rows[0]).toMatchObject({ orderNo: annaBooked.orderNo, consignmentNo: annaBooked.consignmentNo });

    expect(await page({ range: [10, 19] })).toMatchObject({ orderNos: newestFirst().slice(10, 20), contentRange: 'orders 10-19/41' });
    expect(await page({ range: [40, 49] })).toMatchObject({ orderNos: [seeded[0].orderNo], contentRange: 'orders 40-40/41' });
    expect(await page({ range: [50, 59] })).toMatchObject({ orderNos: [], contentRange: 'orders 50-50/41' });
    // Without parameters: the newest 25.
    expect(await page({})).toMatchObject({ orderNos: newestFirst().slice(0, 25), contentRange: 'orders 0-24/41' });
    // Neither the unbooked order nor bertil's is in any page.
    const all = await page({ range: [0, 99] });
    expect(all.orderNos).toEqual(newestFirst());
    expect(all.orderNos).not.toContain(bertilBooked.orderNo);
  });

  it('sorts by booking time or price either way, ties by order number', async () => {
    expect((await page({ sort: ['dateBooked', 'ASC'], range: [0, 4] })).orderNos).toEqual(seeded.slice(0, 5).map((s) => s.orderNo));
    const byPrice = (order: 'ASC' | 'DESC') => page({ sort: ['price', order], range: [0, 99], filter: { to: '2025-12-31' } });
    const cheapest = [...seeded].sort((a, b) => a.priceOre - b.priceOre || a.orderNo.localeCompare(b.orderNo)).map((s) => s.orderNo);
    expect((await byPrice('ASC')).orderNos).toEqual(cheapest);
    expect((await byPrice('DESC')).orderNos).toEqual([...cheapest].reverse());
    const second = await page({ sort: ['price', 'ASC'], range: [5, 9], filter: { to: '2025-12-31' } });
    expect(second).toMatchObject({ orderNos: cheapest.slice(5, 10), contentRange: 'orders 5-9/40' });
  });

  it('searches the consignment number, the receiver and the references, in any case, within the customer', async () => {
    const search = async (q: string, filter: object = {}) => (await page({ range: [0, 99], filter: { q, ...filter } })).orderNos;
    expect(await search('7700000012')).toEqual([seeded[11].orderNo]);
    expect(await search('0000012')).toEqual([seeded[11].orderNo]);
    expect(await search(annaBooked.consignmentNo)).toEqual([annaBooked.orderNo]);
    // The receiver's name, whatever the case, Swedish letters included.
    expect(await search('ÄLVSJÖ blommor')).toEqual([seeded[6].orderNo]);
    expect(await search('mottagare 3')).toEqual([39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 3].map((n) => seeded[n - 1].orderNo));
    // The order's own reference (not in the document) and the order number itself.
    expect(await search('kampanj-ö1')).toEqual([seeded[12].orderNo]);
    expect(await search('po-2')).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 2].map((n) => seeded[n - 1].orderNo));
    expect(await search(seeded[4].orderNo.toLowerCase())).toEqual([seeded[4].orderNo]);
    // LIKE's wildcards are text; bertil's consignment is not anna's to find.
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
    expect(await search(bertilBooked.consignmentNo)).toEqual([]);
    // Combined with the date and status filters, and counted.
    const combined = await page({ range: [0, 1], filter: { q: 'mottagare', status: 'delivered', from: '2025-03-02' } });
    const delivered = seeded.filter((s) => s.status === 'delivered' && s.n >= 3 && s.n !== 7).reverse();
    expect(combined).toMatchObject({
      orderNos: delivered.slice(0, 2).map((s) => s.orderNo),
      contentRange: `orders 0-1/${delivered.length}`,
    });
  });

  it('filters by the status labels of spec 4, one or several', async () => {
    const byStatus = async (status: Status | Status[]) => page({ range: [0, 99], filter: { status, to: '2025-12-31' } });
    for (const status of ['booked', 'printed', 'picked_up', 'in_transit', 'delivered', 'none'] as const) {
      const expected = seeded
        .filter((s) => s.status === status)
        .reverse()
        .map((s) => s.orderNo);
      expect(expected.length).toBeGreaterThan(5);
      const found = await byStatus(status);
      expect({ status, orderNos: found.orderNos, contentRange: found.contentRange }).toEqual({
        status,
        orderNos: expected,
        contentRange: `orders 0-${expected.length - 1}/${expected.length}`,
      });
    }
    const printedOrPickedUp = await byStatus(['printed', 'picked_up']);
    expect(printedOrPickedUp.orderNos).toEqual(
      seeded
        .filter((s) => s.status === 'printed' || s.status === 'picked_up')
        .reverse()
        .map((s) => s.orderNo),
    );
    expect(new Set(printedOrPickedUp.rows.map((r) => r.statusLabel))).toEqual(new Set(['Utskriven', 'Upphämtad']));
    // The API-booked order is booked, with no carrier status yet.
    expect((await page({ range: [0, 0], filter: { status: 'booked' } })).orderNos).toEqual([annaBooked.orderNo]);
  });

  it("filters by the carriers' richer statuses and the carrier's verdicts, in the database, each as its label reads", async () => {
    // Eight clones take one status each for this test (restored after): a carrier word, or the booking's state at its carrier.
    const cases: { n: number; statusName: string | null; carrierState: string | null; filter: string; label: string }[] = [
      { n: 31, statusName: 'OUT_FOR_DELIVERY', carrierState: 'confirmed', filter: 'out_for_delivery', label: 'Ute för leverans' },
      { n: 32, statusName: 'ready_for_pickup', carrierState: null, filter: 'ready_for_pickup', label: 'Kan hämtas på utlämningsställe' },
      { n: 33, statusName: 'DELIVERY_ATTEMPTED', carrierState: null, filter: 'delivery_attempted', label: 'Leveransförsök misslyckades' },
      { n: 34, statusName: 'RETURNED', carrierState: 'confirmed', filter: 'returned', label: 'Returnerad till avsändaren' },
      { n: 35, statusName: ' Exception', carrierState: null, filter: 'exception', label: 'Avvikelse' },
      // The carrier's own cancellation reads as cancelled; a refusal outranks any carrier word.
      { n: 36, statusName: 'CANCELLED', carrierState: 'confirmed', filter: 'cancelled', label: 'Avbokad' },
      { n: 37, statusName: 'IN_TRANSIT', carrierState: 'refused', filter: 'carrier_refused', label: 'Avvisad av transportör' },
      { n: 38, statusName: null, carrierState: 'waiting', filter: 'awaiting_carrier', label: 'Väntar på transportör' },
    ];
    const orderNo = (n: number) => `BKL${String(n).padStart(13, '0')}`;
    const { rows: before } = await fx.db.query<{ order_no: string; status_name: string | null; carrier_state: string | null }>(
      'SELECT order_no, status_name, carrier_state FROM shipping.orders WHERE order_no = ANY($1)',
      [cases.map((c) => orderNo(c.n))],
    );
    try {
      for (const c of cases)
        await fx.db.query('UPDATE shipping.orders SET status_name = $2, carrier_state = $3 WHERE order_no = $1', [
          orderNo(c.n),
          c.statusName,
          c.carrierState,
        ]);
      for (const c of cases) {
        const found = await page({ range: [0, 99], filter: { status: c.filter, to: '2025-12-31' } });
        expect({ filter: c.filter, found: found.orderNos, labels: found.rows.map((r) => r.statusLabel) }).toEqual({
          filter: c.filter,
          found: [orderNo(c.n)],
          labels: [c.label],
        });
      }
      // None of the new words counts as a word the portal does not know.
      const unknown = await page({ range: [0, 99], filter: { status: 'none', to: '2025-12-31' } });
      expect(unknown.orderNos.some((o) => cases.some((c) => orderNo(c.n) === o))).toBe(false);
      expect(new Set(unknown.rows.map((r) => r.statusLabel))).toEqual(new Set(['']));
    } finally {
      for (const row of before)
        await fx.db.query('UPDATE shipping.orders SET status_name = $2, carrier_state = $3 WHERE order_no = $1', [
          row.order_no,
          row.status_name,
          row.carrier_state,
        ]);
    }
  });

  it('narrows to Europe/Stockholm business days, both inclusive', async () => {
    const days = async (from: string, to: string) => (await page({ range: [0, 99], filter: { from, to } })).orderNos;
    // 2025-03-01 23:00 UTC (n = 3) is already 2 March in Stockholm.
    expect(await days('2025-03-01', '2025-03-01')).toEqual([seeded[1].orderNo, seeded[0].orderNo]);
    expect(await days('2025-03-02', '2025-03-02')).toEqual([6, 5, 4, 3].map((n) => seeded[n - 1].orderNo));
    // 2025-03-09 23:00 UTC (n = 35) opens 10 March; the order booked today is after the range.
    expect(await days('2025-03-09', '2025-03-09')).toEqual([34, 33, 32, 31].map((n) => seeded[n - 1].orderNo));
    expect((await page({ range: [0, 0], filter: { from: '2025-03-10', to: '2025-03-31' } })).contentRange).toBe('orders 0-0/6');
    expect(await days('2001-01-01', '2001-01-31')).toEqual([]);
  });

  it("answers another customer's list 404, the demo 403, and a company's list only with showAllBooked", async () => {
    const notFound = (await list('anna', BERTIL.customerId).expect(404)).body;
    expect(notFound.code).toBe('TENANCY.NOT_FOUND');
    await list('bertil', ANNA.customerId, { filter: { q: seeded[0].consignmentNo } }).expect(404);
    await list('anna', 999_999).expect(404);
    await list('demo', DEMO_CUSTOMERS.demo).expect(403);
    expect(await page({ range: [0, 99] }, 'bertil')).toMatchObject({ orderNos: [bertilBooked.orderNo], contentRange: 'orders 0-0/1' });

    // Same company, anna shows all booked: bertil's order joins her list, her search and her count; his list stays his.
    await fx.db.query(
      'UPDATE shipping.customer_profiles SET comp_id = 4242, show_all_booked = (customer_id = $1) WHERE customer_id IN ($1, $2)',
      [ANNA.customerId, BERTIL.customerId],
    );
    try {
      const company = await page({ range: [0, 1] });
      expect(company).toMatchObject({ orderNos: [bertilBooked.orderNo, annaBooked.orderNo], contentRange: 'orders 0-1/42' });
      expect((await page({ range: [0, 99], filter: { q: bertilBooked.consignmentNo } })).orderNos).toEqual([bertilBooked.orderNo]);
      expect((await page({ range: [0, 99] }, 'bertil')).orderNos).toEqual([bertilBooked.orderNo]);
    } finally {
      await fx.db.query('UPDATE shipping.customer_profiles SET comp_id = NULL, show_all_booked = false WHERE customer_id IN ($1, $2)', [
        ANNA.customerId,
        BERTIL.customerId,
      ]);
    }
  });

  it("refuses bad parameters with 400 and the spec's texts, never 500", async () => {
    const errors = async (query: Parameters<typeof list>[2], language = 'sv') =>
      (await list('anna', ANNA.customerId, query, language).expect(400)).body.errors;
    expect(await errors({ filter: { q: 'ab' } })).toEqual([{ field: 'filter.q', code: 'VALIDATION.TOO_SHORT', message: 'För lite' }]);
    expect(await errors({ filter: { q: 'ab' } }, 'en')).toEqual([
      { field: 'filter.q', code: 'VALIDATION.TOO_SHORT', message: 'Too short' },
    ]);
    expect(await errors({ sort: ['consignmentNo', 'ASC'] })).toEqual([
      { field: 'sort', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' },
    ]);
    expect(await errors({ range: [0, 100] })).toEqual([{ field: 'range', code: 'VALIDATION.MAX', message: 'Mer än 100' }]);
    expect(await errors({ filter: { status: 'lost' } }, 'en')).toEqual([
      { field: 'filter.status', code: 'VALIDATION.INVALID_FORMAT', message: 'Invalid format' },
    ]);
    expect(await errors({ filter: { customerId: BERTIL.customerId } })).toEqual([
      { field: 'filter.customerId', code: 'VALIDATION.UNKNOWN_FIELD', message: 'Okänt fält' },
    ]);
    expect(await errors({ filter: { from: '2025-03-02', to: '2025-03-01' } })).toEqual([
      expect.objectContaining({ field: 'filter.to', code: 'VALIDATION.MIN' }),
    ]);
    expect(await errors({ filter: { q: 'x'.repeat(101) } })).toEqual([
      { field: 'filter.q', code: 'VALIDATION.TOO_LONG', message: 'För många tecken' },
    ]);

    const hostile = [
      '[',
      '{"q":',
      'null',
      '[0,1e400]',
      '[1.5,2]',
      '["0","9"]',
      '[9007199254740993,9007199254740994]',
      '{"from":"2025-13-01"}',
      '{"status":{"a":1}}',
      '{"q":["po-1"]}',
      "' OR 1=1 --",
    ];
    for (const value of hostile) {
      for (const key of ['sort', 'range', 'filter'] as const) {
        const res = await list('anna', ANNA.customerId, { [key]: value });
        expect({ key, value, status: res.status < 500 ? 'no 5xx' : res.status }).toEqual({ key, value, status: 'no 5xx' });
      }
    }
    // Parameters given twice arrive as a list: refused, not read.
    const twice = await call('anna', 'get', `/order/customer/${ANNA.customerId}/booked?range=[0,1]&range=[0,2]`).expect(400);
    expect(twice.body.errors).toEqual([expect.objectContaining({ field: 'range' })]);
  });

  it('counts no further than 10 000 rows past the page: beyond that the total is unknown (*), nearer the end exact', async () => {
    // bertil's list grows to 10 051: his API booking and 10 050 copies of it.
    await fx.db.query(
      `WITH o AS (SELECT * FROM shipping.orders WHERE order_no = $1),
            c AS (SELECT * FROM shipping.consignments WHERE id = (SELECT consignment_id FROM o)),
            g AS (SELECT n, gen_random_uuid() AS id, 'BKW' || lpad(n::text, 13, '0') AS order_no FROM generate_series(1, 10050) AS n),
            new_c AS (
              INSERT INTO shipping.consignments
              SELECT (jsonb_populate_record(NULL::shipping.consignments, to_jsonb(c) || jsonb_build_object('id', g.id, 'consignment_no', '66' || lpad(g.n::text, 8, '0')))).*
                FROM c, g RETURNING id)
       INSERT INTO shipping.orders
       SELECT (jsonb_populate_record(NULL::shipping.orders, to_jsonb(o) || jsonb_build_object('order_no', g.order_no, 'consignment_id', g.id,
                 'date_booked', timestamptz '2025-01-01T00:00:00Z' + g.n * interval '1 minute'))).*
         FROM o, g WHERE (SELECT count(*) FROM new_c) = 10050`,
      [bertilBooked.orderNo],
    );
    const first = await page({ range: [0, 9] }, 'bertil');
    expect(first).toMatchObject({ contentRange: 'orders 0-9/*' });
    expect(first.orderNos).toEqual([
      bertilBooked.orderNo,
      ...[10050, 10049, 10048, 10047, 10046, 10045, 10044, 10043, 10042].map((n) => `BKW${String(n).padStart(13, '0')}`),
    ]);
    expect((await page({ range: [50, 59] }, 'bertil')).contentRange).toBe('orders 50-59/*');
    // From offset 60 the count reaches the end: exact again, to the last page.
    expect((await page({ range: [60, 69] }, 'bertil')).contentRange).toBe('orders 60-69/10051');
    expect(await page({ range: [10050, 10059] }, 'bertil')).toMatchObject({
      orderNos: ['BKW0000000000001'],
      contentRange: 'orders 10050-10050/10051',
    });
    // A narrower filter is counted exactly from the first page: 1 January in Stockholm ends at 23:00 UTC, minute 1 380.
    expect((await page({ range: [0, 9], filter: { from: '2025-01-01', to: '2025-01-01' } }, 'bertil')).contentRange).toBe(
      'orders 0-9/1379',
    );
  });

  it("keeps the spec's GET /order/customer/{custId}?booked=1 as it was: the whole list, no Content-Range", async () => {
    const res = await call('anna', 'get', `/order/customer/${ANNA.customerId}?booked=1`).expect(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect((res.body as Row[]).map((r) => r.orderNo).sort()).toEqual(newestFirst().sort());
    const march = await call('anna', 'get', `/order/customer/${ANNA.customerId}?booked=1&from=2025-03-01&to=2025-03-01`).expect(200);
    expect((march.body as Row[]).map((r) => r.orderNo)).toEqual([seeded[1].orderNo, seeded[0].orderNo]);
  });
});
