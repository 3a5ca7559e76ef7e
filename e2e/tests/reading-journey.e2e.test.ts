import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { drawShortBirthCertificate } from '../../services/documents/src/reading/testCertificates';
import { WCAG_22_AA } from '../src/axe';
import { launchChromium, openPage, type PageProblems } from '../src/browser';
import { systemState } from '../src/state';
import { requestApi as call, runTag, signedInContext, staffWithCase } from '../src/ui';

// A certificate read, not typed (docs/adr-reading.md), in Chromium and in pt-BR: a staff member at 1366 px sends a
// scan of Maria's birth certificate from the checklist; once read, its preview proposes the name as printed and a
// date a year before the tree's; the staff member accepts both and writes them, the checklist shows the
// difference as a warning and the staff member says the certificate is right. The family, at 375 px, sends a
// photo of another certificate, sees "Lemos:" with what was read and confirms it. The certificates are drawn here
// with known values. Readings run one at a time on a shared machine: each wait is generous.
const READ_WAIT = 240_000;
const WAIT = 45_000;
jest.setTimeout(600_000);

const tag = runTag();
const STAFF = { name: 'Lia Leitura', userName: `lia.leitura.${tag}`, password: 'e2e-Lia-reading-1' };
const FAMILY = `Família Bortolan ${tag}`;
const MARIA = 'Maria Aparecida Bortolan';
const JOSE = 'José Bortolan';
const REQUEST = `Nascimento – ${JOSE}`;

let browser: Browser;
let staff: BrowserContext;
let staffPage: Page;
let staffProblems: PageProblems;
let family: BrowserContext;
let familyPage: Page;
let familyProblems: PageProblems;
let protocolId = '';
let accessCode = '';
let mariaId = '';

/** Waits until the reading of the case's newest file of `fileName` is finished; answers its status. */
async function readingOf(fileName: string): Promise<string> {
  const deadline = Date.now() + READ_WAIT;
  for (;;) {
    const page = await call<{ content: { id: string; fileName: string }[] }>(
      staff.request,
      'post',
      '/api/document/pagination?page=1&size=20',
      { protocolId },
    );
    const document = page.content.find((d) => d.fileName === fileName);
    if (document) {
      const reading = await call<{ status: string }>(
        staff.request,
        'get',
        `/api/document/${document.id}/reading`,
      );
      if (!['QUEUED', 'READING'].includes(reading.status)) return reading.status;
    }
    if (Date.now() > deadline) throw new Error(`${fileName} was not read in time`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

beforeAll(async () => {
  browser = await launchChromium();
  const { context: api, ...opened } = await staffWithCase(browser, STAFF, FAMILY);
  ({ protocolId, accessCode } = opened);
  // Maria, born in 1898 as the tree says; José, whose certificate the family will send
  const maria = await call<{ id: string }>(api.request, 'post', '/api/client', {
    name: MARIA,
    birthDay: '1898-03-14',
    confirmDuplicateName: true,
  });
  mariaId = maria.id;
  await call(api.request, 'post', `/api/protocol/${protocolId}`, {
    name: FAMILY,
    familyName: FAMILY,
    mainClient: maria.id,
  });
  const birth = { typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL', statusTranslate: 'NOT_NECESSARY' };
  await call(api.request, 'post', '/api/certificate', {
    protocolId,
    category: 'IMMIGRANT',
    clientId: maria.id,
    name: MARIA,
    certificates: [birth],
  });
  const jose = await call<{ certificates: { id: string }[] }>(api.request, 'post', '/api/certificate', {
    protocolId,
    category: 'APPLICANT',
    name: JOSE,
    certificates: [birth],
  });
  await call(api.request, 'post', `/api/certificate/${jose.certificates[0].id}/request-from-family`, {});
  await api.close();

  staff = await signedInContext(browser, STAFF, { viewport: { width: 1366, height: 900 } });
  ({ page: staffPage, problems: staffProblems } = await openPage(staff));
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

test("the staff member sends Maria's scan from the checklist, and the family a photo from the portal", async () => {
  await staffPage.goto(`${systemState().baseURL}/protocol/${protocolId}/checklist`);
  await staffPage.getByRole('row', { name: `Nascimento de ${MARIA}` }).click();
  const panel = staffPage.getByRole('complementary', { name: /^Nascimento · / });
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'certidao-maria.png',
    mimeType: 'image/png',
    buffer: await drawShortBirthCertificate('MARIA APARECIDA BORTOLAN DOS SANTOS', '14/03/1897'),
  });
  await panel.getByRole('button', { name: 'Abrir certidao-maria.png' }).waitFor();

  await familyPage.goto(`${systemState().baseURL}/public-client/${protocolId}/documents`);
  const modal = familyPage.getByRole('dialog', { name: 'Código de acesso' });
  await modal.getByRole('textbox', { name: 'Código de acesso' }).fill(accessCode);
  await modal.getByRole('button', { name: 'Abrir' }).click();
  const card = familyPage.getByRole('article', { name: REQUEST });
  await card.locator('input[type="file"]').setInputFiles({
    name: 'certidao-jose.png',
    mimeType: 'image/png',
    buffer: await drawShortBirthCertificate('JOSE BORTOLAN DA COSTA', '02/05/1921'),
  });
  await card.getByText('Recebido').waitFor();
});

test('the staff member sees what the scan says beside the case, and writes it', async () => {
  expect(await readingOf('certidao-maria.png')).toBe('READ');
  const panel = staffPage.getByRole('complementary', { name: /^Nascimento · / });
  const pageServed = staffPage.waitForResponse((response) => /\/reading\/page\/1$/.test(response.url()));
  await panel.getByRole('button', { name: 'Abrir certidao-maria.png' }).click();
  const preview = staffPage.getByRole('dialog', { name: 'certidao-maria.png' });
  const proposal = preview.getByRole('region', { name: 'O que o documento diz' });
  const name = proposal.getByRole('group', { name: 'Nome' });
  await name.getByText('Maria Aparecida Bortolan dos Santos').waitFor();
  await name.getByText(MARIA, { exact: true }).waitFor();
  const date = proposal.getByRole('group', { name: 'Data' });
  await date.getByText('14/03/1897').waitFor();
  await date.getByText('14/03/1898').waitFor();
  // the name's box on the page drawn by the server, highlighted
  const page = proposal.getByRole('figure');
  await page.getByText('Página 1: Nome em destaque').waitFor();
  const served = await pageServed;
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/jpeg']);

  const axe = await new AxeBuilder({ page: staffPage })
    .include('.lpd-reading')
    .withTags(WCAG_22_AA)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await proposal.getByRole('button', { name: 'Aceitar todos' }).click();
  await proposal.getByText('Proposto como variante do nome').waitFor();
  await proposal.getByRole('button', { name: 'Gravar os valores aceitos' }).click();
  await proposal
    .getByRole('status')
    .getByText(/^Gravados: \d+$/)
    .waitFor();
  // the case now holds the certificate's date
  await date.getByText('14/03/1897').nth(1).waitFor();
  await staffPage.keyboard.press('Escape');
  await preview.waitFor({ state: 'hidden' });
});

test('the checklist shows the difference with the tree, and the staff member says the certificate is right', async () => {
  // the checklist behind the preview read its tree again when the values were written
  const panel = staffPage.getByRole('complementary', { name: /^Nascimento · / });
  await panel.getByRole('button', { name: 'Fechar', exact: true }).first().click();
  await panel.waitFor({ state: 'hidden' });
  const warnings = staffPage.getByRole('region', { name: /alerta/ });
  const differs = warnings.getByText(`${MARIA}: a data — a certidão diz 14/03/1897, a árvore diz 14/03/1898`);
  await differs.waitFor();
  await warnings.getByRole('button', { name: 'A certidão está certa' }).click();
  await differs.waitFor({ state: 'detached' });
  // the tree took the certificate's date
  const maria = await call<{ birthDay: string }>(staff.request, 'get', `/api/client/${mariaId}`);
  expect(maria.birthDay).toBe('1897-03-14');
  expect(staffProblems.consoleErrors).toEqual([]);
  expect(staffProblems.failedRequests).toEqual([]);
});

test('the family sees what was read of its photo on the phone, and confirms it', async () => {
  expect(await readingOf('certidao-jose.png')).toBe('READ');
  const card = familyPage.getByRole('article', { name: REQUEST });
  const read = card.getByRole('region', { name: 'Lemos:' });
  await read.waitFor({ timeout: READ_WAIT });
  await read.getByText('Jose Bortolan da Costa').waitFor();
  await read.getByText('02/05/1921').waitFor();
  await read.getByRole('button', { name: 'Está certo' }).click();
  await read.getByText('Obrigado: o escritório verá a sua resposta.').waitFor();
  expect(await familyPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(familyProblems.consoleErrors).toEqual([]);
  expect(familyProblems.failedRequests).toEqual([]);
});
