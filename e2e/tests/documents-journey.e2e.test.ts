import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium, openPage, type PageProblems } from '../src/browser';
import { systemState } from '../src/state';
import { requestApi as call, signedInContext, staffWithCase } from '../src/ui';

// A certificate's file from the family's phone to the office's acceptance (docs/adr-documents.md), in Chromium and
// in the default language (pt-BR): a staff member asks the family for a birth certificate from the checklist; the
// family opens the portal's documents page at 375 px and sends a photo; the staff member sees the bell, previews
// the photo and sends it back with a reason; the family reads the reason and sends another; the staff member
// accepts it and the family sees it accepted. Everything is made by this file and found by its own names.
const WAIT = 45_000;
const STAFF = { name: 'Rui Recebe', userName: 'rui.recebe', password: 'e2e-Rui-documents-1' };
const FAMILY = 'Família Moretti';
const PERSON = 'Lucia Moretti';
const REQUEST = `Nascimento – ${PERSON}`;
const NOTE = 'A certidão inteira, frente e verso.';
const REASON = 'A foto está cortada: falta o selo do cartório.';

let browser: Browser;
let staff: BrowserContext;
let staffPage: Page;
let family: BrowserContext;
let familyPage: Page;
let familyProblems: PageProblems;
let protocolId = '';
let accessCode = '';

/** A phone photo of a certificate: a real JPEG, made here, with a line of "text" so two photos differ. */
async function photo(shade: number): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 1600, channels: 3, background: { r: 250, g: 246, b: shade } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 900, height: 60, channels: 3, background: { r: 30, g: 30, b: 30 } },
        })
          .png()
          .toBuffer(),
        top: 200,
        left: 150,
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

const familyCard = () => familyPage.getByRole('article', { name: REQUEST });

/** The family sends a photo through the request's file input (the camera's, on a phone). */
async function familySends(name: string, shade: number) {
  const card = familyCard();
  await card.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: await photo(shade),
  });
  await card.getByText('Recebido').waitFor();
  await card.getByText(`${name} · enviado em`, { exact: false }).waitFor();
}

/** The staff member's Documents tab of the case, from the start. */
async function openDocumentsTab() {
  await staffPage.goto(`${systemState().baseURL}/protocol/${protocolId}/documents`);
  await staffPage.getByRole('tab', { name: 'Documentos', selected: true }).waitFor();
}

beforeAll(async () => {
  browser = await launchChromium();
  // the case, in the staff member's charge, with a birth certificate on its checklist
  const { context: api, ...opened } = await staffWithCase(browser, STAFF, FAMILY);
  ({ protocolId, accessCode } = opened);
  await call(api.request, 'post', '/api/certificate', {
    protocolId,
    category: 'APPLICANT',
    name: PERSON,
    certificates: [
      {
        typeOfCertificate: 'BIRTH',
        typeOfDocument: 'NORMAL',
        statusDocument: 'PENDING',
        statusTranslate: 'NOT_NECESSARY',
      },
    ],
  });
  await api.close();

  staff = await signedInContext(browser, STAFF, { viewport: { width: 1366, height: 900 } });
  staffPage = await staff.newPage();
  staffPage.setDefaultTimeout(WAIT);
  family = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  ({ page: familyPage, problems: familyProblems } = await openPage(family));
  familyPage.setDefaultTimeout(WAIT);
});

afterAll(async () => {
  await browser?.close();
});

test('the staff member asks the family for the birth certificate from the checklist', async () => {
  await staffPage.goto(`${systemState().baseURL}/protocol/${protocolId}/checklist`);
  // the certificate's row of the checklist table opens its side panel, which holds its files
  const row = staffPage.getByRole('row', { name: /^Nascimento de / });
  await row.click();
  await staffPage.getByRole('button', { name: 'Pedir à família' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Pedir esta certidão à família' });
  await dialog.getByRole('textbox', { name: 'Recado para a família (opcional)' }).fill(NOTE);
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // the panel stays open through its own dialog, the request shown in it (docs/adr-accessibility.md, "Side panel")
  await staffPage
    .getByRole('complementary', { name: /^Nascimento · / })
    .getByRole('button', { name: 'Retirar pedido' })
    .waitFor();
  await staffPage.getByText('Pedido à família em', { exact: false }).waitFor();
  await staffPage.getByText(`Recado: ${NOTE}`).waitFor();
});

test('the family opens the documents page on a phone and sends a photo', async () => {
  await familyPage.goto(`${systemState().baseURL}/public-client/${protocolId}/documents`);
  const modal = familyPage.getByRole('dialog', { name: 'Código de acesso' });
  await modal.getByRole('textbox', { name: 'Código de acesso' }).fill(accessCode);
  await modal.getByRole('button', { name: 'Abrir' }).click();
  await familyPage.getByRole('heading', { name: 'Documentos que precisamos de você' }).waitFor();
  const card = familyCard();
  await card.getByText(NOTE).waitFor();
  await card.getByRole('button', { name: `Enviar o arquivo: ${REQUEST}` }).waitFor();

  await familySends('certidao-lucia.jpg', 200);
  // usable at 375 px: nothing wider than the screen
  expect(await familyPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the staff member sees the bell, previews the photo and sends it back with a reason', async () => {
  await openDocumentsTab();
  const bell = staffPage.getByRole('button', { name: 'Notificações: 1 não lida' });
  await bell.waitFor();
  await bell.click();
  const panel = staffPage.getByRole('region', { name: 'Mensagens das famílias' });
  await panel.getByText('enviou um arquivo pelo portal', { exact: false }).waitFor();
  await panel.getByText('certidao-lucia.jpg').waitFor();
  await staffPage.keyboard.press('Escape');

  await staffPage.getByRole('button', { name: 'Visualizar: certidao-lucia.jpg' }).first().click();
  const preview = staffPage.getByRole('dialog', { name: 'certidao-lucia.jpg' });
  const picture = preview.getByRole('img', { name: 'certidao-lucia.jpg' });
  await picture.waitFor();
  // the photo itself was served and drawn, not a broken image
  await staffPage.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 1200,
    await picture.elementHandle(),
  );
  await staffPage.keyboard.press('Escape');
  await preview.waitFor({ state: 'hidden' });

  await staffPage.getByRole('button', { name: 'Devolver: certidao-lucia.jpg' }).first().click();
  const reject = staffPage.getByRole('dialog', { name: 'Devolver certidao-lucia.jpg' });
  await reject.getByRole('textbox', { name: 'Por que ele é devolvido?' }).fill(REASON);
  await reject.getByRole('button', { name: 'Devolver' }).click();
  await staffPage.getByText('certidao-lucia.jpg devolvido.').first().waitFor();
});

test('the family reads the reason and sends another photo', async () => {
  await familyPage.reload();
  const card = familyCard();
  await card.getByText('Devolvido').waitFor();
  await card.getByText(`Motivo: ${REASON}`).waitFor();
  await card.getByText('Por favor, envie um novo arquivo.').waitFor();
  await familySends('certidao-lucia-inteira.jpg', 120);
  // the first photo stays, folded among the earlier files
  await card.getByText('Arquivos anteriores (1)').waitFor();
});

test('the staff member accepts the new photo, and the family sees it accepted', async () => {
  await openDocumentsTab();
  await staffPage.getByRole('button', { name: 'Aceitar: certidao-lucia-inteira.jpg' }).first().click();
  await staffPage.getByText('certidao-lucia-inteira.jpg aceito.').first().waitFor();

  await familyPage.reload();
  const card = familyCard();
  await card.getByText('Aceito').waitFor();
  await card.getByText('Nada mais a fazer para este documento.').waitFor();
  expect(familyProblems.consoleErrors).toEqual([]);
  expect(familyProblems.failedRequests).toEqual([]);
});
