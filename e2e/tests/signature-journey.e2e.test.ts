import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, openPage } from '../src/browser';
import { systemState } from '../src/state';
import { caseAwaitingSignatures } from '../src/signing';
import { signedInContext, staffWithCase } from '../src/ui';

// Signing the contract in the family portal (Lei 14.063/2020 simple signature), in Chromium and in the default
// language (pt-BR): the contract and its request are test data made through the API; the family opens "Para
// assinar" at 375 px, reads the page, types the full name, CPF and birth date (the app's date field), consents and
// signs; the staff member's Documents tab then shows the signer signed and the request signed by everyone, with the
// bell. Short by design.
const WAIT = 30_000;
const STAFF = { name: 'Sara Assina', userName: 'sara.assina', password: 'e2e-Sara-signature-1' };
const FAMILY = 'Família Bellini';
const SIGNER = { name: 'Marta Bellini', cpf: '529.982.247-25', birthDay: '1979-04-12' };

let browser: Browser;
let staff: BrowserContext;
let family: BrowserContext;
let familyPage: Page;
let protocolId = '';
let accessCode = '';

beforeAll(async () => {
  browser = await launchChromium();
  const { context: api } = await staffWithCase(browser, STAFF, FAMILY);
  ({ protocolId, accessCode } = await caseAwaitingSignatures(api.request, {
    family: FAMILY,
    familyName: 'Bellini',
    signers: [SIGNER],
    fileName: 'contrato.pdf',
    message: 'Leia com calma.',
  }));
  await api.close();

  staff = await signedInContext(browser, STAFF, { viewport: { width: 1366, height: 900 } });
  family = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  // the paste of a corrected birth date comes from the clipboard
  await family.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: systemState().baseURL });
  ({ page: familyPage } = await openPage(family));
  familyPage.setDefaultTimeout(WAIT);
});

afterAll(async () => {
  await browser?.close();
});

test('the family reads and signs the contract on a phone, and the staff member sees it signed', async () => {
  await familyPage.goto(`${systemState().baseURL}/public-client/${protocolId}/signatures`);
  const modal = familyPage.getByRole('dialog', { name: 'Código de acesso' });
  await modal.getByRole('textbox', { name: 'Código de acesso' }).fill(accessCode);
  await modal.getByRole('button', { name: 'Abrir' }).click();
  const card = familyPage.getByRole('article', { name: 'Contrato: contrato.pdf' });
  await card.getByRole('img', { name: 'Página 1 de 1' }).waitFor();
  await card.getByText('Leia com calma.').waitFor();
  await card.getByRole('textbox', { name: 'Nome completo' }).fill('marta bellini');
  await card.getByRole('textbox', { name: 'CPF' }).fill(SIGNER.cpf);
  // one signer, one proof: the CPF with the birth date the office holds, typed in the app's date field (dd/mm/aaaa,
  // its hint in the page's language) and corrected as a person does: select all, delete, paste, Backspace
  const [year, month, day] = SIGNER.birthDay.split('-');
  const birthDay = card.getByRole('textbox', { name: 'Data de nascimento' });
  await card.getByText('Formato dd/mm/aaaa').waitFor();
  expect(await card.locator('input[type="date"]').count()).toBe(0);
  // its calendar button on the input's line, not wrapped under it
  const calendar = await card.getByRole('button', { name: 'Abrir o calendário' }).boundingBox();
  const input = await birthDay.boundingBox();
  expect(Math.abs(calendar!.y - input!.y)).toBeLessThan(2);
  expect(calendar!.x).toBeGreaterThan(input!.x + input!.width - 2);
  await birthDay.pressSequentially(`${month}${day}${year}`);
  expect(await birthDay.inputValue()).toBe(`${month}/${day}/${year}`);
  await familyPage.keyboard.press('Control+A');
  await familyPage.keyboard.press('Delete');
  expect(await birthDay.inputValue()).toBe('');
  await familyPage.evaluate(
    (text) => navigator.clipboard.writeText(text),
    `${day}/${month}/${year.slice(0, 3)}0`,
  );
  await familyPage.keyboard.press('Control+V');
  expect(await birthDay.inputValue()).toBe(`${day}/${month}/${year.slice(0, 3)}0`);
  await familyPage.keyboard.press('Backspace');
  await familyPage.keyboard.type(year.slice(3));
  expect(await birthDay.inputValue()).toBe(`${day}/${month}/${year}`);
  await card.getByRole('checkbox').check();
  await card.getByRole('button', { name: 'Assinar' }).click();
  await card.getByText('Assinado. Obrigado!').waitFor();
  await card.getByRole('link', { name: 'Baixar o PDF assinado' }).waitFor();
  expect(await familyPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  const staffPage = await staff.newPage();
  staffPage.setDefaultTimeout(WAIT);
  await staffPage.goto(`${systemState().baseURL}/protocol/${protocolId}/documents`);
  const request = staffPage.locator('.lps-request', { hasText: 'contrato.pdf' });
  await request.getByText('Assinado por todos').waitFor();
  await request.getByText(`${SIGNER.name}: Assinado`, { exact: false }).waitFor();
  await request.getByRole('link', { name: 'PDF assinado' }).waitFor();
  await staffPage.getByRole('button', { name: 'Notificações: 1 não lida' }).waitFor();
});
