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

async function adminIn(language: 'pt-BR' | 'en-US'): Promise<BrowserContext> {
  const { baseURL, admin } = systemState();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
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
