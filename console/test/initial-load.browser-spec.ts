import { ANNA } from '@freight/testing';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Page, Response } from 'playwright-core';
import { byTestId, browserPortal, settledTitle, waitForPath } from './browser';

/**
 * Issue 20, route-level code splitting: a visitor's first page is the public shell, not react-admin. The
 * built console (console/dist) in Debian's Chromium: every script the page loads is recorded and its size
 * read from the build's precompressed files. Sizes are asserted; paint timings are only printed.
 */

const ASSETS = join(__dirname, '..', 'dist', 'assets');
/** Issue 20: initial script for /welcome at most 250 kB gzip. */
const WELCOME_BUDGET_GZIP = 250 * 1024;
/** The chunk vite.config.ts puts react-admin (ra-core, ra-ui-materialui) in. */
const REACT_ADMIN_CHUNK = /^react-admin-[\w-]+\.js$/;

/** The asset's size as the server sends it: the build's .gz/.br beside it, or the file itself (under 1 kB none is written). */
const encodedSize = (name: string, encoding: 'gz' | 'br') => {
  const file = join(ASSETS, name);
  if (existsSync(`${file}.${encoding}`)) return readFileSync(`${file}.${encoding}`).length;
  const bytes = readFileSync(file);
  const packed =
    encoding === 'gz' ? gzipSync(bytes, { level: 9 }) : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return Math.min(packed.length, bytes.length);
};

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Names of the scripts (under /assets/) the page received, in order. */
const recordScripts = (page: Page) => {
  const scripts: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/')) {
      const name = url.pathname.slice('/assets/'.length);
      if (!scripts.includes(name)) scripts.push(name);
    }
  });
  return scripts;
};

/** Chromium's first contentful paint of the current document, in ms from navigation start. */
const firstContentfulPaint = async (page: Page) => {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
};

describe('initial load of the console in the browser (issue 20)', () => {
  const fixture = browserPortal('initial-load-');
  const { open } = fixture;

  it('loads /welcome without the react-admin chunk, in at most 250 kB gzip of script, and signs in to the full app', async () => {
    const { page, shot } = await open('01-welcome-then-start');
    const scripts = recordScripts(page);

    await page.goto('/welcome', { waitUntil: 'networkidle' });
    await byTestId(page, 'welcome-subject').getByText('Välkommen till Frakt').waitFor();
    await byTestId(page, 'demo-button').waitFor();
    expect(await settledTitle(page, 'Frakt : Välkommen')).toBe('Frakt : Välkommen');
    const welcomeFcp = await firstContentfulPaint(page);
    await shot('01-welcome');

    const welcomeScripts = [...scripts];
    const gzip = welcomeScripts.reduce((sum, name) => sum + encodedSize(name, 'gz'), 0);
    const brotli = welcomeScripts.reduce((sum, name) => sum + encodedSize(name, 'br'), 0);
    console.log(
      `issue 20 figures: /welcome loads ${welcomeScripts.length} scripts (${welcomeScripts.join(', ')}): ` +
        `${kB(gzip)} gzip, ${kB(brotli)} brotli; first contentful paint ${welcomeFcp.toFixed(0)} ms`,
    );
    expect(welcomeScripts.length).toBeGreaterThan(0);
    expect(welcomeScripts.filter((name) => REACT_ADMIN_CHUNK.test(name))).toEqual([]);
    expect(gzip).toBeLessThanOrEqual(WELCOME_BUDGET_GZIP);

    // The shell's language selector works before react-admin is there.
    await byTestId(page, 'language-selector').selectOption('en');
    await page.waitForFunction(() => document.title === 'Frakt : Welcome');
    expect(await byTestId(page, 'demo-button').textContent()).toBe('Try without logging in');
    await byTestId(page, 'language-selector').selectOption('sv');
    await page.waitForFunction(() => document.title === 'Frakt : Välkommen');

    // Signing in hands the page to the react-admin app: the chunk the test looks for is the one that loads now.
    await byTestId(page, 'login-link').click();
    await waitForPath(page, '/loginx');
    await byTestId(page, 'login-button').click();
    // react-admin's form checked both fields on submit; the shell's does too.
    expect(await page.getByText('Obligatoriskt fält').count()).toBe(2);
    await byTestId(page, 'login-username').fill(ANNA.username);
    await byTestId(page, 'login-password').fill(ANNA.password);
    await byTestId(page, 'login-button').click();
    await waitForPath(page, '/start');
    await page.waitForFunction(() => document.querySelector('[data-testid="profile-name"]')?.textContent === 'Anna Andersson');
    await byTestId(page, 'shipment-price').waitFor();
    expect(await settledTitle(page, 'Frakt : Ny frakt')).toBe('Frakt : Ny frakt');
    await shot('02-start-signed-in');
    expect(scripts.filter((name) => REACT_ADMIN_CHUNK.test(name))).toHaveLength(1);

    // A signed-in first load of /start: the app straight away.
    const startScripts = recordScripts(page);
    // 'load', not 'networkidle': a signed-in page keeps its live order-events stream open, so the network never idles.
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('[data-testid="profile-name"]')?.textContent === 'Anna Andersson');
    const startFcp = await firstContentfulPaint(page);
    const startGzip = startScripts.reduce((sum, name) => sum + encodedSize(name, 'gz'), 0);
    console.log(
      `issue 20 figures: signed-in /start loads ${startScripts.length} scripts, ${kB(startGzip)} gzip; ` +
        `first contentful paint ${startFcp.toFixed(0)} ms`,
    );
    expect(startScripts.filter((name) => REACT_ADMIN_CHUNK.test(name))).toHaveLength(1);
  });

  it('runs the demo and an unknown SSO key from the shell, and keeps a visitor of a guarded path in it', async () => {
    const { page, log } = await open('02-guard-demo-sso');
    const scripts = recordScripts(page);

    // A guarded path sends the visitor to /welcome without loading the app.
    await page.goto('/consignment/list');
    await waitForPath(page, '/welcome');
    await byTestId(page, 'welcome-card').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((name) => REACT_ADMIN_CHUNK.test(name))).toEqual([]);

    // A failed SSO stays in the shell with the server's message as the title.
    await page.goto('/sso/not-a-key-anybody-issued');
    await byTestId(page, 'sso-alert').waitFor();
    const message = (await byTestId(page, 'sso-alert').textContent())?.trim();
    expect(message).toBeTruthy();
    expect(await settledTitle(page, `Frakt : ${message}`)).toBe(`Frakt : ${message}`);

    // The demo button signs in and the app takes over on /start.
    await page.goto('/welcome');
    log.reset();
    await byTestId(page, 'demo-button').click();
    await waitForPath(page, '/start');
    await byTestId(page, 'profile-name').waitFor();
    expect(await byTestId(page, 'profile-name').textContent()).toBe('Meny');
    expect(log.calls('POST', '/api/auth/demo')).toHaveLength(1);
    expect(scripts.filter((name) => REACT_ADMIN_CHUNK.test(name))).toHaveLength(1);
    const views = await page.evaluate(() =>
      (window as unknown as { __fraktAnalytics: { entries(): { type: string; path?: string }[] } }).__fraktAnalytics
        .entries()
        .filter((entry) => entry.type === 'page_view')
        .map((entry) => entry.path),
    );
    // The shell's and the app's page views land in the same analytics: demo sign-in, then start, once each.
    expect(views.slice(-2)).toEqual(['/priser', '/start']);
  });
});
