import type { Browser } from 'playwright-core';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

// axeViolations judges a screen once it has settled: CI once read a dialog half-way through its fade-in as text of
// contrast 1.07. Here the fade takes 1.5 s of page time, so an audit that did not wait would always see it.
describe('axeViolations waits for transitions to end', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  const FADING = `<!doctype html><html lang="sv"><head><title>Tona in</title><style>
      main { opacity: 0.05; transition: opacity 1.5s linear; }
      main.shown { opacity: 1; }
      .spinner { animation: spin 1s linear infinite; width: 8px; height: 8px; }
      @keyframes spin { to { transform: rotate(360deg); } }
    </style></head><body><main><h1>Bokad</h1><p style="color:#222">Sändningen är bokad.</p>
      <div class="spinner" aria-hidden="true"></div></main></body></html>`;

  it('audits the faded-in text, not its first frame, and is not held up by a spinner that never ends', async () => {
    const page = await browser.newPage();
    await page.setContent(FADING);
    await page.evaluate(() => {
      document.body.getBoundingClientRect();
      document.querySelector('main')!.classList.add('shown');
    });
    // The same page unsettled has the violation this guards against.
    expect(await page.evaluate(() => Number(getComputedStyle(document.querySelector('main')!).opacity))).toBeLessThan(0.5);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
