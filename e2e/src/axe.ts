import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 level AA: the rules of A and AA of each version. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical WCAG 2.2 AA violations, one readable line per failing element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // only the violations are wanted: axe skips building the details of what passed (a third of its time)
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`,
      ),
    );
}

/**
 * Runs `action` (a navigation, a click), then waits until the page is still: no request in flight for `quietMs` and
 * nothing marked busy or loading. A screen measured while its data is on the way would be measured half drawn.
 */
export async function settleAfter(
  page: Page,
  action: () => Promise<unknown>,
  quietMs = 300,
  timeout = 20000,
): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + timeout;
  try {
    await action();
    for (;;) {
      const busy = await page
        .locator('[aria-busy="true"], .p-progress-spinner, .lk-loading, .p-skeleton')
        .count()
        .catch(() => 0);
      if (inFlight === 0 && busy === 0 && Date.now() - lastChange >= quietMs) return;
      if (Date.now() > deadline) return; // measured as it is: a page that never settles shows its findings anyway
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
