import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser';
import { VISIBLE, signIn, useBrowserContext } from '../src/journey';
import { systemState } from '../src/state';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const currentContext = useBrowserContext();

/** Serious and critical WCAG 2.2 AA violations, one readable line per failing element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it('the login page has no serious or critical violation', async () => {
    const { baseURL } = systemState();
    const { page } = await openPage(currentContext());
    await page.goto(`${baseURL}/login`, { waitUntil: 'load' });
    await page.getByLabel('Usuário').waitFor(VISIBLE);
    await page
      .locator('.login-logo')
      .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the dashboard has no serious or critical violation, in light and dark mode', async () => {
    const { page } = await openPage(currentContext());
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
    const { page } = await openPage(currentContext());
    await signIn(page);
    await page.goto(`${baseURL}/account`, { waitUntil: 'load' });
    await page.getByLabel('Nome', { exact: true }).waitFor(VISIBLE);
    await page.getByLabel('Senha atual').waitFor(VISIBLE);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
