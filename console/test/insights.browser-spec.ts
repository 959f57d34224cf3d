import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Page } from 'playwright-core';
import { ANNA, eventually } from '@freight/testing';
import { apiCall, signIn } from '../../services/all-in-one/test/portal';
import { byTestId, browserPortal, fillStep1, submitLoginForm, waitForPath, waitForShippingProfile } from './browser';
import { axeViolations } from './axe';

/**
 * Issue 33 in Debian's Chromium against the embedded portal: the dashboard for anna with her bookings, the period
 * picker changing the figures, each chart's table alternative, WCAG 2.1 AA by axe-core, the yearly emissions
 * report's download, and step 2's offers sorted by emissions. Screenshots go to console/test/screenshots/insights-<test>/.
 */

describe('the dashboard and emissions in the browser', () => {
  const fixture = browserPortal('insights-');
  const { open } = fixture;
  let anna = '';
  /** Fourteen months ago (Stockholm): outside the default twelve months, inside a period picked from it. */
  let oldMonth = '';

  const party = (role: string, postcode: string, city: string) => ({
    role,
    address: { name: `${city} AB`, postcode, city, countrycode: 'SE' },
  });
  const book = async (templateName: string) => {
    const consignment = (
      await apiCall(fixture.portal, anna, 'post', '/consignment/?temp=0', {
        templateName,
        part: [party('consignor', '111 57', 'Stockholm'), party('consignee', '41304', 'Göteborg')],
        goodsItem: [{ noOfPackages: 1, weight: 12, length: 40, width: 30, height: 30, packageType: 'parcel' }],
      }).expect(200)
    ).body.consignments[0];
    const { orderNo } = (await apiCall(fixture.portal, anna, 'post', '/order/', { consignmentId: consignment.consignmentId }).expect(200))
      .body;
    const booked = (await apiCall(fixture.portal, anna, 'put', '/order/book/', { orderNos: [orderNo] }).expect(200)).body.orders[0];
    expect(booked.booked).toBe(true);
  };

  beforeAll(async () => {
    anna = (await signIn(fixture.portal, ANNA.username, ANNA.password)).accessToken;
    await waitForShippingProfile(fixture.portal.db, ANNA.customerId);
    await book('PN_PARCEL');
    await book('DBS_PARCEL');
    await eventually(async () =>
      expect(
        (await fixture.portal.db.query('SELECT count(*)::int AS n FROM customers.insight_orders WHERE customer_id = $1', [ANNA.customerId]))
          .rows[0].n,
      ).toBe(2),
    );
    // An older month of the summary, as the events of bookings then would have left it.
    const { rows } = await fixture.portal.db.query(
      `SELECT to_char(date_trunc('month', now() AT TIME ZONE 'Europe/Stockholm') - interval '14 months', 'YYYY-MM') AS month`,
    );
    oldMonth = rows[0].month;
    await fixture.portal.db.query(
      `INSERT INTO customers.insight_monthly (customer_id, month, supplier_id, template_name, consignments, spend_ore, estimated, co2e_grams, kg_km)
       VALUES ($1, ($2 || '-01')::date, 4, 'PN_PARCEL', 5, 50000, 5, 7000, 25000)`,
      [ANNA.customerId, oldMonth],
    );
  });

  const signInAt = async (page: Page, path: string) => {
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.goto(path);
  };

  it("renders anna's figures with a chart and a table for each, passes axe WCAG 2.1 AA, and follows the period picker", async () => {
    const { page, shot } = await open('01-dashboard');
    await signInAt(page, '/dashboard');
    await byTestId(page, 'kpi-consignments').filter({ hasText: /^2$/ }).waitFor();
    expect(await byTestId(page, 'kpi-co2e').textContent()).toMatch(/^\d+,\d{2} kg CO2e$/);
    for (const chart of ['chart-spend', 'chart-weekly', 'chart-ontime', 'chart-incidents', 'chart-emissions']) {
      await byTestId(page, chart).waitFor();
      // The table alternative: a captioned table of the chart's numbers.
      expect(await byTestId(page, `${chart}-table`).locator('table caption').count()).toBe(1);
    }
    expect(await byTestId(page, 'chart-spend').locator('svg').count()).toBeGreaterThan(0);
    expect(await byTestId(page, 'chart-spend-table').locator('tbody tr').count()).toBe(2); // PostNord and DB Schenker this month
    await byTestId(page, 'chart-emissions-table').locator('summary').click();
    await shot('01-dashboard');
    expect(await axeViolations(page)).toEqual([]);

    // From fourteen months back: the older month's five consignments join the two of this month.
    await byTestId(page, 'period-from').selectOption(oldMonth);
    await byTestId(page, 'kpi-consignments').filter({ hasText: /^7$/ }).waitFor();
    expect(await byTestId(page, 'chart-emissions-table').locator('tbody tr').count()).toBe(15);
    await shot('02-period');

    // The yearly emissions report, downloaded with the session's token.
    const [download] = await Promise.all([page.waitForEvent('download'), byTestId(page, 'report-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^utslappsrapport-1001-\d{4}\.csv$/);

    // A chart's table as CSV and as xlsx: the same figures in both, read back by Python's csv and zipfile.
    const saved = async (testId: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), byTestId(page, testId).click()]);
      return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
    };
    const xlsx = await saved('chart-emissions-xlsx');
    const csv = await saved('chart-emissions-csv');
    expect([xlsx.name, csv.name]).toEqual(['chart-emissions.xlsx', 'chart-emissions.csv']);
    const back = JSON.parse(
      execFileSync('python3', [`${__dirname}/read-table.py`], {
        input: JSON.stringify({ xlsx: [...xlsx.bytes], csv: csv.bytes.toString('utf8') }),
        encoding: 'utf8',
      }),
    );
    expect(back.xlsx).toHaveLength(16); // the header and fifteen months
    expect(back.mismatches).toEqual([]);
    expect(back.xlsx.slice(1).some((row: unknown[]) => typeof row[1] === 'number' && row[1] > 0)).toBe(true);
  });

  it('sorts the offers on step 2 by emissions, each with its kg CO2e and how we calculate', async () => {
    const { page, shot } = await open('02-offers');
    await signInAt(page, '/shipment/price');
    await fillStep1(page);
    await byTestId(page, 'compare-prices').click();
    await byTestId(page, 'offered-product').first().waitFor();
    await byTestId(page, 'product-emission').first().waitFor();
    expect(await byTestId(page, 'product-emission').first().textContent()).toMatch(/Klimatpåverkan: \d+,\d{2} kg CO2e/);
    await byTestId(page, 'offers-sort').selectOption('emissions');
    const grams = await byTestId(page, 'product-emission').evaluateAll((nodes) =>
      nodes
        .map((node) => node.getAttribute('data-co2e-grams'))
        .filter((value): value is string => value !== null)
        .map(Number),
    );
    expect(grams.length).toBeGreaterThan(1);
    expect(grams).toEqual([...grams].sort((a, b) => a - b));
    await byTestId(page, 'product-emission').first().locator('summary').click();
    expect(await byTestId(page, 'product-emission-method').first().textContent()).toMatch(/EN ISO 14083/);
    await shot('02-offers');
  });
});
