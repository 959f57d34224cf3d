import { portalDatabase } from '../lib/bookings.mjs';

const CONTACTS = 100_000;
const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Helsingborg', 'Jönköping', 'Norrköping'];

/**
 * The address book at 100 000 contacts of one company: pages of 50 sorted by name or city, and searches,
 * through GET /api/contact/customer/{custId} (paged, sorted and filtered in the database, with its count).
 * The contacts are written in SQL as the API would write them (anna's scope) and the table analysed.
 * Few connections: the figure is the latency of one list call, not a queue. Target p99 <= 20 ms.
 */
export default {
  name: 'contacts-list',
  server: 'portal',
  order: 70,
  description: 'contact list at 100 000 contacts of one company: pages of 50 and searches (target p99 <= 20 ms)',
  async setup(ctx) {
    const { username, password, customerId } = ctx.accounts.anna;
    const session = await ctx.signIn(username, password);
    const db = await portalDatabase(ctx);
    try {
      await db.query(
        `INSERT INTO contacts.contacts (cust_id, scope, company, first_name, last_name, address1, postcode, city, email, phone, consignee)
         SELECT $1::int, -($1::int), 'Företag ' || i || ' AB', 'Förnamn' || (i % 500), 'Efternamn' || (i % 997), 'Gatan ' || (i % 200),
                lpad(((i * 7919) % 90000 + 10000)::text, 5, '0'), ($3::text[])[i % 10 + 1], 'kontakt' || i || '@example.se', '08-' || lpad((i % 1000000)::text, 6, '0'), true
           FROM generate_series(1, $2) AS i`,
        [customerId, CONTACTS, CITIES],
      );
      await db.query('ANALYZE contacts.contacts');
    } finally {
      await db.end();
    }
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const list = (sort, range, filter = {}) =>
      `/api/contact/customer/${customerId}?sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify(range))}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const paths = [
      list(['id', 'DESC'], [0, 49]),
      list(['company', 'ASC'], [0, 49]),
      list(['city', 'ASC'], [950, 999]),
      list(['lastName', 'DESC'], [4950, 4999]),
      list(['id', 'DESC'], [0, 49], { q: 'företag 4711' }),
      list(['company', 'ASC'], [0, 49], { q: 'kontakt12345@' }),
      list(['id', 'DESC'], [0, 49], { q: 'efternamn99 ' }),
      list(['id', 'DESC'], [0, 49], { q: 'uppsala' }),
    ];
    for (const path of paths) {
      const { status, body } = await ctx.http('portal', 'GET', path, { headers });
      if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
    }
    return { connections: 4, requests: paths.map((path) => ({ method: 'GET', path, headers })) };
  },
};
