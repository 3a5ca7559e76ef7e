import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, openPage, type PageProblems } from '../src/browser';
import { checkTextAtWidths } from '../src/layout';
import { systemState } from '../src/state';
import { requestApi as call, signedInContext, staffWithCase } from '../src/ui';

// The family portal in Chromium at 375 px, in the default language (pt-BR). A staff member
// opens a protocol (through the API) and hands over its link and access code; the family meets the modal, types a
// wrong code then the right one, adds an adult and a minor, finalizes with a message; the staff member's bell shows
// it; after the office sends a complete checklist the status page shows 100 % and the congratulation. The system is
// shared with the other journeys: everything here is created by this file and found by its own names.
const WAIT = 45_000;
const STAFF = { name: 'Paula Portal', userName: 'paula.portal', password: 'e2e-Paula-password-1' };
const FAMILY = 'Família Bianchi';
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let browser: Browser;
let family: BrowserContext;
let page: Page;
let problems: PageProblems;
let protocolId = '';
let accessCode = '';

/** Serious and critical WCAG 2.2 AA violations, one line per failing element. */
async function seriousViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const toast = (text: string) => page.locator('.p-toast-message', { hasText: text }).first();

beforeAll(async () => {
  browser = await launchChromium();
  const staff = await staffWithCase(browser, STAFF, FAMILY);
  ({ protocolId, accessCode } = staff);
  expect(accessCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await staff.context.close();

  family = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  ({ page, problems } = await openPage(family));
  page.setDefaultTimeout(WAIT);
});

afterAll(async () => {
  await browser?.close();
});

test('the family opens the link, meets the modal, a wrong code then the right one', async () => {
  const { baseURL } = systemState();
  await page.goto(`${baseURL}/public-client/${protocolId}`);
  const modal = page.getByRole('dialog', { name: 'Código de acesso' });
  await modal.waitFor();
  expect(await seriousViolations()).toEqual([]);
  // not dismissable, and asked again until non-empty
  await page.keyboard.press('Escape');
  await button('Abrir').click();
  await modal.getByText('Digite o código de acesso.').waitFor();

  await modal.getByRole('textbox', { name: 'Código de acesso' }).fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await button('Abrir').click();
  await modal.getByText('Protocolo não encontrado ou código de acesso inválido.').waitFor();

  await modal.getByRole('textbox', { name: 'Código de acesso' }).fill(accessCode.toLowerCase());
  await button('Abrir').click();
  await page.getByRole('heading', { level: 1, name: FAMILY }).waitFor();
  await modal.waitFor({ state: 'hidden' });
  await page.getByText('Ninguém cadastrado ainda. Adicione a primeira pessoa.').waitFor();
  expect(await button('Finalizar').isDisabled()).toBe(true);
  // usable at 375 px: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations()).toEqual([]);
});

test('adds an adult, then a minor under her', async () => {
  await button('Adicionar pessoa').click();
  await page.getByRole('heading', { name: 'Adicionar pessoa' }).waitFor();
  await page.getByRole('navigation', { name: 'Seções do formulário' }).waitFor();
  expect(await seriousViolations()).toEqual([]);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marta Bianchi');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('marta@bianchi.example');
  await button('Salvar').click();
  await toast('Processo realizado com sucesso!').waitFor();
  await page.getByText('Marta Bianchi').waitFor();

  await button('Adicionar menor').click();
  const choose = page.getByRole('dialog', { name: 'Escolha o responsável' });
  await choose.getByText('Marta Bianchi').click();
  await choose.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: 'Adicionar menor' }).waitFor();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Sofia Bianchi');
  await button('Salvar').click();
  const minors = page.getByRole('list', { name: 'Menores dependentes de Marta Bianchi' });
  await minors.getByText('Sofia Bianchi').waitFor();
  // the people page at 375, 1366 and 1920 px (screenshots under e2e/artifacts): no text over other text
  expect(await checkTextAtWidths(page, 'portal-journey-people')).toEqual([]);
});

test('finalizes with a message, and the staff member in charge sees the bell', async () => {
  await button('Finalizar').click();
  const message = page.getByRole('dialog', { name: 'Mensagem ao escritório' });
  const editor = message.getByRole('textbox', { name: 'Mensagem' });
  await editor.click();
  await page.keyboard.type('Terminamos: a Sofia é filha da Marta.');
  await message.getByRole('button', { name: 'Enviar' }).click();
  await page.getByText('Enviar agora suas informações e a mensagem ao escritório?').waitFor();
  await button('Sim').click();
  await toast('Informações enviadas ao escritório').waitFor();

  const { baseURL } = systemState();
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await staff.newPage();
  await staffPage.goto(`${baseURL}/login`);
  await staffPage.getByLabel('Usuário').fill(STAFF.userName);
  await staffPage.getByLabel('Senha').fill(STAFF.password);
  await staffPage.getByRole('button', { name: 'Entrar', exact: true }).click();
  const bell = staffPage.getByRole('button', { name: 'Notificações: 1 não lida' });
  await bell.waitFor({ timeout: WAIT });
  await bell.click();
  const panel = staffPage.getByRole('region', { name: 'Mensagens das famílias' });
  await panel.getByText(new RegExp(FAMILY)).waitFor({ timeout: WAIT });
  await panel.getByText('Terminamos: a Sofia é filha da Marta.').waitFor({ timeout: WAIT });
  await staff.close();
});

test('the status page shows 100 % and the congratulation once the office sends the checklist', async () => {
  const staff = await signedInContext(browser, STAFF);
  await call(staff.request, 'post', '/api/certificate', {
    protocolId,
    category: 'APPLICANT',
    name: 'Marta Bianchi',
    certificates: [
      {
        typeOfCertificate: 'BIRTH',
        typeOfDocument: 'NORMAL',
        statusDocument: 'IN_OFFICE',
        statusTranslate: 'NOT_NECESSARY',
        price: 12000,
      },
    ],
  });
  await call(staff.request, 'post', `/api/protocol/${protocolId}/checklist/send`, {});
  await staff.close();

  await page.getByRole('link', { name: 'Andamento do caso' }).click();
  await page.getByRole('heading', { level: 1, name: FAMILY }).waitFor();
  await page.getByText('Parabéns!').waitFor();
  const bar = page.getByRole('progressbar', { name: 'Andamento da documentação' });
  expect(await bar.getAttribute('aria-valuenow')).toBe('100');
  const members = page.getByRole('region', { name: 'Membros' });
  await members.getByText('Marta Bianchi').waitFor();
  await members
    .getByRole('list', { name: 'Menores dependentes de Marta Bianchi' })
    .getByText('Sofia Bianchi')
    .waitFor();
  const timeline = page.getByRole('region', { name: 'Linha do tempo' });
  await timeline.getByText('Caso aberto').waitFor();
  await timeline.getByText('Sua mensagem ao escritório').waitFor();
  await timeline.getByText('Documentação enviada').waitFor();
  await page.getByRole('region', { name: 'Fale com o escritório' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations()).toEqual([]);
  expect(await checkTextAtWidths(page, 'portal-journey-status')).toEqual([]);

  // the visible language switch
  await button('English').click();
  await page.getByRole('region', { name: 'Timeline' }).waitFor();
  await page.getByText('Congratulations!').waitFor();
  // the refused code's 403 is the one expected console line
  expect(problems.consoleErrors.filter((line) => !/status of 403/.test(line))).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});
