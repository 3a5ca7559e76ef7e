import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { CONFIGURATION_API, parseBrCode, pixTxid } from '@linhagem/contracts';
import { drawPdfPage } from '../../services/documents/src/preview/preview';
import { launchChromium, openPage } from '../src/browser';
import { WCAG_22_AA } from '../src/axe';
import { ARTIFACTS_DIR } from '../src/layout';
import { systemState } from '../src/state';
import { requestApi as call, runTag, signedInContext, staffWithPricedCase } from '../src/ui';

// @exclusive: the office's Pix receiver it sets and clears puts a Pix code on every quote and portal page
// (e2e/src/journeyLock.ts).

// Paying by Pix (shared/domain/brazilian-records-and-pix.md), as an office and a family meet it in Chromium: the
// administrator sets the office's Pix key; the quote a staff member downloads and the portal page the family opens
// on a phone carry the same code for what is owed, read back from their QR codes; staff issue one more code on the
// Financial tab and register its receipt, which closes it. Everything is made by this file.
const WAIT = 45_000;
const TAG = runTag();
const STAFF = { name: 'Paula Pix', userName: `paula.${TAG.toLowerCase()}`, password: 'e2e-Paula-pix-1' };
const FAMILY = `Família Pagamento ${TAG}`;
/** R$ 1.234,56: one client, no discount, no tax */
const PRICE_CENTS = 123456;
const RECEIVER = {
  pixKeyType: 'EMAIL',
  pixKey: `financeiro.${TAG.toLowerCase()}@linhagem.example`,
  pixReceiverName: 'Linhagem Genealogia',
  pixReceiverCity: 'São Paulo',
};

let browser: Browser;

beforeAll(async () => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  // the journeys share one system: Pix off again for the others
  const { admin } = systemState();
  const office = await signedInContext(browser, { userName: admin.username, password: admin.password });
  await call(office.request, 'post', CONFIGURATION_API.pix, { pixKeyType: 'EMAIL', pixKey: '' });
  await office.close();
  await browser?.close();
});

/** The text of the QR code a phone would find in a picture (PNG bytes). */
async function scan(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!found) throw new Error('no QR code found');
  return found.data;
}
const scanElement = async (element: Locator) => scan(await element.screenshot());

/** Serious and critical WCAG 2.2 AA findings inside `selector` at each width (375 and 1366 px), one line each. */
async function axeAtWidths(page: Page, selector: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(selector).first().waitFor();
    // the part under test fits the window (what else the page holds is other journeys' to measure)
    const right = await page
      .locator(selector)
      .first()
      .evaluate((element) => element.getBoundingClientRect().right - window.innerWidth);
    expect(right).toBeLessThanOrEqual(1);
    const results = await new AxeBuilder({ page })
      .include(selector)
      .withTags(WCAG_22_AA)
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const violation of results.violations)
      if (violation.impact === 'serious' || violation.impact === 'critical')
        for (const node of violation.nodes)
          found.push(`${width}px ${violation.id}: ${node.target.join(' ')}`);
  }
  return found;
}

/** The accessible name of the focused element and whether its focus is drawn (an outline or a ring). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : null;
    return {
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      visible:
        !!style &&
        ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'),
    };
  });

test('the quote and the portal carry the same Pix code; staff issue another and its receipt closes it', async () => {
  const { admin, baseURL } = systemState();
  const office = await signedInContext(browser, { userName: admin.username, password: admin.password });
  await call(office.request, 'post', CONFIGURATION_API.pix, RECEIVER);
  const typeService = await call<{ id: string }>(office.request, 'post', '/api/type-service', {
    name: `Cidadania portuguesa ${TAG}`,
    price: PRICE_CENTS,
  });
  await office.close();

  const { context, protocolId, accessCode, code } = await staffWithPricedCase(browser, STAFF, FAMILY, {
    clientName: `Maria Pagamento ${TAG}`,
    typeServiceId: typeService.id,
  });

  // the quote, downloaded as staff do, read by a phone from its first page (150 dpi)
  const { page, problems } = await openPage(context);
  page.setDefaultTimeout(WAIT);
  await page.goto(`${baseURL}/protocol/${protocolId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Orçamento (PDF)' }).click();
  const pdf = await readFile((await (await download).path())!);
  const quoteCode = await scan(await drawPdfPage(pdf, 1, Math.round((842 / 72) * 150)));
  const fields = parseBrCode(quoteCode)!;
  expect(fields['26']).toEqual({ '00': 'br.gov.bcb.pix', '01': RECEIVER.pixKey });
  expect(fields['54']).toBe('1234.56');
  expect(fields['62']).toEqual({ '05': pixTxid(code) });

  // the family on a phone: the same code on the status page, in both languages
  const family = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const portal = await openPage(family);
  portal.page.setDefaultTimeout(WAIT);
  await portal.page.goto(`${baseURL}/public-client/${protocolId}/status`);
  const modal = portal.page.getByRole('dialog', { name: 'Código de acesso' });
  await modal.getByRole('textbox', { name: 'Código de acesso' }).fill(accessCode);
  await modal.getByRole('button', { name: 'Abrir' }).click();
  const card = portal.page.getByRole('region', { name: 'Pagar com Pix' });
  await card.getByText('Em aberto agora: R$ 1.234,56').waitFor();
  expect(await scanElement(card.getByRole('img', { name: /^QR code Pix de/ }))).toBe(quoteCode);
  expect(await card.getByLabel('Pix copia e cola').inputValue()).toBe(quoteCode);
  expect(await portal.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.screenshot({ path: path.join(ARTIFACTS_DIR, 'pix-portal-375.png') });

  // by keyboard: from the code's text, Tab reaches the copy button, its focus drawn; Enter copies and says so
  await card.getByLabel('Pix copia e cola').focus();
  await portal.page.keyboard.press('Tab');
  expect(await focused(portal.page)).toEqual({ name: 'Copiar código', visible: true });
  await portal.page.keyboard.press('Enter');
  await card.getByRole('status').getByText('Copiado').waitFor();
  expect(await portal.page.evaluate(() => navigator.clipboard.readText())).toBe(quoteCode);
  expect(await axeAtWidths(portal.page, 'section[aria-labelledby="pp-pix-title"]')).toEqual([]);
  await portal.page.setViewportSize({ width: 375, height: 812 });
  await portal.page.getByRole('button', { name: 'English' }).click();
  const english = portal.page.getByRole('region', { name: 'Pay by Pix' });
  await english.getByText('Due now: R$1,234.56').waitFor();
  expect(await scanElement(english.getByRole('img', { name: /^Pix QR code of/ }))).toBe(quoteCode);
  expect(portal.problems.consoleErrors).toEqual([]);
  await family.close();

  // staff issue a code of R$ 100,00 for part of it, show it, then register its receipt
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${baseURL}/protocol/${protocolId}/financial`);
  const pix = page.getByRole('region', { name: 'Códigos Pix' });
  const amount = pix.getByLabel('Valor do código');
  await amount.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('100,00');
  // by keyboard: past "Mostrar código" to "Emitir código", each with its focus drawn
  await page.keyboard.press('Tab');
  expect(await focused(page)).toEqual({ name: 'Mostrar código', visible: true });
  await page.keyboard.press('Tab');
  expect(await focused(page)).toEqual({ name: 'Emitir código', visible: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pagar com Pix' });
  const issued = await scanElement(dialog.getByRole('img', { name: /^QR code Pix de/ }));
  expect(await axeAtWidths(page, '[role="dialog"]')).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });
  const issuedFields = parseBrCode(issued)!;
  expect(issuedFields['54']).toBe('100.00');
  const txid = pixTxid(code, 2);
  expect(issuedFields['62']).toEqual({ '05': txid });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  const row = pix.getByRole('row').filter({ hasText: txid });
  await row.getByText('Em aberto').waitFor();
  await row.getByRole('button', { name: `Registrar o recebimento de ${txid}` }).click();
  const entry = page.getByRole('dialog', { name: 'Novo lançamento' });
  expect(await entry.getByLabel('Código Pix pago (identificador)').inputValue()).toBe(txid);
  await entry.getByRole('button', { name: 'Salvar' }).click();
  await row.getByText('Recebido', { exact: true }).waitFor();
  // closed by that receipt, which the row names by its day and amount
  await row.getByText(/^Recebido em .* \(R\$\s100,00\)$/).waitFor();
  await pix.screenshot({ path: path.join(ARTIFACTS_DIR, 'pix-financial-1366.png') });
  expect(await axeAtWidths(page, 'section[aria-labelledby="financial-pix"]')).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await context.close();
});
