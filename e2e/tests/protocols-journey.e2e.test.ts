import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, openPage, type PageProblems } from '../src/browser';
import { apiAs, choose as pickOption, post } from '../src/bff';
import { checkCardsAtDesktopWidths } from '../src/layout';
import { systemState } from '../src/state';

// A NORMAL user's protocol journey in Chromium through the shell and the BFF,
// in the default language (pt-BR): a budget for a family with two services and a payment, converted, forwarded to
// a colleague who sees it (among the protocols in their charge on the dashboard, and in the list), cancelled and
// reactivated; then the checklist of three generations to dark green, sent and the send cancelled. Every wait is for
// something visible; timeouts are generous for a busy machine. The system is shared with the other journeys and has
// the demo data: lists are never assumed empty, figures are read before and after.
const WAIT = 45_000;
const RITA = { name: 'Rita Normal', userName: 'rita.normal', password: 'e2e-Rita-password-1' };
const CARLA = { name: 'Carla Colega', userName: 'carla.colega', password: 'e2e-Carla-password-1' };

let browser: Browser;
let page: Page;
let problems: PageProblems;
let protocolPath = '';
/** the colleague's "protocols in my charge" before the forward */
let carlaInChargeBefore = 0;

/** The office as the administrator leaves it: two NORMAL colleagues, two type services, a family of two. */
async function prepareOffice() {
  const { admin } = systemState();
  const context = await browser.newContext();
  const api = await apiAs(context, admin.username, admin.password);
  for (const user of [RITA, CARLA]) await post(api, '/api/user', { ...user, typeUser: 'NORMAL' });
  await post(api, '/api/type-service', { name: 'Pesquisa genealógica', price: 150000 });
  await post(api, '/api/type-service', { name: 'Tradução juramentada', price: 30000 });
  for (const name of ['Ana Rossi', 'Luca Rossi'])
    await post(api, '/api/client', { name, birthDay: '1980-05-10' });
  await context.close();
}

/** A new browser context signed in as `user` through the login page. */
async function openSignedIn(user: { userName: string; password: string }) {
  const { baseURL } = systemState();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const opened = await openPage(context);
  opened.page.setDefaultTimeout(WAIT);
  await opened.page.goto(`${baseURL}/login`);
  await opened.page.locator('#login-username').fill(user.userName);
  await opened.page.locator('#login-password').fill(user.password);
  await opened.page.locator('button[type=submit]').click();
  await opened.page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: WAIT });
  return opened;
}

async function signIn(user: { userName: string; password: string }) {
  ({ page, problems } = await openSignedIn(user));
}

/** The dashboard's "Protocols in my charge" figure of whoever `on` is signed in as. */
async function inMyChargeFigure(on: Page) {
  await on.getByRole('link', { name: 'Painel', exact: true }).click();
  return on
    .locator('.figure', { has: on.getByText('Protocolos sob minha responsabilidade', { exact: true }) })
    .locator('dd');
}

const button = (name: string, scope: Page | Locator = page) =>
  scope.getByRole('button', { name, exact: true });
const heading = (name: string | RegExp) => page.getByRole('heading', { name });
const dialog = (name: string) => page.getByRole('dialog', { name });
const toast = (text: string) => page.locator('.p-toast-message', { hasText: text }).first();
const tab = (name: string) => page.getByRole('tab', { name, exact: true });

const choose = (inputId: string, option: string | RegExp) => pickOption(page, inputId, option);

/** The clients remote's quick search (loaded through Module Federation): type, pick the suggestion. */
async function pickClient(inputId: string, typed: string, name: string) {
  await page.locator(`#${inputId}`).pressSequentially(typed, { delay: 50 });
  await page.locator('.p-autocomplete-item', { hasText: name }).first().click();
}

/** Answers the confirmation modal of spec 2 with Yes. */
async function confirmYes() {
  const yes = button('Sim');
  await yes.click();
  await yes.waitFor({ state: 'hidden' });
}

async function act(label: string) {
  await button(label).click();
  await confirmYes();
  await toast('Processo realizado com sucesso!').waitFor();
}

/** The detail's cards at 1366 and 1920 px (screenshots kept under e2e/artifacts): no card's text over another. */
async function expectCardsApart(name: string) {
  expect(await checkCardsAtDesktopWidths(page, `protocols-journey-${name}`, '.lpr-card')).toEqual([]);
}

async function finish() {
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  await page.context().close();
}

beforeAll(async () => {
  browser = await launchChromium();
  await prepareOffice();
});
afterAll(async () => {
  await browser?.close();
});

test('a NORMAL user creates a budget for a family with two services and a payment', async () => {
  await signIn(RITA);
  await page.getByRole('link', { name: 'Orçamentos', exact: true }).click();
  await heading('Orçamentos').waitFor();
  await button('Novo orçamento').click();
  await heading('Novo orçamento').waitFor();
  await page.locator('#protocol-name').fill('Família Rossi');
  await page.locator('#protocol-familyName').fill('Rossi');
  await pickClient('protocol-mainClient', 'ana ro', 'Ana Rossi');
  await pickClient('protocol-clients', 'luca', 'Luca Rossi');
  await page.getByRole('list', { name: 'Clientes' }).getByText('Luca Rossi').waitFor();
  await button('Salvar').click();
  await page.waitForURL(/\/protocol\/[a-f0-9]{24}$/);
  protocolPath = new URL(page.url()).pathname;
  await heading(/^Orçamento \S+ · Família Rossi$/).waitFor();

  await tab('Serviços').click();
  await page.getByText('Nenhum serviço ainda.').waitFor();
  for (const service of ['Pesquisa genealógica', 'Tradução juramentada']) {
    await button('Adicionar serviço').click();
    const modal = dialog('Adicionar serviço');
    await choose('service-typeService', service);
    // the price of the shared pricing function, live, for both clients
    await modal.getByTestId('service-preview-net').waitFor();
    await button('Adicionar', modal).click();
    await toast('Processo realizado com sucesso!').waitFor();
    await page.getByRole('cell', { name: service, exact: true }).waitFor();
  }

  await tab('Financeiro').click();
  await page.locator('[data-total="total"]', { hasText: 'R$ 3.600,00' }).waitFor();
  await button('Novo lançamento').click();
  const modal = dialog('Novo lançamento');
  await modal.locator('#cash-entry-value').pressSequentially('500', { delay: 50 });
  await choose('cash-entry-clientId', 'Ana Rossi');
  await button('Salvar', modal).click();
  await page.getByRole('cell', { name: 'Recebimento' }).waitFor();
  await page.locator('[data-total="received"]', { hasText: 'R$ 500,00' }).waitFor();
  await page.locator('[data-total="balance"]', { hasText: 'R$ 3.100,00' }).waitFor();
  await expectCardsApart('financial');
});

test('converts it to a protocol, keeping services and payments, and forwards it to a colleague', async () => {
  // the colleague's figure before: the demo data and the other journeys share the system
  const colleague = await openSignedIn(CARLA);
  carlaInChargeBefore = Number(await (await inMyChargeFigure(colleague.page)).textContent());
  expect(colleague.problems).toEqual({ consoleErrors: [], failedRequests: [] });
  await colleague.page.context().close();

  await tab('Geral').click();
  await act('Converter em protocolo');
  await heading(/^Protocolo \d{4}\/\d{4} · Família Rossi$/).waitFor();
  await tab('Financeiro').click();
  await page.locator('[data-total="received"]', { hasText: 'R$ 500,00' }).waitFor();
  await tab('Geral').click();

  await button('Encaminhar').click();
  const modal = dialog('Encaminhar a um colega');
  await choose('forward-user', CARLA.name);
  await button('Encaminhar', modal).click();
  await page.getByText(`para ${CARLA.name}?`).waitFor();
  await confirmYes();
  await page.locator('.lpr-data dd', { hasText: CARLA.name }).waitFor();
  await finish();
});

test('the colleague finds it in charge of them, cancels and reactivates it', async () => {
  await signIn(CARLA);
  const figure = await inMyChargeFigure(page);
  await figure.filter({ hasText: new RegExp(`^${carlaInChargeBefore + 1}$`) }).waitFor();
  await page.getByRole('link', { name: 'Protocolos', exact: true }).click();
  await heading('Protocolos').waitFor();
  await choose('protocol-filter-userId', CARLA.name);
  await page.waitForURL(/userId=/);
  const row = page.getByRole('row', { name: /Família Rossi/ });
  await row.getByText(CARLA.name).waitFor();
  await row.getByRole('button', { name: /^Abrir / }).click();
  await page.waitForURL(`**${protocolPath}`);

  await act('Cancelar');
  await page.locator('[data-status="CANCELED"]').first().waitFor();
  await tab('Checklist').click();
  await page.getByText('Este protocolo está cancelado: reative-o para alterar o checklist.').waitFor();
  await tab('Geral').click();
  await act('Reativar');
  await page.locator('[data-status="ACTIVE"]').first().waitFor();
  await finish();
});

/** Adds a checklist person (as a descendant of `parent` when given) and one complete birth certificate. */
async function addPerson(category: string, name: string, parent?: string) {
  if (parent)
    await page
      .getByRole('rowgroup', { name: parent, exact: true })
      .getByRole('button', { name: `Adicionar descendente: ${parent}` })
      .click();
  else await button('Adicionar pessoa').click();
  const modal = dialog('Pessoa do checklist');
  await choose('checklist-person-category', category);
  await modal.locator('#checklist-person-name').fill(name);
  await button('Salvar', modal).click();
  await modal.waitFor({ state: 'hidden' });
  const person = page.getByRole('rowgroup', { name, exact: true });
  await person.waitFor();
  await person.getByRole('button', { name: `Adicionar certidão: ${name}` }).click();
  // the new certificate opens in the side panel of the checklist table
  const certificate = page.locator('.lp-panel');
  const fieldId = async (label: string) =>
    (await certificate.getByText(label, { exact: true }).first().getAttribute('for'))!;
  await choose(await fieldId('Certidão'), 'Nascimento');
  await choose(await fieldId('Tipo de documento'), /^Normal$/);
  await choose(await fieldId('Situação do documento'), 'No escritório');
  await choose(await fieldId('Situação da tradução'), 'Não necessário');
  await certificate.locator(`[id="${await fieldId('Valor')}"]`).pressSequentially('120', { delay: 50 });
  await certificate.getByRole('button', { name: 'Salvar certidão' }).click();
  await toast('Processo realizado com sucesso!').waitFor();
  await page.getByRole('heading', { name: `Nascimento · ${name}` }).waitFor();
  await certificate.getByRole('button', { name: 'Cancelar' }).click();
  await certificate.waitFor({ state: 'detached' });
}

test('checklist: three generations filled until the bar is dark green, sent, and the send cancelled', async () => {
  await signIn(RITA);
  await page.getByRole('link', { name: 'Protocolos', exact: true }).click();
  await page
    .getByRole('row', { name: /Família Rossi/ })
    .getByRole('button', { name: /^Abrir / })
    .click();
  await page.waitForURL(`**${protocolPath}`);
  await tab('Checklist').click();
  await page.waitForURL(`**${protocolPath}/checklist`);
  await page.getByText('Ninguém no checklist ainda').waitFor();
  await addPerson('Imigrante', 'Giuseppe Rossi');
  await addPerson('Ascendente', 'Mario Rossi', 'Giuseppe Rossi');
  await addPerson('Requerente', 'Ana Rossi', 'Mario Rossi');
  await page.getByText('Progresso do checklist: 100,00 %').waitFor();
  await page.locator('.lp-checklist-summary [data-color="DARK_GREEN"]').waitFor();

  await button('Enviar o checklist').click();
  await confirmYes();
  await page.getByText(/^Enviado em /).waitFor();
  expect(await button('Adicionar pessoa').count()).toBe(0);
  await button('Cancelar o envio').click();
  await confirmYes();
  await button('Enviar o checklist').waitFor();
  await button('Adicionar pessoa').waitFor();
  await finish();
});

test('a newcomer finds the demo family whose chain breaks: its detail reads at 1366 and 1920 px, its checklist comes from the family tree', async () => {
  await signIn(RITA);
  await page.getByRole('link', { name: 'Protocolos', exact: true }).click();
  await page
    .getByRole('row', { name: /Cidadania italiana de Mariana e Rafael/ })
    .getByRole('button', { name: /^Abrir / })
    .click();
  await heading(/^Protocolo \d{4}\/\d{4} · Cidadania italiana de Mariana e Rafael$/).waitFor();
  // the cards that load their own lists have drawn them
  await page.getByRole('region', { name: 'Linha do tempo' }).locator('li').first().waitFor();
  await page.getByRole('region', { name: 'Contratos' }).locator('ul, .lp-muted').first().waitFor();
  await expectCardsApart('general');
  // the back link is one short control, its label beside its arrow, not spread across the page
  expect((await button('Voltar para a lista').boundingBox())!.width).toBeLessThan(300);
  // only the minors (Rafael, and Helena whose registration deadline the legal clock shows) have a responsible
  expect(await page.getByRole('button', { name: /^Informar responsável: / }).count()).toBe(2);
  await page.getByRole('button', { name: 'Informar responsável: Rafael Carvalho Lima' }).waitFor();
  await page.getByRole('button', { name: 'Informar responsável: Helena Carvalho Lima' }).waitFor();

  await tab('Serviços').click();
  const totals = page.getByRole('region', { name: 'Totais dos serviços' });
  await totals.locator('[data-total="total"]', { hasText: /^Total\s*R\$\s[\d.]+,\d{2}$/ }).waitFor();
  await expectCardsApart('services');
  await tab('Checklist').click();
  for (const name of [
    'Luiz Fontana',
    'Rosa Fontana Carvalho',
    'José Fontana Carvalho',
    'Mariana Carvalho Lima',
  ])
    await page.getByRole('rowgroup', { name, exact: true }).waitFor();
  await finish();
});
