import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../src/browser';
import { VISIBLE } from '../src/journey';
import { systemState } from '../src/state';

// docs/adr-exports.md: the dashboard opens in both languages and a list's export downloads as a file.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function adminIn(
  language: 'pt-BR' | 'en-US',
  viewport = { width: 1366, height: 900 },
): Promise<BrowserContext> {
  const { baseURL, admin } = systemState();
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript((wanted) => {
    const key = 'linhagem.preferences';
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...saved, language: wanted }));
  }, language);
  const response = await context.request.post(`${baseURL}/login`, {
    data: { username: admin.username, password: admin.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return context;
}

test.each([
  ['pt-BR', 'Exportar', 'CSV (Excel, com acentos)', 'Nome'],
  ['en-US', 'Export', 'CSV (Excel, accents kept)', 'Name'],
] as const)(
  'in %s the dashboard opens and the client list downloads as CSV',
  async (language, button, csv, header) => {
    const { baseURL } = systemState();
    const context = await adminIn(language);
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/dashboard`, { waitUntil: 'load' });
      await page.locator('main h1, main h2').first().waitFor(VISIBLE);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

      await page.goto(`${baseURL}/client/list`, { waitUntil: 'load' });
      await page.getByRole('button', { name: button, exact: true }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: csv }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('clients.csv');
      const chunks: Buffer[] = [];
      for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      expect(text.startsWith(`\uFEFF${header};`)).toBe(true);
    } finally {
      await context.close();
    }
  },
);

test('at 375 px and switched to dark mode, the charts write in the theme colour and nothing scrolls sideways', async () => {
  const { baseURL } = systemState();
  const context = await adminIn('pt-BR', { width: 375, height: 800 });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/dashboard`, { waitUntil: 'load' });
    await page.locator('.dashboard-chart-canvas canvas').first().waitFor(VISIBLE);
    // switched while the charts are drawn, as shell-preferences does: a canvas does not follow CSS by itself
    await page.getByRole('button', { name: /^Preferências do usuário/ }).click();
    await page.getByRole('switch', { name: 'Modo escuro' }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.keyboard.press('Escape');
    // every chart drawn, each with the colour chart.js was given for its legend and axes equal to the theme's
    await page.waitForFunction(() => {
      const sections = [...document.querySelectorAll('.dashboard-chart')];
      const text = getComputedStyle(document.documentElement).getPropertyValue('--text-color').trim();
      return (
        sections.length >= 5 &&
        sections.every((section) =>
          [...section.querySelectorAll<HTMLElement>('.dashboard-chart-canvas')].every(
            (canvas) => canvas.dataset.textColor === text,
          ),
        ) &&
        document.querySelectorAll('.dashboard-chart-canvas').length >= 5
      );
    });
    const seen = await page.evaluate(() => {
      /** [r, g, b, a] of a CSS colour as the browser resolves it */
      const rgba = (color: string) => {
        const probe = document.createElement('span');
        probe.style.color = color;
        document.body.append(probe);
        const parts = (getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).map(Number);
        probe.remove();
        return [parts[0], parts[1], parts[2], parts[3] ?? 1];
      };
      const luminance = ([r, g, b]: number[]) => {
        const linear = (c: number) =>
          c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const canvas = document.querySelector<HTMLElement>('.dashboard-chart-canvas')!;
      const card = rgba(getComputedStyle(canvas.closest('.dashboard-chart')!).backgroundColor);
      const [r, g, b, a] = rgba(canvas.dataset.textColor!);
      // the theme's text colour is translucent: what is seen is it laid over the card
      const text = [r, g, b].map((c, i) => c * a + card[i] * (1 - a));
      const [light, dark] = [luminance(text), luminance(card)].sort((x, y) => y - x);
      return {
        contrast: (light + 0.05) / (dark + 0.05),
        cardLuminance: luminance(card),
        scrollWidth: document.documentElement.scrollWidth,
        // each chart drawn at its box's height and inside its card (chart.js sizes a canvas to its parent)
        canvases: [...document.querySelectorAll('.dashboard-chart')].map((section) => {
          const box = section.getBoundingClientRect();
          const drawn = section.querySelector('canvas')!.getBoundingClientRect();
          const frame = section.querySelector('.dashboard-chart-canvas')!.getBoundingClientRect();
          return drawn.bottom <= box.bottom && Math.abs(drawn.height - frame.height) <= 1;
        }),
      };
    });
    expect(seen.cardLuminance).toBeLessThan(0.1);
    expect(seen.contrast).toBeGreaterThanOrEqual(4.5);
    expect(seen.scrollWidth).toBeLessThanOrEqual(375);
    expect(seen.canvases.length).toBeGreaterThanOrEqual(5);
    expect(seen.canvases.every(Boolean)).toBe(true);
  } finally {
    await context.close();
  }
});
