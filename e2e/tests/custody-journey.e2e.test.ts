import type { Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@linhagem/contracts';
import { launchChromium } from '../src/browser';
import { systemState } from '../src/state';
import { requestApi as call, signedInContext, staffWithCase } from '../src/ui';

// The custody log of originals (domain notes, "What changed in 2025-2026"), in Chromium and pt-BR: a staff member
// records on the checklist that the passport went to the sworn translator 40 days ago, and the work queue's
// "originals outside the office" filter finds it while a paper never moved is left out. SHORT by design.
const WAIT = 30_000;
const STAFF = { name: 'Tina Custódia', userName: 'tina.custodia', password: 'e2e-Tina-custody-1' };
const MOVED = 'Paolo Ferraro';
const STAYED = 'Giulia Ferraro';

let browser: Browser;
let page: Page;
let protocolId = '';
let protocolCode = '';

beforeAll(async () => {
  browser = await launchChromium();
  const { context: api, ...opened } = await staffWithCase(browser, STAFF, 'Família Ferraro');
  protocolId = opened.protocolId;
  for (const name of [MOVED, STAYED])
    await call(api.request, 'post', '/api/certificate', {
      protocolId,
      category: 'APPLICANT',
      name,
      certificates: [{ typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'PASSPORT' }],
    });
  ({ code: protocolCode } = await call<{ code: string }>(api.request, 'get', `/api/protocol/${protocolId}`));
  await api.close();
  const staff = await signedInContext(browser, STAFF, { viewport: { width: 1366, height: 900 } });
  page = await staff.newPage();
  page.setDefaultTimeout(WAIT);
});

afterAll(async () => {
  await browser?.close();
});

test('records a move to the translator and finds it among the originals outside the office', async () => {
  await page.goto(`${systemState().baseURL}/protocol/${protocolId}/checklist`);
  // the certificate opens in the side panel of the checklist table
  await page.getByRole('row', { name: `Identificação de ${MOVED}` }).click();
  const custody = page.getByRole('region', { name: 'Onde está o original' });
  // the place offered first is the sworn translator; the date is typed in the app's date field, dd/mm/aaaa
  const [year, month, day] = addDaysIso(todayIso(), -40).split('-');
  await custody.getByLabel('Desde').fill(`${day}/${month}/${year}`);
  await custody.getByLabel('Observação').fill('Tradução juramentada ao italiano');
  await custody.getByRole('button', { name: 'Registrar' }).click();
  await custody.getByRole('listitem').getByText('Com o tradutor juramentado').waitFor();

  // the work queue narrowed to this case (the shared database holds other journeys' certificates)
  await page.goto(
    `${systemState().baseURL}/certificate/list?protocolCode=${encodeURIComponent(protocolCode)}`,
  );
  await page.getByText(STAYED).first().waitFor();
  await page.getByText('Originais fora do escritório há mais de').click();
  await page.getByText(STAYED).first().waitFor({ state: 'detached' });
  await page.getByText(MOVED).first().waitFor();
});
