import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

export interface Violation {
  id: string;
  impact: string | null;
  targets: string;
  /** What axe says is wrong, node by node (contrast ratios, missing names). */
  summary: string;
}

/**
 * axe-core's WCAG 2.0 and 2.1 A and AA rules on the page as it stands: the violations, which should be none.
 * `exclude`: selectors of parts that are not ours to judge (a third-party widget's internals).
 */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<Violation[]> {
  await settleAnimations(page);
  // Evaluated over the DevTools protocol: the page's CSP (script-src 'self') refuses an inline script tag.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (exclude) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = { include: [['body']], exclude: exclude.map((selector) => [selector]) };
    return (await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
  }, options.exclude ?? []);
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => JSON.stringify(n.target)).join(' '),
    summary: v.nodes.map((n) => n.failureSummary ?? '').join(' | '),
  }));
}

/**
 * Waits until the page's finite CSS transitions and animations have ended: axe measures colours as they stand,
 * and a dialog or screen fading in or out reads as text of contrast 1.1 (CI, stop 40). Spinners run forever and
 * are left alone; a transition started by the last one ending is waited for too, a few rounds at most.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      // A cancelled animation rejects `finished`; it has stopped all the same.
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}
