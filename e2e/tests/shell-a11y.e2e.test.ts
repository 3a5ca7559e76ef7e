import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, openPage } from '../src/browser';
import { systemState } from '../src/state';

const VISIBLE = { state: 'visible', timeout: 30000 } as const;
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/** Serious and critical WCAG 2.2 AA violations, one readable line per failing element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

async function signIn(page: Page) {
  const { baseURL, admin } = systemState();
  await page.goto(`${baseURL}/login`, { waitUntil: 'load' });
  await page.getByLabel('Usuário').fill(admin.username);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${baseURL}/dashboard`, { timeout: 30000 });
}

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it('the login page has no serious or critical violation', async () => {
    const { baseURL } = systemState();
    const { page } = await openPage(context);
    await page.goto(`${baseURL}/login`, { waitUntil: 'load' });
    await page.getByLabel('Usuário').waitFor(VISIBLE);
    await page
      .locator('.login-logo')
      .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the dashboard has no serious or critical violation, in light and dark mode', async () => {
    const { page } = await openPage(context);
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor(VISIBLE);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Preferências do usuário/ }).click();
    await page.getByRole('switch', { name: 'Modo escuro' }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the account page has no serious or critical violation', async () => {
    const { baseURL } = systemState();
    const { page } = await openPage(context);
    await signIn(page);
    await page.goto(`${baseURL}/account`, { waitUntil: 'load' });
    await page.getByLabel('Nome', { exact: true }).waitFor(VISIBLE);
    await page.getByLabel('Senha atual').waitFor(VISIBLE);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
