import { ANNA, eventually } from '@freight/testing';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page, Request } from 'playwright-core';
import { startTestPortal, type TestPortal } from '../../services/all-in-one/test/portal';

/**
 * Helpers of the browser end-to-end tests: Debian's Chromium driven by playwright-core (never a
 * downloaded browser), one fresh context per test, screenshots under console/test/screenshots/.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });

export const SCREENSHOT_DIR = join(__dirname, 'screenshots');

/** What happened in one page: every request, every URL the main frame showed, uncaught errors. */
export interface PageLog {
  requests: { method: string; path: string }[];
  /** Paths (with query) of the main frame, client-side (history API) navigations included. */
  paths: string[];
  errors: string[];
  /** Requests matching method and path (path without the query string). */
  calls(method: string, path: string): { method: string; path: string }[];
  /** Forgets everything recorded so far. */
  reset(): void;
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

export interface TestPage {
  page: Page;
  log: PageLog;
  /**
   * Saves a full-page screenshot as screenshots/<folder>/<step>.png; `viewport` for an open dialog, since a
   * full-page capture resizes the window for a moment and a busy machine then saw the dialog close.
   */
  shot(step: string, options?: { viewport?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/** A fresh context (empty localStorage and IndexedDB) and page on baseURL. */
export async function openPage(browser: Browser, baseURL: string, folder: string): Promise<TestPage> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'sv-SE' });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  const log: PageLog = {
    requests: [],
    paths: [],
    errors: [],
    calls: (method, path) => log.requests.filter((r) => r.method === method && r.path.split('?')[0] === path),
    reset: () => {
      log.requests.length = 0;
      log.paths.length = 0;
      log.errors.length = 0;
    },
  };
  page.on('request', (request: Request) => log.requests.push({ method: request.method(), path: pathOf(request.url()) }));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) log.paths.push(pathOf(frame.url()));
  });
  page.on('pageerror', (error) => log.errors.push(String(error?.stack ?? error)));
  const dir = join(SCREENSHOT_DIR, folder);
  mkdirSync(dir, { recursive: true });
  return {
    page,
    log,
    shot: async (step, options) => {
      await page.screenshot({ path: join(dir, `${step}.png`), fullPage: !options?.viewport });
    },
    close: () => context.close(),
  };
}

/** The path the page shows now (client-side routing included). */
export const currentPath = (page: Page) => new URL(page.url()).pathname;

/** Waits until the client router has settled on `path` (redirects are client-side). */
export const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });

/**
 * Waits until the screen's one h1 reads `text`: right after a navigation the previous screen may still be fading
 * out with its own heading (CI run 1 of stop 40 read "Logga in" on /glomt-losenord).
 */
export const waitForHeading = (page: Page, text: string) =>
  page.waitForFunction((expected) => {
    const headings = (
      globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> } }
    ).document.querySelectorAll('h1');
    return headings.length === 1 && headings[0].textContent?.trim() === expected;
  }, text);

/** localStorage of the page's origin (evaluated in the page; the test code has no DOM types). */
export const storageItem = (page: Page, key: string) =>
  page.evaluate((k) => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(k), key);

export const documentLang = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement.lang);

export const byTestId = (page: Page, id: string) => page.getByTestId(id);

/**
 * Types `text` key by key over what a field holds, as a member does (select all, then type): a date or time field
 * sees every unfinished text on the way, where fill() would set the whole value at once.
 */
export const typeOver = async (page: Page, testId: string, text: string) => {
  await byTestId(page, testId).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
};

/** The text of what describes a field (aria-describedby): its helper or error text. */
export const describedText = async (page: Page, testId: string) => {
  const ids = (await byTestId(page, testId).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
};

/** Polls `check` until it returns true or the time is up. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return check();
}

/** The document title once the route's effect has set it (it follows the render that shows the page). */
export async function settledTitle(page: Page, expected: string, timeoutMs = 5000): Promise<string> {
  await page.waitForFunction((title) => document.title === title, expected, { timeout: timeoutMs }).catch(() => undefined);
  return page.title();
}

/**
 * Pages of one describe block: `open(folder)` gives a fresh page on the portal's URL; after each test the
 * page is closed, and an uncaught exception in it fails the test whatever the test looked at.
 */
export function pagesPerTest(browser: () => Browser, baseURL: () => string, folderPrefix = ''): (folder: string) => Promise<TestPage> {
  let current: TestPage | undefined;
  afterEach(async () => {
    const page = current;
    current = undefined;
    if (!page) return;
    const errors = page.log.errors;
    await page.close();
    expect(errors).toEqual([]);
  });
  return async (folder: string) => {
    current = await openPage(browser(), baseURL(), `${folderPrefix}${folder}`);
    return current;
  };
}

/** One spec file's Chromium and embedded portal, and its pages. */
export interface BrowserPortal {
  readonly browser: Browser;
  readonly portal: TestPortal;
  /** A fresh page on the portal for one test; screenshots under screenshots/<folderPrefix><folder>/. */
  open(folder: string): Promise<TestPage>;
}

/**
 * Starts Chromium and the embedded portal before a describe block's tests (before its own beforeAll hooks,
 * which may use them) and stops both after; call it at the top of the block.
 */
export function browserPortal(folderPrefix: string, env: Record<string, string> = {}): BrowserPortal {
  let browser: Browser | undefined;
  let portal: TestPortal | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    portal = await startTestPortal(env);
  });
  afterAll(async () => {
    await portal?.close();
    await browser?.close();
  });
  const open = pagesPerTest(
    () => browser!,
    () => portal!.running.url!,
    folderPrefix,
  );
  return {
    get browser() {
      return browser!;
    },
    get portal() {
      return portal!;
    },
    open,
  };
}

/** Fills the /loginx form and clicks the button; answers what the server said to the sign-in call. */
export async function submitLoginForm(page: Page, username: string, password: string) {
  await page.goto('/loginx');
  await byTestId(page, 'login-username').fill(username);
  await byTestId(page, 'login-password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/signin') && r.request().method() === 'POST'),
    byTestId(page, 'login-button').click(),
  ]);
  return { status: response.status(), body: (await response.json()) as { accessToken?: string; refreshToken?: string; message?: string } };
}

/** The seeded member most browser tests act as: libs/testing's one set of test accounts. */
export { ANNA };

/** Signs in through the form and waits for the start page, where the shipment flow begins. */
export async function signInToStart(page: Page, account: { username: string; password: string } = ANNA) {
  await submitLoginForm(page, account.username, account.password);
  await waitForPath(page, '/start');
}

/** Step 1 of a new shipment: Stockholm 11122 → Göteborg 41301 and one goods row (a 5 kg parcel unless told). */
export async function fillStep1(
  page: Page,
  goods: { weight: string; length: string; width: string; height: string } = { weight: '5', length: '30', width: '20', height: '10' },
) {
  await byTestId(page, 'from-postcode').fill('11122');
  await byTestId(page, 'from-city').fill('Stockholm');
  await byTestId(page, 'to-postcode').fill('41301');
  await byTestId(page, 'to-city').fill('Göteborg');
  for (const field of ['weight', 'length', 'width', 'height'] as const) await byTestId(page, `goods-0-${field}`).fill(goods[field]);
}

/** Step 3's mandatory party fields: Annas Blommor AB sends to Bertil Berg. */
export async function fillParties(page: Page) {
  await byTestId(page, 'consignor-name').fill('Annas Blommor AB');
  await byTestId(page, 'consignor-address1').fill('Storgatan 1');
  await byTestId(page, 'consignor-phone').fill('08-123 45 67');
  await byTestId(page, 'consignee-name').fill('Bertil Berg');
  await byTestId(page, 'consignee-address1').fill('Hamngatan 2');
  await byTestId(page, 'consignee-mobile').fill('0701234567');
}

/** Waits until shipping has the customer's profile (it arrives by event after the portal starts): orders need it. */
export async function waitForShippingProfile(db: { query<R>(sql: string, params: unknown[]): Promise<{ rows: R[] }> }, customerId: number) {
  await eventually(async () => {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM shipping.customer_profiles WHERE customer_id = $1', [
      customerId,
    ]);
    if (rows[0].n !== 1) throw new Error(`customer ${customerId} has no shipping profile yet`);
  });
}

/** Tabs until the focused element has the test id, at most `limit` presses: a keyboard user's way to a control. */
export async function tabTo(page: Page, testId: string, limit: number): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if ((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${testId} not reached with Tab`);
}

/** "1234.5" as a Swede reads money, written out here rather than by the console's formatter: "1 234,50 kr", no-break spaces (issue 29 item 14). */
export const swedishKronor = (decimal: string) => {
  const [whole, fraction] = Math.abs(Number(decimal)).toFixed(2).split('.');
  return `${Number(decimal) < 0 ? '\u2212' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${fraction}\u00a0kr`;
};
