import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findChromium, CHROMIUM_HELP, CHROMIUM_ARGS } = require('../chromium.cjs');

/** Headless Debian Chromium with a fresh profile (playwright-core gives each launch its own user-data dir). */
export async function launchChromium(): Promise<Browser> {
  const executablePath: string | undefined = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_HELP);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

export type PageProblems = { consoleErrors: string[]; failedRequests: string[] };

/** A page that records console errors, uncaught exceptions, failed requests and 5xx answers. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 401 from the session probe is the expected answer for a visitor who has not signed in.
    if (/status of 401/.test(message.text())) return;
    problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // a request the page itself cancelled (it navigated, or a component that asked went away) failed no one
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500 || response.status() === 404)
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
  });
  return { page, problems };
}
