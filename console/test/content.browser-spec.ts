import { ADMIN, ANNA } from '@freight/testing';
import { Browser, Page } from 'playwright-core';
import { apiCall, signIn, startTestPortal, TestPortal } from '../../services/all-in-one/test/portal';
import { browserPortal, byTestId, launchChromium, pagesPerTest, submitLoginForm, waitForPath } from './browser';

/**
 * Content and news in Debian's Chromium against the embedded portal: the welcome block, an info page, the
 * unread-news badge and dot that clear once the article is read, and /test/mail with the sink's catch.
 * Screenshots go to console/test/screenshots/content-<test>/.
 */
describe('content and news in the browser', () => {
  let browser: Browser;
  let portal: TestPortal;

  beforeAll(async () => {
    browser = await launchChromium();
    portal = await startTestPortal();
  });

  afterAll(async () => {
    await portal?.close();
    await browser?.close();
  });

  const open = pagesPerTest(
    () => browser,
    () => portal.running.url!,
    'content-',
  );

  const signInAt = async (page: Page, path: string) => {
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.goto(path);
  };

  /** MUI keeps a hidden badge in the page with this class. */
  const badgeHidden = (page: Page, testId: string) =>
    page.locator(`[data-testid="${testId}"] .MuiBadge-badge`).evaluate((el) => el.classList.contains('MuiBadge-invisible'));

  it('shows the welcome block from the content service', async () => {
    const { page, shot } = await open('01-welcome');
    await page.goto('/welcome');
    await byTestId(page, 'welcome-subject').getByText('Välkommen till Frakt').waitFor();
    expect(await byTestId(page, 'welcome-content').textContent()).toContain('Jämför transportörernas produkter och priser');
    await shot('01-welcome');
  });

  it('shows an info page and clears the unread badge and dot after the news article is read', async () => {
    const admin = (await signIn(portal, ADMIN.username, ADMIN.password)).accessToken;
    await apiCall(portal, admin, 'post', '/news', {
      header: 'Nu kan du boka DHL Express',
      message: '<p>Expressleveranser till hela världen.</p>',
      sortNr: 1,
    }).expect(201);

    const { page, shot } = await open('02-news');
    await signInAt(page, '/info/faq');
    await byTestId(page, 'info-subject').getByText('Vanliga frågor').waitFor();
    await byTestId(page, 'info-content').getByText('När hämtas mitt paket?').waitFor();

    await page.waitForFunction(
      () => !document.querySelector('[data-testid="news-badge"] .MuiBadge-badge')?.classList.contains('MuiBadge-invisible'),
    );
    await shot('01-badge');
    await page.goto('/info/news');
    const item = byTestId(page, 'news-list').getByText('Nu kan du boka DHL Express');
    await item.waitFor();
    expect(
      await page
        .locator('[data-testid="news-list"] .MuiBadge-badge')
        .first()
        .evaluate((el) => el.classList.contains('MuiBadge-invisible')),
    ).toBe(false);
    await item.click();
    await byTestId(page, 'news-dialog').getByText('Expressleveranser till hela världen.').waitFor();
    await shot('02-article');
    await page.keyboard.press('Escape');

    await page.waitForFunction(() =>
      document.querySelector('[data-testid="news-badge"] .MuiBadge-badge')?.classList.contains('MuiBadge-invisible'),
    );
    expect(await badgeHidden(page, 'news-badge')).toBe(true);
    await byTestId(page, 'profile-button').click();
    await byTestId(page, 'menu-news-dot').waitFor();
    expect(await badgeHidden(page, 'menu-news-dot')).toBe(true);
    await shot('03-read');
  });

  it('sends a test mail from /test/mail and lists what the sink caught', async () => {
    const { page, shot } = await open('03-mail');
    await signInAt(page, '/test/mail');
    await byTestId(page, 'mail-test-to').fill('webbtest@example.se');
    await byTestId(page, 'mail-test-send').click();
    await byTestId(page, 'mail-test-queued').waitFor();
    await byTestId(page, 'mail-test-caught').getByText('Testmeddelande från Frakt', { exact: true }).waitFor();
    // Dates as Swedes write them, on the Stockholm calendar (issue 29 item 14).
    expect(await byTestId(page, 'mail-test-caught').locator('tbody tr td').first().textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    await shot('01-caught');
  });
});

/** Outside development (mail goes out through SMTP_URL), /test/mail is not offered to a member. */
describe('the mail test page where mail goes out for real', () => {
  // Nothing listens there: no mail is sent in this test, and none could be.
  const { open } = browserPortal('content-', { SMTP_URL: 'smtp://127.0.0.1:9' });

  it('sends a member from /test/mail to the start page', async () => {
    const { page, shot } = await open('04-no-mail-test');
    await submitLoginForm(page, ANNA.username, ANNA.password);
    await waitForPath(page, '/start');
    await page.goto('/test/mail');
    await waitForPath(page, '/start');
    expect(await byTestId(page, 'mail-test-page').count()).toBe(0);
    await shot('01-start');
  });
});
