import type { Locator, Page } from 'playwright-core';
import { useJourneyPage } from '../src/journey';
import { systemState } from '../src/state';
import { callApi, expectValue as expectInputValue, runTag } from '../src/ui';

// A person's whole client journey in Chromium, through the shell and the BFF, in the default
// language (pt-BR). Every wait is for something visible; the machine may be slow, so timeouts are generous.
const WAIT = 45_000;

const journey = useJourneyPage({ viewport: { width: 1366, height: 900 } }, WAIT);
let page: Page;
beforeAll(() => void ({ page } = journey));

const field = (id: string) => page.locator(`#client-${id}`);
const button = (name: string) => page.getByRole('button', { name, exact: true });
const link = (name: string) => page.getByRole('link', { name, exact: true });
const heading = (name: string) => page.getByRole('heading', { name, exact: true });
const toast = (text: string | RegExp) => page.locator('.p-toast-message', { hasText: text });

/** A PrimeReact dropdown of the form, by its input id; `filter` types in its search box first. */
async function choose(id: string, option: string, filter = false) {
  await page.locator(`.p-dropdown:has(#client-${id})`).click();
  const panel = page.locator('.p-dropdown-panel');
  if (filter) await panel.locator('.p-dropdown-filter').fill(option);
  await panel.locator('.p-dropdown-item', { hasText: option }).first().click();
  await panel.waitFor({ state: 'hidden' });
}

/** Masked inputs format as they go: type like a person. */
async function typeMasked(locator: Locator, text: string) {
  await locator.click();
  await locator.pressSequentially(text, { delay: 50 });
}

/** The father / mother / spouse quick search: type part of the name without accents, pick the suggestion of that name. */
async function pickClient(id: string, typed: string, name: string) {
  await field(id).pressSequentially(typed, { delay: 50 });
  // exactly that name: the demo data has "Maria da Conceição de Jesus" beside this journey's "Maria da Conceição"
  await page.locator('.p-autocomplete-item', { has: page.getByText(name, { exact: true }) }).click();
  await expectValue(field(id), name);
}

async function saveNew(): Promise<string> {
  await button('Salvar cliente').click();
  await page.waitForURL(/\/client\/[a-f0-9]{24}$/, { timeout: WAIT });
  await toast('Processo realizado com sucesso!').first().waitFor();
  await page.getByRole('heading', { name: /^Cliente: / }).waitFor();
  return page.url().split('/').pop()!;
}

async function newClientForm() {
  await link('Clientes').click();
  await heading('Clientes').waitFor();
  await button('Novo cliente').click();
  await heading('Novo cliente').waitFor();
}

async function createPerson(name: string) {
  await newClientForm();
  await field('name').fill(name);
  return saveNew();
}

const expectValue = (locator: Locator, value: string) => expectInputValue(locator, value, WAIT);

/** From a client's page: back to the list, filter by a name typed without accents, open the only match. */
async function openFromList(typed: string, name: string) {
  await button('Voltar para a lista').click();
  await heading('Clientes').waitFor();
  await page.getByLabel('Filtrar por nome').fill(typed);
  const row = page.getByRole('button', { name: `Abrir ${name}` });
  await row.waitFor();
  await page.getByText('Mostrando 1 a 1 de 1 clientes').waitFor();
  await row.click();
  await heading(`Cliente: ${name}`).waitFor();
}

let clientId = '';

// The system is shared by every journey file (the protocols journey may have created clients first):
// the list is reached, not assumed empty.
test('signs in through the shell and reaches the client list', async () => {
  const { baseURL, admin } = systemState();
  await page.goto(`${baseURL}/login`);
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: WAIT });
  await link('Clientes').click();
  await heading('Clientes').waitFor();
  await page.locator('.p-datatable').first().waitFor({ timeout: WAIT });
});

test('creates a person with documents, birth, address and both parents picked by the quick search', async () => {
  await createPerson('Joaquim Gonçalves');
  await createPerson('Maria da Conceição');

  await newClientForm();
  await field('name').fill('Conceição Gonçalves');
  await choose('gender', 'Feminino');
  await typeMasked(field('cpf'), '52998224725');
  await expectValue(field('cpf'), '529.982.247-25');
  await typeMasked(field('rg'), '12345678X');
  await expectValue(field('rg'), '12.345.678-X');
  await typeMasked(field('birthDay'), '14031962');
  await expectValue(field('birthDay'), '14/03/1962');
  await choose('birthPlace-country', 'Brasil', true);
  await choose('birthPlace-state', 'SP', true);
  await field('birthPlace-city').fill('Campinas');
  await pickClient('father', 'joaquim gon', 'Joaquim Gonçalves');
  await pickClient('mother', 'maria da conc', 'Maria da Conceição');
  await typeMasked(field('cellPhoneNumber'), '11987654321');
  await expectValue(field('cellPhoneNumber'), '(11) 98765-4321');
  await field('email').fill('conceicao@exemplo.com.br');
  await choose('address-country', 'Brasil', true);
  await choose('address-state', 'SP', true);
  await field('address-city').fill('São Paulo');
  await typeMasked(field('address-zipCode'), '01310100');
  await expectValue(field('address-zipCode'), '01310-100');
  await field('address-street').fill('Avenida Paulista');
  await field('address-number').fill('1578');
  clientId = await saveNew();

  // what the service stored comes back into the form, masked, with the parents' names
  await page.reload();
  await heading('Cliente: Conceição Gonçalves').waitFor();
  await expectValue(field('cpf'), '529.982.247-25');
  await expectValue(field('birthDay'), '14/03/1962');
  await expectValue(field('address-zipCode'), '01310-100');
  await expectValue(field('cellPhoneNumber'), '(11) 98765-4321');
  await expectValue(field('father'), 'Joaquim Gonçalves');
  await expectValue(field('mother'), 'Maria da Conceição');
  await expectValue(field('address-city'), 'São Paulo');
});

/** What a person does to correct a field: select all and delete it, paste, then End and Backspace. */
const keys = (...pressed: string[]) =>
  pressed.reduce((done, key) => done.then(() => page.keyboard.press(key)), Promise.resolve());
async function paste(text: string) {
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await keys('Control+V');
}

test('corrects the CPF and the birth date as a person does: select all, delete, paste, End, Backspace', async () => {
  const { baseURL } = systemState();
  await journey.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  for (const [id, pasted, shown, cut, retyped] of [
    ['cpf', '11144477735', '111.444.777-35', '111.444.777-3', '5'],
    ['birthDay', '25/12/1960', '25/12/1960', '25/12/196', '1'],
  ]) {
    await field(id).click();
    await keys('Control+A', 'Delete');
    await expectValue(field(id), '');
    await paste(pasted);
    await expectValue(field(id), shown);
    await keys('End', 'Backspace');
    await expectValue(field(id), cut);
    await page.keyboard.type(retyped);
  }
  await expectValue(field('cpf'), '111.444.777-35');
  await expectValue(field('birthDay'), '25/12/1961');
  await button('Salvar cliente').click();
  await toast('Processo realizado com sucesso!').first().waitFor();
  // the values stay as typed: what the service stored comes back the same
  await page.reload();
  await heading('Cliente: Conceição Gonçalves').waitFor();
  await expectValue(field('cpf'), '111.444.777-35');
  await expectValue(field('birthDay'), '25/12/1961');
});

test('edits the client, and an unsaved change asks before the menu or Back leaves the form', async () => {
  await field('address-city').fill('Santos');
  await link('Painel').click();
  await page.getByText('Existem alterações não salvas. Sair desta página e perdê-las?').waitFor();
  await button('Cancelar').click();
  expect(new URL(page.url()).pathname).toBe(`/client/${clientId}`);
  await expectValue(field('address-city'), 'Santos');

  // the browser's Back asks too, and Cancel keeps the page and the change
  await page.evaluate(() => window.history.back());
  await page.getByText('Existem alterações não salvas. Sair desta página e perdê-las?').waitFor();
  await button('Cancelar').click();
  await page.waitForFunction((path) => window.location.pathname === path, `/client/${clientId}`);
  await expectValue(field('address-city'), 'Santos');

  await button('Salvar cliente').click();
  await toast('Processo realizado com sucesso!').first().waitFor();
  await page.reload();
  await heading('Cliente: Conceição Gonçalves').waitFor();
  await expectValue(field('address-city'), 'Santos');
});

test('finds the client in the list by a name typed without accents', async () => {
  await openFromList('conceicao gonc', 'Conceição Gonçalves');
  expect(new URL(page.url()).pathname).toBe(`/client/${clientId}`);
});

test('reads the change in the audit', async () => {
  await button('Histórico de alterações').click();
  const dialog = page.locator('.p-dialog', { hasText: 'Histórico de alterações' });
  const change = dialog
    .locator('tbody tr')
    .filter({ hasText: 'Endereço · Cidade' })
    .filter({ hasText: 'Santos' });
  await change.waitFor();
  const cells = await change.locator('td').allInnerTexts();
  expect(cells).toEqual(
    expect.arrayContaining(['admin', 'Alterado', 'Endereço · Cidade', 'São Paulo', 'Santos']),
  );
  // the footer's button: PrimeReact's header close icon is labelled 'Fechar' too, now that its locale follows ours
  await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Fechar', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
});

test('sees a refused delete explained: a client with a current marriage', async () => {
  await createPerson('Antônio Ribeiro');
  await openFromList('conceicao gonc', 'Conceição Gonçalves');
  await choose('maritalStatus', 'Casado(a)');
  await pickClient('spouse', 'antonio rib', 'Antônio Ribeiro');
  await typeMasked(field('wedding-marriedDay'), '20051985');
  await page.locator('label[for="client-wedding-current"]').click();
  await choose('wedding-country', 'Brasil', true);
  await choose('wedding-state', 'SP', true);
  await field('wedding-city').fill('Campinas');
  await button('Salvar cliente').click();
  await toast('Processo realizado com sucesso!').first().waitFor();

  await button('Excluir cliente').click();
  await page.getByText('Excluir este cliente? Esta ação não pode ser desfeita.').waitFor();
  await button('Sim').click();
  await toast('Existe algum casamento para este cliente').waitFor();
  expect(new URL(page.url()).pathname).toBe(`/client/${clientId}`);
  await heading('Cliente: Conceição Gonçalves').waitFor();
});

test("corrects a checklist person's name in the person dialog the same way", async () => {
  const { baseURL } = systemState();
  const created = await callApi<{ id: string }>(page, 'POST', '/api/protocol', {
    name: `Família Gonçalves ${runTag()}`,
    familyName: 'Gonçalves',
  });
  expect(created.status).toBe(201);
  await page.goto(`${baseURL}/protocol/${created.body.id}/checklist`);
  await button('Adicionar pessoa').click();
  const dialog = page.getByRole('dialog', { name: 'Pessoa do checklist' });
  await dialog.locator('.p-dropdown:has(#checklist-person-category)').click();
  await page.locator('.p-dropdown-panel .p-dropdown-item', { hasText: 'Imigrante' }).first().click();
  const name = dialog.locator('#checklist-person-name');
  await name.fill('Joaquim');
  await name.click();
  await keys('Control+A', 'Delete');
  await expectValue(name, '');
  await paste('Joaquim Gonçalves');
  await expectValue(name, 'Joaquim Gonçalves');
  await keys('End', 'Backspace');
  await expectValue(name, 'Joaquim Gonçalve');
  await page.keyboard.type('z');
  await expectValue(name, 'Joaquim Gonçalvez');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('rowgroup', { name: 'Joaquim Gonçalvez', exact: true }).waitFor();
});

test('the whole journey logged no console error and no failed request', () => {
  // Chromium logs every 4xx answer to fetch; the refused delete (409) is the one this journey expects.
  const unexpected = journey.problems.consoleErrors.filter(
    (text) => !/Failed to load resource: the server responded with a status of 409/.test(text),
  );
  expect(unexpected).toEqual([]);
  expect(journey.problems.failedRequests).toEqual([]);
});
