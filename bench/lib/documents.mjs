// Shared by scenarios/print-*.mjs: one booked 12-package consignment, printed once so its SSCCs exist,
// then printed again and again as a shipper reprints.
import { randomUUID } from 'node:crypto';
import { portalDatabase } from './bookings.mjs';
import { CONSIGNMENT } from './quote.mjs';

export const PACKAGES = 12;
/** Shippers print different consignments: calls rotate over this many booked copies (one order's reprints would queue on its row). */
export const CONSIGNMENTS = 200;

export async function prepareBookedConsignment(ctx, kind = 'portal') {
  const { username, password, customerId } = ctx.accounts.anna;
  const session = await ctx.signIn(username, password, kind);
  const headers = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };
  let filter;
  for (let attempt = 0; ; attempt++) {
    filter = await ctx.http(kind, 'POST', '/api/freightservice/filter/', {
      headers,
      body: { consignment: CONSIGNMENT, custId: customerId },
    });
    if (filter.status !== 503 || attempt > 300) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (filter.status !== 200 || !filter.body.freightServices?.length)
    throw new Error(`filter answered ${filter.status}: ${JSON.stringify(filter.body)}`);
  const templateName = filter.body.freightServices[0].templateName;
  const goodsItem = [{ ...CONSIGNMENT.goodsItem[0], id: undefined, noOfPackages: PACKAGES, weight: 4 * PACKAGES }];
  const body = {
    ...CONSIGNMENT,
    orderNo: undefined,
    templateName,
    goodsItem,
    transportProduct: { ...CONSIGNMENT.transportProduct, code: templateName },
  };
  const created = await ctx.http(kind, 'POST', '/api/consignment/?temp=0', { headers, body });
  if (created.status !== 200 || created.body.errors?.length)
    throw new Error(`consignment answered ${created.status}: ${JSON.stringify(created.body)}`);
  const consignmentId = created.body.consignments[0].consignmentId;
  const order = await ctx.http(kind, 'POST', '/api/order/', { headers, body: { consignmentId } });
  if (order.status !== 200) throw new Error(`order answered ${order.status}: ${JSON.stringify(order.body)}`);
  const booked = await ctx.http(kind, 'PUT', '/api/order/book/', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: { orderNos: [order.body.orderNo] },
  });
  if (booked.status !== 200 || booked.body.booked !== 1)
    throw new Error(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  const orderNo = booked.body.orders[0].orderNo;
  // Booked copies cloned in SQL, each with its own order and consignment number, exactly as booking writes them.
  const db = await portalDatabase(ctx, kind);
  try {
    const { rows } = await db.query(
      `WITH o AS (SELECT * FROM shipping.orders WHERE order_no = $1),
            c AS (SELECT * FROM shipping.consignments WHERE id = (SELECT consignment_id FROM o)),
            g AS (SELECT gen_random_uuid() AS id, 'BP' || $3::text || lpad(n::text, 6, '0') AS order_no, ($3::bigint * 1000000 + n)::text AS consignment_no FROM generate_series(1, $2) n),
            new_c AS (
              INSERT INTO shipping.consignments
              SELECT (jsonb_populate_record(NULL::shipping.consignments, to_jsonb(c) || jsonb_build_object('id', g.id, 'consignment_no', g.consignment_no,
                      'document', c.document || jsonb_build_object('consignmentId', g.id, 'orderNo', g.order_no, 'consignmentNo', g.consignment_no)))).*
              FROM c, g RETURNING id)
       INSERT INTO shipping.orders
       SELECT (jsonb_populate_record(NULL::shipping.orders, to_jsonb(o) || jsonb_build_object('order_no', g.order_no, 'consignment_id', g.id))).*
       FROM o, g WHERE (SELECT count(*) FROM new_c) > 0
       RETURNING order_no`,
      // Every setup clones afresh (warm-up and run each call it): a random block of numbers per clone.
      [orderNo, CONSIGNMENTS, String(9000 + Math.floor(Math.random() * 999))],
    );
    await db.query('ANALYZE shipping.orders, shipping.consignments');
    return { headers: { authorization: headers.authorization }, orderNos: [orderNo, ...rows.map((r) => r.order_no)], templateName };
  } finally {
    await db.end();
  }
}

/**
 * autocannon options: POST /api/consignment/print/{orderNo}?format=… with no body, over the copies in turn.
 * Each copy is printed once here, so its SSCCs exist and the run measures reprints.
 */
export async function printRequests(ctx, prepared, format, extra = {}) {
  const pathOf = (orderNo) => `/api/consignment/print/${orderNo}?format=${format}`;
  // The first print numbers the SSCCs whatever the format; ZPL is the quick one.
  for (const orderNo of prepared.orderNos) {
    const first = await ctx.http('portal', 'POST', `/api/consignment/print/${orderNo}?format=ZPL`, { headers: prepared.headers });
    if (first.status !== 200) throw new Error(`printing ${orderNo} answered ${first.status}: ${JSON.stringify(first.body)}`);
  }
  const probe = await ctx.http('portal', 'POST', pathOf(prepared.orderNos[0]), { headers: prepared.headers });
  if (probe.status !== 200) throw new Error(`POST ${pathOf(prepared.orderNos[0])} answered ${probe.status}: ${JSON.stringify(probe.body)}`);
  let next = 0;
  return {
    ...extra,
    requests: [
      {
        method: 'POST',
        path: pathOf(prepared.orderNos[0]),
        headers: prepared.headers,
        setupRequest: (request) => ({ ...request, path: pathOf(prepared.orderNos[next++ % prepared.orderNos.length]) }),
      },
    ],
  };
}

export function printSummary(result, prepared, format, target) {
  return {
    note: `${Math.round(result.requests.average * PACKAGES)} labels/s as ${Math.round(result.requests.average)} ${format} documents/s of ${PACKAGES} labels (${prepared.templateName}), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; target ${target}`,
  };
}

/** A print scenario: its own booked copies, printed in `format`, optionally at a steady rate. */
export function printScenario({ name, order, format, target, description, extra = () => ({}) }) {
  let prepared;
  return {
    name,
    server: 'portal',
    order,
    description: `POST /api/consignment/print/{orderNo}?format=${format}, ${PACKAGES} labels per call, ${description} (target ${target})`,
    async setup(ctx) {
      prepared = await prepareBookedConsignment(ctx);
      return printRequests(ctx, prepared, format, extra());
    },
    summarize(result) {
      return printSummary(result, prepared, format, target);
    },
  };
}
