// Shared by scenarios/book.mjs and scenarios/book-400.mjs: a send list long enough to book for a whole
// run, and the booking call that books its orders one by one.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CONSIGNMENT } from './quote.mjs';

/** Tomorrow in Europe/Stockholm as YYYY-MM-DD: a pickup date the booking rules leave alone. */
function tomorrowInStockholm() {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 86_400_000));
  return parts;
}

export async function portalDatabase(ctx, kind = 'portal') {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
  url.pathname = `/${ctx.servers[kind].database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/**
 * Signs in as anna, builds one real order through the API (consignment, then order: priced by the
 * engine), books one copy through the API to prove the path works, and clones the rest in SQL: `count`
 * unbooked orders, each with its own consignment, exactly as the API would have written them.
 * Cloning keeps the setup at a second for 20 000 orders instead of minutes of POSTs.
 */
export async function prepareSendList(ctx, count, kind = 'portal') {
  const { username, password } = ctx.accounts.anna;
  const session = await ctx.signIn(username, password, kind);
  const headers = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };
  // The customer profile reaches shipping as an event shortly after start (later through Kafka): 503 until then.
  let filter;
  for (let attempt = 0; ; attempt++) {
    filter = await ctx.http(kind, 'POST', '/api/freightservice/filter/', {
      headers,
      body: { consignment: CONSIGNMENT, custId: ctx.accounts.anna.customerId },
    });
    if (filter.status !== 503 || attempt > 300) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (filter.status !== 200 || !filter.body.freightServices?.length)
    throw new Error(`filter answered ${filter.status}: ${JSON.stringify(filter.body)}`);
  const { templateName, code } = filter.body.freightServices[0];
  const body = {
    ...CONSIGNMENT,
    orderNo: undefined,
    templateName,
    // The catalogue's product code (UPS-65-SE): the carrier's service code is read from it when the booking reaches the carrier.
    transportProduct: { ...CONSIGNMENT.transportProduct, code: code ?? templateName, pickup: { date: tomorrowInStockholm() } },
  };
  const created = await ctx.http(kind, 'POST', '/api/consignment/?temp=0', { headers, body });
  if (created.status !== 200 || created.body.errors?.length)
    throw new Error(`consignment answered ${created.status}: ${JSON.stringify(created.body)}`);
  const consignmentId = created.body.consignments[0].consignmentId;
  const order = await ctx.http(kind, 'POST', '/api/order/', { headers, body: { consignmentId } });
  if (order.status !== 200) throw new Error(`order answered ${order.status}: ${JSON.stringify(order.body)}`);

  const db = await portalDatabase(ctx, kind);
  try {
    const { rows } = await db.query(
      `WITH c AS (SELECT * FROM shipping.consignments WHERE id = $1),
            o AS (SELECT * FROM shipping.orders WHERE order_no = $2),
            g AS (SELECT gen_random_uuid() AS id, upper(substr(md5(random()::text || n), 1, 16)) AS order_no FROM generate_series(1, $3) n),
            new_c AS (
              INSERT INTO shipping.consignments
              SELECT (jsonb_populate_record(NULL::shipping.consignments, to_jsonb(c) || jsonb_build_object('id', g.id, 'document', c.document || jsonb_build_object('consignmentId', g.id, 'orderNo', g.order_no)))).*
              FROM c, g RETURNING id)
       INSERT INTO shipping.orders
       SELECT (jsonb_populate_record(NULL::shipping.orders, to_jsonb(o) || jsonb_build_object('order_no', g.order_no, 'consignment_id', g.id, 'date_placed', now()))).*
       FROM o, g WHERE (SELECT count(*) FROM new_c) > 0
       RETURNING order_no`,
      [consignmentId, order.body.orderNo, count],
    );
    // Thousands of rows cloned in one go would wake autovacuum's ANALYZE in the middle of the measured run
    // (and re-plan every prepared statement on them): the clone's statistics are taken here instead.
    await db.query('ANALYZE shipping.orders, shipping.consignments');
    // Tens of thousands of bookings take anna far past her seeded credit limit, and billing would block her
    // mid-run, as it should: the bench lifts the limit (0 = none) and any block an earlier scenario caused.
    await db.query(
      'UPDATE billing.customers SET credit_limit_ore = 0, credit_blocked = false, block_reason = NULL WHERE customer_id = $1',
      [ctx.accounts.anna.customerId],
    );
    const unblocked = await db.query('UPDATE shipping.customer_credit SET blocked = false WHERE customer_id = $1 AND blocked RETURNING 1', [
      ctx.accounts.anna.customerId,
    ]);
    // Shipping reads its blocked set at most once a second.
    if (unblocked.rowCount) await new Promise((resolve) => setTimeout(resolve, 1500));
    const orderNos = rows.map((r) => r.order_no);
    const probe = await ctx.http(kind, 'PUT', '/api/order/book/', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: { orderNos: [orderNos.pop()] },
    });
    if (probe.status !== 200 || probe.body.booked !== 1)
      throw new Error(`booking a cloned order answered ${probe.status}: ${JSON.stringify(probe.body)}`);
    return { headers, orderNos, templateName };
  } finally {
    await db.end();
  }
}

/** autocannon options: every request books the next order of the list with a fresh Idempotency-Key, as the console does. */
export function bookingRequests({ headers, orderNos }, extra = {}) {
  let next = 0;
  return {
    ...extra,
    requests: [
      {
        method: 'PUT',
        path: '/api/order/book/',
        setupRequest: (request) => {
          const orderNo = orderNos[next++ % orderNos.length];
          return { ...request, headers: { ...headers, 'idempotency-key': randomUUID() }, body: JSON.stringify({ orderNos: [orderNo] }) };
        },
      },
    ],
  };
}

export function bookingSummary(result, prepared, target) {
  const unique = Math.min(result.requests.total, prepared.orderNos.length);
  return {
    note: `${Math.round(result.requests.average)} bookings/s (${prepared.templateName}), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${unique} distinct orders booked of ${prepared.orderNos.length} prepared${target ? `; target ${target}` : ''}`,
  };
}
