import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { launchChromium } from '../src/browser';
import { systemState } from '../src/state';
import { pageWiderThanWindow, runTag, signedInContext, staffWithCase } from '../src/ui';

// Official forms (docs/adr-pdf-rendering.md "Official forms"), in Chromium and pt-BR: the administrator uploads a
// fillable PDF made here with pdf-lib (1366 px), maps its field to the family's name and saves; a staff member on a
// phone (375 px) fills it on their protocol and opens the PDF made, whose field holds the family's name.
const WAIT = 45_000;
const TAG = runTag();
const STAFF = {
  name: 'Fábio Formulário',
  userName: `fabio.${TAG.toLowerCase()}`,
  password: 'e2e-Fabio-forms-1',
};
const FAMILY = `Família Conceição ${TAG}`;
const FORM = `Declaração ${TAG}`;

let browser: Browser;
let admin: BrowserContext;
let adminPage: Page;
let staff: BrowserContext;
let staffPage: Page;
let protocolId = '';

async function fillablePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const form = pdf.getForm();
  form.createTextField('familia').addToPage(page, { x: 50, y: 700, width: 300, height: 22 });
  form.createTextField('observacoes').addToPage(page, { x: 50, y: 650, width: 300, height: 22 });
  return Buffer.from(await pdf.save());
}

beforeAll(async () => {
  browser = await launchChromium();
  const { context, ...opened } = await staffWithCase(browser, STAFF, FAMILY);
  protocolId = opened.protocolId;
  await context.close();
  const { admin: user } = systemState();
  admin = await signedInContext(
    browser,
    { userName: user.username, password: user.password },
    { viewport: { width: 1366, height: 900 } },
  );
  adminPage = await admin.newPage();
  adminPage.setDefaultTimeout(WAIT);
  staff = await signedInContext(browser, STAFF, {
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  staffPage = await staff.newPage();
  staffPage.setDefaultTimeout(WAIT);
});

afterAll(async () => {
  await browser?.close();
});

test('the administrator uploads a fillable PDF and maps its field to the family name', async () => {
  await adminPage.goto(`${systemState().baseURL}/form-template/list`);
  await adminPage.getByRole('heading', { name: 'Formulários oficiais' }).waitFor();
  await adminPage.getByLabel('Nome', { exact: true }).fill(FORM);
  await adminPage.getByLabel('Preenchido', { exact: true }).click({ force: true });
  await adminPage.getByRole('option', { name: 'Uma vez por protocolo' }).click();
  await adminPage.getByLabel('PDF preenchível').setInputFiles({
    name: 'declaracao.pdf',
    mimeType: 'application/pdf',
    buffer: await fillablePdf(),
  });
  await adminPage.getByRole('button', { name: 'Enviar formulário' }).click();
  await adminPage.getByRole('heading', { name: FORM }).waitFor();
  await adminPage.getByLabel('Origem: familia').click({ force: true });
  await adminPage.getByRole('option', { name: 'Campo de mesclagem' }).click();
  await adminPage.getByLabel('Campo de mesclagem de familia').click({ force: true });
  await adminPage.getByRole('option', { name: 'Nome da família', exact: true }).click();
  await adminPage.getByRole('button', { name: 'Salvar' }).click();
  await adminPage.getByText('Formulário salvo.').waitFor();
  expect(await pageWiderThanWindow(adminPage)).toBe(false);
  await adminPage.setViewportSize({ width: 375, height: 812 });
  expect(await pageWiderThanWindow(adminPage)).toBe(false);
});

test('a staff member on a phone fills it on the protocol and opens the PDF made', async () => {
  await staffPage.goto(`${systemState().baseURL}/protocol/${protocolId}/general`);
  await staffPage.getByRole('button', { name: 'Preencher formulários' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Preencher formulários' });
  await dialog.getByText(FORM).click();
  await dialog.getByRole('button', { name: 'Preencher', exact: true }).click();
  await dialog.getByText('1 de 2 campos preenchidos').waitFor();
  await dialog.getByText('Ficaram vazios (1)').click();
  await dialog.getByText('o formulário não liga nada a este campo').waitFor();
  expect(await pageWiderThanWindow(staffPage)).toBe(false);
  const href = await dialog.getByRole('link', { name: /Abrir o PDF/ }).getAttribute('href');
  const answer = await staff.request.get(`${systemState().baseURL}${href}`);
  expect(answer.status()).toBe(200);
  const form = (await PDFDocument.load(await answer.body())).getForm();
  expect(form.getTextField('familia').getText()).toBe(FAMILY);
});
