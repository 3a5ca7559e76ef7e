import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, openPage, type PageProblems } from '../src/browser';
import { apiAs, choose as pickOption, post } from '../src/bff';
import { checkCardsAtDesktopWidths } from '../src/layout';
import { systemState } from '../src/state';

// A NORMAL user builds a four-generation checklist from the family tree with the wizard
// (immigrant → son → grandson → applicant), sees the broken-chain warnings above the tree, and fixes them: the
// grandfather's missing marriage record (his son has a father and a mother) and Law 74/2025 (an exception recorded
// on the General tab). Journeys share one system: the family's names are this run's own.
const WAIT = 45_000;
const DORA = { name: 'Dora Dossier', userName: 'dora.dossier', password: 'e2e-Dora-password-1' };
const RUN = Date.now().toString(36).slice(-4).toUpperCase();
const FAMILY = {
  immigrant: `Giovanni Bortolazzo ${RUN}`,
  son: `Ernesto Bortolazzo ${RUN}`,
  sonsWife: `Clara Menin ${RUN}`,
  grandson: `Paulo Bortolazzo ${RUN}`,
  applicant: `Beatriz Bortolazzo ${RUN}`,
};

let browser: Browser;
let page: Page;
let problems: PageProblems;
let protocolId = '';

/** The office: a NORMAL user, the family registered with its father and mother links, and their protocol. */
async function prepareFamily() {
  const { admin } = systemState();
  const context = await browser.newContext();
  const api = await apiAs(context, admin.username, admin.password);
  await post(api, '/api/user', { ...DORA, typeUser: 'NORMAL' });
  const italy = { country: 'ITALIA' };
  const brazil = { country: 'BRASIL', state: 'SP', city: 'São Paulo' };
  const giovanni = await post(api, '/api/client', {
    name: FAMILY.immigrant,
    birthDay: '1875-04-02',
    alive: false,
    deathDay: '1940-06-01',
    birthPlace: italy,
    nameVariants: [`João Bortolaço ${RUN}`],
  });
  const ernesto = await post(api, '/api/client', {
    name: FAMILY.son,
    birthDay: '1905-08-15',
    father: giovanni.id,
    birthPlace: brazil,
  });
  const clara = await post(api, '/api/client', { name: FAMILY.sonsWife, birthDay: '1910-01-20' });
  const paulo = await post(api, '/api/client', {
    name: FAMILY.grandson,
    birthDay: '1950-03-03',
    father: ernesto.id,
    mother: clara.id,
    birthPlace: brazil,
  });
  const beatriz = await post(api, '/api/client', {
    name: FAMILY.applicant,
    birthDay: '1985-11-30',
    father: paulo.id,
    birthPlace: brazil,
  });
  await context.close();
  const mine = await browser.newContext();
  const dora = await apiAs(mine, DORA.userName, DORA.password);
  const protocol = await post(dora, '/api/protocol', {
    name: `Família Bortolazzo ${RUN}`,
    familyName: 'Bortolazzo',
    mainClient: beatriz.id,
    // the immigrant great-grandfather died long ago: a client of the office, not of the protocol
    clients: [beatriz.id, paulo.id, ernesto.id],
  });
  protocolId = protocol.id;
  await mine.close();
}

/** Signs in through the login form and lands on `redirect` (no second navigation to cut the first short). */
async function signIn(user: { userName: string; password: string }, redirect: string) {
  const { baseURL } = systemState();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  ({ page, problems } = await openPage(context));
  page.setDefaultTimeout(WAIT);
  await page.goto(`${baseURL}/login?redirect=${encodeURIComponent(redirect)}`);
  await page.locator('#login-username').fill(user.userName);
  await page.locator('#login-password').fill(user.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: WAIT });
}

const button = (name: string, scope: Page | Locator = page) =>
  scope.getByRole('button', { name, exact: true });
const toast = (text: string | RegExp) => page.locator('.p-toast-message', { hasText: text }).first();
const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const person = (name: string) => page.getByRole('rowgroup', { name, exact: true });
const warnings = () => page.getByRole('region', { name: /alertas? de cadeia quebrada$/ });

const choose = (inputId: string, option: string | RegExp) => pickOption(page, inputId, option);

beforeAll(async () => {
  browser = await launchChromium();
  await prepareFamily();
});
afterAll(async () => {
  await browser?.close();
});

test('builds a four-generation checklist from the family tree with the wizard', async () => {
  await signIn(DORA, `/protocol/${protocolId}/checklist`);
  await page.getByText('Ninguém no checklist ainda').waitFor();

  await button('Montar pela árvore genealógica').click();
  const wizard = page.getByRole('dialog', { name: 'Montar o checklist pela árvore genealógica' });
  await wizard.getByRole('checkbox', { name: FAMILY.applicant }).check();
  // Escape closes an open dropdown or the suggestions, never the wizard under them
  await page.locator('.p-dropdown:has([id="wizard-route"])').click();
  await page.locator('.p-dropdown-panel').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.p-dropdown-panel').waitFor({ state: 'hidden' });
  // the immigrant is searched among all the clients
  const immigrant = wizard.locator('#wizard-immigrant');
  await immigrant.pressSequentially(FAMILY.immigrant, { delay: 20 });
  const suggestion = page.locator('.p-autocomplete-item', { hasText: FAMILY.immigrant });
  await suggestion.waitFor();
  await page.keyboard.press('Escape');
  await suggestion.waitFor({ state: 'hidden' });
  await wizard.waitFor();
  await immigrant.press('Backspace');
  await immigrant.pressSequentially(FAMILY.immigrant.slice(-1));
  await suggestion.click();
  await choose('wizard-route', 'Itália, pelo consulado');
  await button('Pré-visualizar', wizard).click();
  // four persons in line order, the immigrant with one CNN per spelling
  await wizard.getByText(/^4 pessoas e \d+ certidões serão adicionadas$/).waitFor();
  const proposed = wizard.getByRole('listitem');
  expect(await proposed.allTextContents()).toEqual([
    expect.stringContaining(FAMILY.immigrant),
    expect.stringContaining(FAMILY.son),
    expect.stringContaining(FAMILY.grandson),
    expect.stringContaining(FAMILY.applicant),
  ]);
  await wizard.getByText(`CNN (certidão negativa de naturalização) (João Bortolaço ${RUN})`).waitFor();
  await button('Adicionar ao checklist', wizard).click();
  await toast(/^4 pessoas e \d+ certidões adicionadas$/).waitFor();
  await wizard.waitFor({ state: 'hidden' });

  // the table: one group of rows per person, each generation after the previous one
  const applicant = person(FAMILY.applicant);
  await applicant.getByText('Requerente', { exact: true }).waitFor();
  const groups = await page
    .locator('.lp-table tbody')
    .evaluateAll((bodies) => bodies.map((body) => body.getAttribute('aria-label')));
  expect(groups).toEqual([FAMILY.immigrant, FAMILY.son, FAMILY.grandson, FAMILY.applicant]);
});

test('fixes the broken chain: the missing marriage record, then Law 74/2025 with an exception', async () => {
  const marriage = `Falta a certidão de casamento de ${FAMILY.son}`;
  const law74 = /^Lei 74\/2025/;
  await warnings().getByText(marriage).waitFor();
  await warnings().getByText(law74).waitFor();

  // the warning's link opens and focuses the person it names
  await button(`Ir para ${FAMILY.son}`, warnings()).click();
  const son = person(FAMILY.son);
  await page.waitForFunction(
    (name) => document.activeElement?.getAttribute('aria-label') === name,
    FAMILY.son,
  );
  await son.getByRole('button', { name: `Adicionar certidão: ${FAMILY.son}` }).click();
  // a new certificate opens in the side panel (its title follows the type chosen)
  const panel = page.locator('.lp-panel');
  await panel.getByRole('heading', { name: `Nova certidão · ${FAMILY.son}` }).waitFor();
  await choose('certificate-new-typeOfCertificate', 'Casamento');
  await button('Salvar certidão', panel).click();
  await toast('Processo realizado com sucesso!').waitFor();
  await page.getByRole('heading', { name: `Casamento · ${FAMILY.son}` }).waitFor();
  await button('Cancelar', page.locator('.lp-panel')).click();
  await page.locator('.lp-panel').waitFor({ state: 'detached' });
  await warnings().getByText(marriage).waitFor({ state: 'detached' });
  await warnings().getByText(law74).waitFor();

  await tab('Geral').click();
  const dossier = page.getByRole('region', { name: 'Dossiê' });
  await dossier.locator('.p-dropdown-label', { hasText: 'Itália, pelo consulado' }).waitFor();
  await dossier
    .getByRole('checkbox', { name: 'Pai, mãe, avô ou avó que tinha apenas a cidadania italiana' })
    .check();
  await button('Salvar o dossiê', dossier).click();
  await toast('Processo realizado com sucesso!').waitFor();
  // the General tab with a route and an exception recorded, at 1366 and 1920 px: no card's text over another
  expect(await checkCardsAtDesktopWidths(page, 'dossier-journey-general', '.lpr-card')).toEqual([]);

  await tab('Checklist').click();
  await person(FAMILY.applicant).waitFor();
  await warnings().waitFor({ state: 'detached' });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  await page.context().close();
});
