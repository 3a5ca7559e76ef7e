import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { readPdf } from '../../services/documents/test/pdfText';
import { launchChromium, openPage } from '../src/browser';
import { systemState } from '../src/state';
import { requestApi as call, runTag, signedInContext, staffWithPricedCase } from '../src/ui';

// The quote a family takes home (docs/adr-pdf-rendering.md), in Chromium and in the default language (pt-BR): a
// staff member opens a case with one priced service and downloads "Orçamento (PDF)" from its detail; the file is
// a PDF whose text names the family and the total to the cent. Everything is made by this file.
const WAIT = 45_000;
const TAG = runTag();
const STAFF = {
  name: 'Otávio Orça',
  userName: `otavio.${TAG.toLowerCase()}`,
  password: 'e2e-Otavio-quote-1',
};
const FAMILY = `Família Conceição ${TAG}`;
/** R$ 1.234,56: one client, no discount, no tax */
const PRICE_CENTS = 123456;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test('a staff member downloads the quote of a case: a PDF with the family and the total to the cent', async () => {
  const { admin } = systemState();
  const office = await signedInContext(browser, { userName: admin.username, password: admin.password });
  const typeService = await call<{ id: string }>(office.request, 'post', '/api/type-service', {
    name: `Cidadania italiana ${TAG}`,
    price: PRICE_CENTS,
  });
  await office.close();

  const { context, protocolId } = await staffWithPricedCase(browser, STAFF, FAMILY, {
    clientName: `Giuseppe Conceição ${TAG}`,
    typeServiceId: typeService.id,
  });

  const { page, problems } = await openPage(context);
  page.setDefaultTimeout(WAIT);
  await page.goto(`${systemState().baseURL}/protocol/${protocolId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Orçamento (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orcamento-.+\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = (await readPdf(bytes)).pages.join(' ');
  expect(text).toContain(FAMILY);
  expect(text).toContain('Total R$ 1.234,56');
  expect(problems.consoleErrors).toEqual([]);
  await context.close();
});
