// Shared by the billing scenarios: bill order lines written in SQL as billing's OrderBooked consumer writes them.

/** The billing scenarios' lines: both use the one layout, so they can share a run's database. */
export const BILL_ORDERS = { total: 1_000_000, customers: 10_000, annaLines: 100_000 };

/**
 * `total` freight lines (order numbers random like the send list's, consignment numbers sequential like a carrier's) over `customers` customers (ids from 300001) plus `annaLines` of anna's (1001), booked over
 * the last 60 days, and the customers' rows; analysed. Runs once per database (a second call finds them).
 */
export async function seedBillOrders(db, { total, customers, annaLines = 0 }) {
  const [{ n }] = (await db.query("SELECT count(*)::int AS n FROM billing.bill_orders WHERE user_id = 'bench'")).rows;
  if (n > 0) return;
  await db.query(
    `INSERT INTO billing.customers (customer_id, comp_id, name, changed_at)
     SELECT 300000 + c, 300000 + c, 'Bänkkund ' || c || ' AB', now() FROM generate_series(1, $1::int) AS c
     ON CONFLICT (customer_id) DO NOTHING`,
    [customers],
  );
  await db.query(
    `INSERT INTO billing.bill_orders (order_no, type, customer_id, consignment_no, supplier_id, article, info_text, description,
                                      total_price_ore, vat_rate, vat_ore, user_id, date_created, booked_date)
     SELECT upper(substr(md5(i::text), 1, 16)), 'FREIGHT', CASE WHEN i <= $3 THEN 1001 ELSE 300001 + i % $2 END,
            (1310000000 + i)::text, 131, 'PN_PARCEL', 'PostNord ' || (1310000000 + i), 'Frakt PostNord',
            9900 + i % 5000, 25, (9900 + i % 5000) / 4, 'bench', t, (t AT TIME ZONE 'Europe/Stockholm')::date
       FROM generate_series(1, $1::int) AS i, LATERAL (SELECT now() - make_interval(secs => (i % 5184000)::float8)) AS x(t)`,
    [total, customers, annaLines],
  );
  await db.query(
    `INSERT INTO billing.bill_order_search (customer_id, booked_date, line_id, text)
     SELECT customer_id, booked_date, id, order_no || ' ' || consignment_no || ' ' || article || ' ' || description FROM billing.bill_orders WHERE user_id = 'bench'`,
  );
  await db.query('VACUUM ANALYZE billing.bill_order_search');
  // As autovacuum leaves a table between bursts: statistics and the visibility map (index-only counts).
  await db.query('VACUUM ANALYZE billing.bill_orders');
  await db.query('ANALYZE billing.customers');
}
