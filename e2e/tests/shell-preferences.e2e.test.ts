import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser';
import { VISIBLE, signIn, useBrowserContext } from '../src/journey';
import { systemState } from '../src/state';
import { pixelStats } from '../src/ui';

const currentContext = useBrowserContext();

const openPreferences = (page: Page) =>
  page.getByRole('button', { name: /^(Preferências do usuário|User preferences)/ }).click();

/** Relative luminance (0 black .. 1 white) of an element's computed background colour. */
const backgroundLuminance = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const [r, g, b] = (getComputedStyle(element).backgroundColor.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0'])
      .slice(0, 3)
      .map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

describe('user preferences', () => {
  it('switches the language: texts, the lang attribute and the currency change', async () => {
    const { page, problems } = await openPage(currentContext());
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor(VISIBLE);
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    await openPreferences(page);
    const example = page.getByTestId('format-example');
    expect(await example.innerText()).toMatch(/R\$\s1\.234,56 · 31\/12\/2025/);

    await page.getByRole('radio', { name: 'English' }).check();

    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor(VISIBLE);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Clients' })
      .waitFor(VISIBLE);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await example.innerText()).toMatch(/\$1,234\.56 · 12\/31\/2025/);
    expect(await example.innerText()).not.toContain('R$');

    // the choice is a stored preference: a new visit speaks English too
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor(VISIBLE);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('keeps dark mode after a reload', async () => {
    const { page } = await openPage(currentContext());
    await signIn(page);
    await page.getByRole('heading', { level: 1 }).waitFor(VISIBLE);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await backgroundLuminance(page, 'body')).toBeGreaterThan(0.8);

    await openPreferences(page);
    await page.getByRole('switch', { name: 'Modo escuro' }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.waitForFunction(() => {
      const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return r + g + b < 150;
    });

    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor(VISIBLE);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.2);
    await openPreferences(page);
    expect(await page.getByRole('switch', { name: 'Modo escuro' }).isChecked()).toBe(true);
  });

  it('draws the login page in the chosen mode, whatever the system prefers, with every text legible', async () => {
    const { page } = await openPage(currentContext());
    await page.emulateMedia({ colorScheme: 'dark' }); // the system's wish; the stored preference decides (spec 4)
    const looks = async () => {
      await page.getByRole('button', { name: 'Entrar', exact: true }).click(); // shows the two required-field messages
      await page.locator('.p-error').first().waitFor(VISIBLE);
      await page
        .locator('.login-logo')
        .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      const logo = await page.locator('.login-logo').boundingBox();
      return {
        theme: await page.locator('html').getAttribute('data-theme'),
        card: await backgroundLuminance(page, '.login-card'),
        around: (
          await pixelStats(page, await page.screenshot({ clip: { x: 2, y: 2, width: 16, height: 16 } }))
        ).meanLuminance,
        // the word beside the logo's mark
        logoWord: (
          await pixelStats(
            page,
            await page.screenshot({
              clip: {
                x: logo!.x + logo!.width * 0.3,
                y: logo!.y,
                width: logo!.width * 0.7,
                height: logo!.height,
              },
            }),
          )
        ).brightShare,
        unreadable: contrast.violations.flatMap((violation) =>
          violation.nodes.map((node) => node.target.join(' ')),
        ),
      };
    };

    await page.goto(`${systemState().baseURL}/login`, { waitUntil: 'load' });
    const light = await looks();
    expect(light).toMatchObject({ theme: 'light', unreadable: [] });
    expect(light.card).toBeGreaterThan(0.9);
    expect(light.around).toBeGreaterThan(0.7);

    await page.evaluate(() =>
      localStorage.setItem('linhagem.preferences', JSON.stringify({ darkMode: true })),
    );
    await page.reload({ waitUntil: 'load' });
    const dark = await looks();
    expect(dark).toMatchObject({ theme: 'dark', unreadable: [] });
    expect(dark.card).toBeLessThan(0.2);
    expect(dark.around).toBeLessThan(0.25);
    // light letters on the dark card: some bright pixels, not none (dark blue on dark grey) nor all
    expect(dark.logoWord).toBeGreaterThan(0.05);
    expect(dark.logoWord).toBeLessThan(0.6);
  });
});
