import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
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

/** Signs in as the administrator through the login form (pt-BR) and waits for the redirect target. */
export async function signIn(page: Page, redirect = '/dashboard') {
  const { baseURL, admin } = systemState();
  const query = redirect === '/dashboard' ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`${baseURL}/login${query}`, { waitUntil: 'load' });
  await page.getByLabel('Usuário').fill(admin.username);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${baseURL}${redirect}`, { timeout: 30000 });
}
