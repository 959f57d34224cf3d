// Shared by the booked-list scenarios: one customer's booked list at 100 000 orders, written in SQL.
import { portalDatabase, prepareSendList } from './bookings.mjs';

/** anna's booked orders in the booked-list scenarios, booked one every 315 s back from now (about a year). */
export const BOOKED_ORDERS = 100_000;

/**
 * One order booked through the API (consignment, order, PUT /order/book/), then BOOKED_ORDERS - 1 copies of it
 * booked in SQL as the booking writes them (order and consignment, each with its own waybill number, consignee,
 * reference, price, time and carrier status); vacuumed and analysed, as autovacuum leaves a table between bursts
 * (the visibility map gives the count its index-only scan). Runs once per database (a second call finds them).
 */
export async function seedBookedOrders(ctx) {
  const db = await portalDatabase(ctx);
  try {
    const [{ n }] = (await db.query("SELECT count(*)::int AS n FROM shipping.orders WHERE order_no LIKE 'BNCH%'")).rows;
    if (n > 0) return;
    await prepareSendList(ctx, 1);
    const [{ order_no: template }] = (
      await db.query(
        'SELECT order_no FROM shipping.orders WHERE customer_id = $1 AND date_booked IS NOT NULL ORDER BY date_booked DESC LIMIT 1',
        [ctx.accounts.anna.customerId],
      )
    ).rows;
    await db.query(
      `WITH o AS (SELECT * FROM shipping.orders WHERE order_no = $1),
            c AS (SELECT * FROM shipping.consignments WHERE id = (SELECT consignment_id FROM o)),
            g AS (SELECT n, gen_random_uuid() AS id, 'BNCH' || lpad(n::text, 12, '0') AS order_no, (9000000000 + n)::text AS consignment_no
                    FROM generate_series(1, $2::int - 1) AS n),
            new_c AS (
              INSERT INTO shipping.consignments
              SELECT (jsonb_populate_record(NULL::shipping.consignments, to_jsonb(c) || jsonb_build_object('id', g.id, 'consignment_no', g.consignment_no,
                        'document', jsonb_set(c.document, '{part,1,address,name}', to_jsonb('Mottagare ' || (g.n % 20000) || ' AB'))
                                    || jsonb_build_object('consignmentId', g.id, 'orderNo', g.order_no, 'consignmentNo', g.consignment_no)))).*
                FROM c, g RETURNING id)
       INSERT INTO shipping.orders
       SELECT (jsonb_populate_record(NULL::shipping.orders, to_jsonb(o) || jsonb_build_object('order_no', g.order_no, 'consignment_id', g.id,
                 'date_booked', now() - g.n * interval '315 seconds', 'date_placed', now() - g.n * interval '315 seconds',
                 'calculated_price_ore', 5000 + (g.n * 7919) % 200000,
                 'sender_order_ref', CASE WHEN g.n % 3 = 0 THEN 'PO-' || g.n END,
                 'printed', g.n % 4 = 0,
                 'status_name', CASE g.n % 10 WHEN 0 THEN 'DELIVERED' WHEN 1 THEN 'IN_TRANSIT' WHEN 2 THEN 'PICKUP' END))).*
         FROM o, g WHERE (SELECT count(*) FROM new_c) = $2::int - 1`,
      [template, BOOKED_ORDERS],
    );
    await db.query('VACUUM ANALYZE shipping.orders');
    await db.query('VACUUM ANALYZE shipping.consignments');
  } finally {
    await db.end();
  }
}

/** GET /api/order/customer/{custId}/booked with ra-data-simple-rest's query, as the console sends it. */
export function bookedListPath(customerId, { sort = ['dateBooked', 'DESC'], range = [0, 9], filter = {} } = {}) {
  const query = new URLSearchParams({ sort: JSON.stringify(sort), range: JSON.stringify(range), filter: JSON.stringify(filter) });
  return `/api/order/customer/${customerId}/booked?${query}`;
}

/** A Stockholm calendar day `daysAgo` days back, YYYY-MM-DD (the console's date filter). */
export const stockholmDay = (daysAgo = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

/** autocannon options cycling `paths` over a few connections (one call's latency, not a queue), each answer checked once in setup. */
export async function bookedListRequests(ctx, paths) {
  const { username, password } = ctx.accounts.anna;
  const session = await ctx.signIn(username, password);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  for (const path of paths) {
    const { status, body } = await ctx.http('portal', 'GET', path, { headers });
    if (status !== 200 || !Array.isArray(body)) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return { connections: 4, requests: paths.map((path) => ({ method: 'GET', path, headers })) };
}
