import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, openPage, type PageProblems } from './browser';
import { systemState } from './state';

/** Generous: the machine may be building while the journeys run. */
export const VISIBLE = { state: 'visible', timeout: 30000 } as const;

/** One Chromium per suite and a fresh context (cookies, storage) per test; returns the current context. */
export function useBrowserContext(): () => BrowserContext {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
  });
  afterEach(async () => {
    await context?.close();
  });
  return () => context;
}

export type JourneyPage = { browser: Browser; context: BrowserContext; page: Page; problems: PageProblems };

/**
 * One Chromium, context and page for a whole journey file, whose tests run in order, each where the last ended.
 * The fields are set before the file's own `beforeAll` hooks run.
 */
export function useJourneyPage(options: BrowserContextOptions = {}, timeout = 45000): JourneyPage {
  const journey = {} as JourneyPage;
  beforeAll(async () => {
    journey.browser = await launchChromium();
    journey.context = await journey.browser.newContext(options);
    Object.assign(journey, await openPage(journey.context));
    journey.page.setDefaultTimeout(timeout);
  });
  afterAll(async () => {
    await journey.browser?.close();
  });
  return journey;
}

/** Signs in as the administrator through the login form (pt-BR) and waits for the redirect target. */
export async function signIn(page: Page, redirect = '/dashboard') {
  const { baseURL, admin } = systemState();
  const query = redirect === '/dashboard' ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`${baseURL}/login${query}`, { waitUntil: 'load' });
  await page.getByLabel('Usuário').fill(admin.username);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${baseURL}${redirect}`, { timeout: 30000 });
}
