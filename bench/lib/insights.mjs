// The dashboard scenario's data: one customer's summary after 1 000 000 bookings, written in SQL.
import { portalDatabase } from './bookings.mjs';

/** anna's bookings behind the dashboard scenario, one every 63 s over the last two years. */
export const INSIGHT_ORDERS = 1_000_000;
/** Other customers with anna's monthly figures, so the summary is not hers alone. */
const OTHER_CUSTOMERS = 1000;
/** INSIGHT_STRIPES of services/customers (insights.migrations.ts): the rows a key's sums are spread over. */
const STRIPES = 8;

const PRODUCTS = [
  [4, 'PN_PARCEL'],
  [4, 'PN_PALLET'],
  [116, 'DBS_PARCEL'],
  [116, 'DBS_SYSTEM'],
  [131, 'UPS_STANDARD_EU'],
  [131, 'UPS_EXPRESS_SAVER_INT'],
  [225, 'DHL_EXPRESS_DOMESTIC'],
  [225, 'DHL_EXPRESS_WORLDWIDE'],
];

/**
 * The summary KeepInsightsSummary would have left after INSIGHT_ORDERS OrderBooked events of one customer (and
 * their deliveries, complaints and claims): the orders generated in a temporary table, then its order rows and
 * its monthly and weekly sums inserted as the consumer keeps them, not a million bookings through the API (the
 * dashboard reads only the monthly and weekly sums; the order rows are there for the table sizes). Vacuumed and
 * analysed. Runs once per database.
 */
export async function seedInsights(ctx, kind = 'portal') {
  const customerId = ctx.accounts.anna.customerId;
  const db = await portalDatabase(ctx, kind);
  try {
    const [{ n }] = (await db.query("SELECT count(*)::int AS n FROM customers.insight_orders WHERE order_no LIKE 'DASH%'")).rows;
    if (n > 0) return;
    await db.query(
      `CREATE TEMP TABLE dash AS
       SELECT n, 'DASH' || lpad(n::text, 10, '0') AS order_no, p.supplier_id, p.template_name,
              ((now() - n * interval '63 seconds') AT TIME ZONE 'Europe/Stockholm')::date AS day,
              5000 + (n::bigint * 7919) % 200000 AS spend_ore, 200 + (n * 31) % 5000 AS co2e_grams, 1000 + (n * 17) % 20000 AS kg_km,
              p.template_name IN ('UPS_EXPRESS_SAVER_INT', 'DHL_EXPRESS_WORLDWIDE') AS air,
              n % 10 <> 0 AS delivered, n % 10 <> 0 AND n % 7 <> 0 AS on_time, n % 400 = 0 AS complaint, n % 1000 = 0 AS claim
         FROM generate_series(1, $1::int) n
         JOIN (SELECT ordinality - 1 AS i, supplier_id, template_name
                 FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS p (supplier_id, template_name)) p ON p.i = n % $4::int`,
      [INSIGHT_ORDERS, PRODUCTS.map(([s]) => s), PRODUCTS.map(([, t]) => t), PRODUCTS.length],
    );
    await db.query(
      `INSERT INTO customers.insight_orders (order_no, customer_id, supplier_id, template_name, booked_month, booked_day, delivery_max_days, delivered_day)
       SELECT order_no, $1, supplier_id, template_name, date_trunc('month', day)::date, day, 2, CASE WHEN delivered THEN day + 1 + n % 3 END FROM dash`,
      [customerId],
    );
    // anna's sums spread over every stripe, as concurrent chunks of a busy customer leave them (the dashboard's worst
    // case); the other customers' in one row per key.
    const monthly = (stripe) =>
      `SELECT date_trunc('month', day)::date, supplier_id, template_name, ${stripe}, count(*), sum(spend_ore), count(*), sum(co2e_grams),
              sum(kg_km), coalesce(sum(co2e_grams) FILTER (WHERE air), 0), coalesce(sum(kg_km) FILTER (WHERE air), 0),
              count(*) FILTER (WHERE air), count(*) FILTER (WHERE delivered), count(*) FILTER (WHERE on_time),
              count(*) FILTER (WHERE complaint), count(*) FILTER (WHERE claim)
         FROM dash GROUP BY 1, 2, 3, 4`;
    const columns = `customer_id, month, supplier_id, template_name, stripe, consignments, spend_ore, estimated, co2e_grams, kg_km,
                     air_co2e_grams, air_kg_km, air_estimated, delivered, on_time, complaints, claims`;
    await db.query(
      `INSERT INTO customers.insight_monthly (${columns}) SELECT $1::int, m.* FROM (${monthly(`n % ${STRIPES}`)}) m ON CONFLICT DO NOTHING`,
      [customerId],
    );
    await db.query(
      `INSERT INTO customers.insight_monthly (${columns})
       SELECT c.id, m.* FROM (${monthly('0')}) m CROSS JOIN (SELECT 900000 + g AS id FROM generate_series(1, $1::int) g) c
       ON CONFLICT DO NOTHING`,
      [OTHER_CUSTOMERS],
    );
    await db.query(
      `INSERT INTO customers.insight_weekly (customer_id, week, stripe, consignments)
       SELECT $1, date_trunc('week', day)::date, n % ${STRIPES}, count(*) FROM dash GROUP BY 2, 3
       ON CONFLICT (customer_id, week, stripe) DO UPDATE SET consignments = customers.insight_weekly.consignments + EXCLUDED.consignments`,
      [customerId],
    );
    for (const table of ['insight_orders', 'insight_monthly', 'insight_weekly']) await db.query(`VACUUM ANALYZE customers.${table}`);
  } finally {
    await db.end();
  }
}

/** YYYY-MM of the Stockholm month `back` months before this one. */
export const stockholmMonth = (back = 0) => {
  const [y, m] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
