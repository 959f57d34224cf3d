import { ANNA } from '@freight/testing';
import { Page, Response } from 'playwright-core';
import { PLAIN_CONSIGNMENT, signIn } from '../../services/all-in-one/test/portal';
import { byTestId, browserPortal, submitLoginForm, typeOver, waitForPath, waitForShippingProfile } from './browser';

/**
 * The booked list with 5 000 booked orders (issue 20) in Debian's Chromium against the embedded portal: it
 * asks the server for one page at a time (ra-data-simple-rest's `range`, `sort` and `filter`) and shows the
 * server's total, pages first/next/last, searches, filters by status and sorts by price through the server,
 * and shows cards under 600 px. Screenshots go to console/test/screenshots/booked-paging-<test>/.
 */

const CLONES = 4_999;
const BOOKED_PATH = `/api/order/customer/${ANNA.customerId}/booked`;

interface ListCall {
  range: [number, number];
  sort: [string, string];
  filter: Record<string, unknown>;
  contentRange: string | null;
  rows: number;
}

describe('Frakt console in the browser: the booked list pages through the server', () => {
  const fixture = browserPortal('booked-paging-');
  const { open } = fixture;
  /** Newest first: the order booked through the API, then the clones n = 1..4999, five minutes apart. */
  const newestFirst: string[] = [];

  beforeAll(async () => {
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    const { accessToken } = await signIn(fixture.portal, ANNA.username, ANNA.password);
    const call = (method: 'post' | 'put', path: string, body: unknown) =>
      fixture.portal.http[method](`/api${path}`)
        .auth(accessToken, { type: 'bearer' })
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body))
        .expect(200);

    // One booking through the API, then 4 999 copies of it in one statement (as many POSTs would take minutes).
    const created = (await call('post', '/consignment/?temp=0', PLAIN_CONSIGNMENT)).body.consignments[0] as { consignmentId: string };
    await call('put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId: created.consignmentId });
    const { rows } = await fixture.portal.db.query<{ order_no: string }>('SELECT order_no FROM shipping.orders WHERE consignment_id = $1', [
      created.consignmentId,
    ]);
    newestFirst.push(rows[0].order_no);
    await fixture.portal.db.query(
      `WITH o AS (SELECT * FROM shipping.orders WHERE order_no = $1),
            c AS (SELECT * FROM shipping.consignments WHERE id = (SELECT consignment_id FROM o)),
            g AS (SELECT n, gen_random_uuid() AS id, 'BRW' || lpad(n::text, 13, '0') AS order_no, '88' || lpad(n::text, 8, '0') AS consignment_no
                    FROM generate_series(1, $2::int) AS n),
            new_c AS (
              INSERT INTO shipping.consignments
              SELECT (jsonb_populate_record(NULL::shipping.consignments, to_jsonb(c) || jsonb_build_object('id', g.id, 'consignment_no', g.consignment_no,
                        'document', jsonb_set(c.document, '{part,1,address,name}', to_jsonb('Mottagare ' || g.n || ' AB')) || jsonb_build_object('consignmentId', g.id, 'orderNo', g.order_no, 'consignmentNo', g.consignment_no)))).*
                FROM c, g RETURNING id)
       INSERT INTO shipping.orders
       SELECT (jsonb_populate_record(NULL::shipping.orders, to_jsonb(o) || jsonb_build_object('order_no', g.order_no, 'consignment_id', g.id,
                 'date_booked', now() - g.n * interval '5 minutes', 'calculated_price_ore', 5000 + (g.n * 7919) % 100000,
                 'status_name', CASE WHEN g.n % 50 = 0 THEN 'DELIVERED' END))).*
         FROM o, g WHERE (SELECT count(*) FROM new_c) = $2`,
      [newestFirst[0], CLONES],
    );
    await fixture.portal.db.query('ANALYZE shipping.orders, shipping.consignments');
    for (let n = 1; n <= CLONES; n++) newestFirst.push(`BRW${String(n).padStart(13, '0')}`);
  });

  /** Every booked-list call the page makes, with the server's Content-Range and the number of rows it answered. */
  const recordListCalls = (page: Page) => {
    const calls: ListCall[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname !== BOOKED_PATH || response.request().method() !== 'GET') return;
      const read = (name: string) => JSON.parse(url.searchParams.get(name) ?? 'null');
      response
        .json()
        .then((body: unknown[]) =>
          calls.push({
            range: read('range'),
            sort: read('sort'),
            filter: read('filter'),
            contentRange: response.headers()['content-range'] ?? null,
            rows: body.length,
          }),
        )
        // An answer the page stopped waiting for (it navigated on) has no body to read: not a call of the list's.
        .catch(() => undefined);
    });
    return calls;
  };

  /** The first call after `from` that matches, once its answer has been read. */
  const waitForCall = async (calls: ListCall[], from: number, matches: (call: ListCall) => boolean) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const found = calls.slice(from).find(matches);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no booked-list call matched; calls: ${JSON.stringify(calls.slice(from))}`);
  };

  const orderNos = (page: Page) => byTestId(page, 'order-no').allTextContents();
  const rangeInfo = (page: Page) => page.locator('.MuiTablePagination-displayedRows').textContent();
  /** Waits until the table's first order number is `orderNo` and it shows `count` rows. */
  const waitForPage = (page: Page, first: string, count: number) =>
    page.waitForFunction(
      ([no, n]) => {
        const cells = (
          globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> } }
        ).document.querySelectorAll('[data-testid="order-no"]');
        return cells.length === n && cells[0]?.textContent === no;
      },
      [first, count] as const,
    );

  const toBookedList = async (page: Page, width = 1280) => {
    await page.setViewportSize({ width, height: 900 });
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await byTestId(page, 'booked-link').click();
    await waitForPath(page, '/consignment/list');
  };

  it('asks for one page at a time and pages first, next and last through the server', async () => {
    const { page, shot } = await open('01-paging');
    const calls = recordListCalls(page);
    await toBookedList(page);
    await waitForPage(page, newestFirst[0], 10);
    await shot('01-first-page');

    // The first call asks for the newest ten of the last 30 days, and the server counts the rest.
    const first = await waitForCall(calls, 0, () => true);
    expect(first).toMatchObject({ range: [0, 9], sort: ['dateBooked', 'DESC'], contentRange: 'orders 0-9/5000', rows: 10 });
    expect(Object.keys(first.filter).sort()).toEqual(['from', 'to']);
    expect(await orderNos(page)).toEqual(newestFirst.slice(0, 10));
    expect(await rangeInfo(page)).toBe('1-10 av 5000');

    let seen = calls.length;
    await byTestId(page, 'page-next').click();
    await waitForPage(page, newestFirst[10], 10);
    expect(await waitForCall(calls, seen, (c) => c.range[0] === 10)).toMatchObject({
      range: [10, 19],
      contentRange: 'orders 10-19/5000',
      rows: 10,
    });
    expect(await orderNos(page)).toEqual(newestFirst.slice(10, 20));

    seen = calls.length;
    await byTestId(page, 'page-last').click();
    await waitForPage(page, newestFirst[4990], 10);
    expect(await waitForCall(calls, seen, (c) => c.range[0] === 4990)).toMatchObject({
      range: [4990, 4999],
      contentRange: 'orders 4990-4999/5000',
      rows: 10,
    });
    expect(await orderNos(page)).toEqual(newestFirst.slice(4990));
    expect(await rangeInfo(page)).toBe('4991-5000 av 5000');
    await shot('02-last-page');

    seen = calls.length;
    await byTestId(page, 'page-first').click();
    await waitForPage(page, newestFirst[0], 10);
    expect(await waitForCall(calls, seen, (c) => c.range[0] === 0)).toMatchObject({ range: [0, 9] });

    // A bigger page is still one page from the server, never the whole list.
    seen = calls.length;
    await page.getByRole('combobox', { name: 'Rader per sida:' }).click();
    await page.getByRole('option', { name: '100', exact: true }).click();
    await waitForPage(page, newestFirst[0], 100);
    expect(await waitForCall(calls, seen, (c) => c.range[1] - c.range[0] === 99)).toMatchObject({ range: [0, 99], rows: 100 });
    expect(calls.every((c) => Array.isArray(c.range) && c.range[1] - c.range[0] < 100 && c.rows <= 100)).toBe(true);
  });

  it('searches, filters by status and sorts by price through the server', async () => {
    const { page, shot } = await open('02-filters');
    const calls = recordListCalls(page);
    await toBookedList(page);
    await waitForPage(page, newestFirst[0], 10);

    // Two characters are below the minimum: nothing is asked; the third sends the search (debounced, once).
    let seen = calls.length;
    await byTestId(page, 'booked-search').fill('88');
    await page.getByText('Minst antal tecken: 3').waitFor();
    await byTestId(page, 'booked-search').fill('8800004711');
    await waitForPage(page, newestFirst[4711], 1);
    expect(await waitForCall(calls, seen, (c) => c.filter.q !== undefined)).toMatchObject({
      filter: expect.objectContaining({ q: '8800004711' }),
      range: [0, 9],
      contentRange: 'orders 0-0/1',
    });
    expect(calls.slice(seen).filter((c) => c.filter.q === '88')).toEqual([]);
    expect(await byTestId(page, 'consignment-no').first().textContent()).toBe('8800004711');
    await shot('01-search');

    // The receiver's name, then cleared again.
    seen = calls.length;
    await byTestId(page, 'booked-search').fill('mottagare 4999');
    await waitForPage(page, newestFirst[4999], 1);
    expect(await waitForCall(calls, seen, (c) => c.filter.q === 'mottagare 4999')).toMatchObject({ contentRange: 'orders 0-0/1' });
    await byTestId(page, 'booked-search').fill('');
    await waitForPage(page, newestFirst[0], 10);

    // The status filter: every 50th clone is delivered (99 of them).
    seen = calls.length;
    await byTestId(page, 'booked-status').locator('xpath=..').click();
    await byTestId(page, 'booked-status-delivered').click();
    await waitForPage(page, newestFirst[50], 10);
    expect(await waitForCall(calls, seen, (c) => c.filter.status === 'delivered')).toMatchObject({
      range: [0, 9],
      contentRange: 'orders 0-9/99',
    });
    expect(await rangeInfo(page)).toBe('1-10 av 99');
    expect(new Set(await byTestId(page, 'status-chip').allTextContents())).toEqual(new Set(['Levererad']));
    await shot('02-delivered');

    // Sorting by price is the server's: the cheapest delivered first.
    seen = calls.length;
    await page.getByRole('columnheader', { name: 'Pris' }).getByRole('button').click();
    const sorted = await waitForCall(calls, seen, (c) => c.sort[0] === 'price');
    expect(sorted).toMatchObject({ sort: ['price', 'ASC'], range: [0, 9], contentRange: 'orders 0-9/99' });
    const { rows } = await fixture.portal.db.query<{ order_no: string }>(
      `SELECT order_no FROM shipping.orders WHERE customer_id = $1 AND status_name = 'DELIVERED' ORDER BY calculated_price_ore, order_no LIMIT 10`,
      [ANNA.customerId],
    );
    await waitForPage(page, rows[0].order_no, 10);
    expect(await orderNos(page)).toEqual(rows.map((r) => r.order_no));
    await shot('03-delivered-by-price');
  });

  it('pages cards under 600 px', async () => {
    const { page, shot } = await open('03-narrow');
    const calls = recordListCalls(page);
    await toBookedList(page, 420);
    await byTestId(page, 'booked-card').nth(9).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await byTestId(page, 'booked-card').count()).toBe(10);
    const seen = calls.length;
    // Narrow, react-admin shows MUI's own previous/next buttons.
    await page.locator('.MuiTablePagination-actions button').last().click();
    await page.locator(`[data-testid="booked-card"][data-order-no="${newestFirst[10]}"]`).waitFor();
    expect(await waitForCall(calls, seen, (c) => c.range[0] === 10)).toMatchObject({ range: [10, 19] });
    await shot('01-cards-page-2');
  });

  it('pages on with previous and next when the server did not count that far (more than 10 000 after the page)', async () => {
    // 10 001 older bookings, more than a year back (outside the default 30 days), copies of the API's one.
    await fixture.portal.db.query(
      `WITH o AS (SELECT * FROM shipping.orders WHERE order_no = $1),
            c AS (SELECT * FROM shipping.consignments WHERE id = (SELECT consignment_id FROM o)),
            g AS (SELECT n, gen_random_uuid() AS id, 'OLD' || lpad(n::text, 13, '0') AS order_no FROM generate_series(1, 10001) AS n),
            new_c AS (
              INSERT INTO shipping.consignments
              SELECT (jsonb_populate_record(NULL::shipping.consignments, to_jsonb(c) || jsonb_build_object('id', g.id, 'consignment_no', '77' || lpad(g.n::text, 8, '0')))).*
                FROM c, g RETURNING id)
       INSERT INTO shipping.orders
       SELECT (jsonb_populate_record(NULL::shipping.orders, to_jsonb(o) || jsonb_build_object('order_no', g.order_no, 'consignment_id', g.id,
                 'date_booked', now() - interval '400 days' - g.n * interval '1 minute'))).*
         FROM o, g WHERE (SELECT count(*) FROM new_c) = 10001`,
      [newestFirst[0]],
    );
    const { page, shot } = await open('04-uncounted');
    const calls = recordListCalls(page);
    await toBookedList(page);
    await waitForPage(page, newestFirst[0], 10);
    expect(await rangeInfo(page)).toBe('1-10 av 5000');

    const yearAndMore = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(Date.now() - 500 * 86_400_000));
    let seen = calls.length;
    await typeOver(page, 'booked-from', yearAndMore);
    expect(await waitForCall(calls, seen, (c) => c.filter.from === yearAndMore)).toMatchObject({
      range: [0, 9],
      contentRange: 'orders 0-9/*',
      rows: 10,
    });
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }).document.querySelector(
          '.MuiTablePagination-displayedRows',
        )?.textContent === '1-10 av fler än 10\u00a0000',
    );
    expect(await byTestId(page, 'page-last').count()).toBe(0);
    await shot('01-more-than');

    seen = calls.length;
    await page.locator('.MuiTablePagination-actions button').last().click();
    await waitForPage(page, newestFirst[10], 10);
    expect(await waitForCall(calls, seen, (c) => c.range[0] === 10)).toMatchObject({ range: [10, 19], contentRange: 'orders 10-19/*' });
    expect(await rangeInfo(page)).toBe('11-20 av fler än 10\u00a0010');
  });
});
