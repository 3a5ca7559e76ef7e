import type { BrowserContext, Locator, Page } from 'playwright-core';
import { signIn, useJourneyPage } from '../src/journey';
import { callApi, createClient, eventually, expectValue, runTag } from '../src/ui';

// A day of an office's work in Chromium (pt-BR, then en-US and back). The system is
// shared with the other journeys: every record here carries this run's tag, and lists are filtered by it.
const TAG = runTag();
const ANCESTOR = `Giuseppe Bortolotto ${TAG}`;
const DAUGHTER = `Conceição Bortolotto ${TAG}`;
/** born 1950 to 1961: after the ancestor (1878) and the daughter (1925) when sorted by birth date */
const FAMILY = Array.from({ length: 12 }, (_, i) => `Família ${TAG} ${String.fromCharCode(65 + i)}`);
const LEAVE = 'Existem alterações não salvas. Sair desta página e perdê-las?';

const journey = useJourneyPage({ viewport: { width: 1366, height: 900 } });
let context: BrowserContext;
let page: Page;
let ancestorId = '';
let daughterId = '';

beforeAll(async () => {
  ({ context, page } = journey);
  await signIn(page);
  ancestorId = await createClient(page, { name: ANCESTOR, birthDay: '1878-03-19' });
  daughterId = await createClient(page, {
    name: DAUGHTER,
    birthDay: '1925-10-12',
    father: ancestorId,
    address: { country: 'BRASIL', state: 'RS', city: 'Porto Alegre' },
  });
  for (const [i, name] of FAMILY.entries()) await createClient(page, { name, birthDay: `${1950 + i}-06-15` });
});

const button = (name: string) => page.getByRole('button', { name, exact: true });
const heading = (name: string) => page.getByRole('heading', { name, exact: true });
const menuLink = (name: string) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true });
const rows = () => page.locator('.p-datatable tbody tr');
const row = (name: string) => rows().filter({ hasText: name });
const nameFilter = () => page.getByLabel('Filtrar por nome');
const dialog = (text: string) => page.locator('.p-dialog', { hasText: text });
const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const path = () => new URL(page.url()).pathname;
const currentPath = async () => path();

/** Opens an audit entry's fields (an entry opened before stays open when the audit opens again). */
async function expand(entry: Locator) {
  const toggler = entry.locator('.p-row-toggler');
  if ((await toggler.getAttribute('aria-expanded')) !== 'true') await toggler.click();
}

async function openPreferences() {
  await page.getByRole('button', { name: /^Preferências do usuário/ }).click();
}

/** The list as the address says: filtered by the tag, sorted by birth date, on page 2. */
async function expectListOnPage2(target: Page = page) {
  await target.getByText('Mostrando 11 a 14 de 14 clientes').waitFor();
  await expectValue(target.getByLabel('Filtrar por nome'), TAG.toLowerCase());
  await eventually(
    () => target.locator('.p-datatable tbody tr td:nth-child(1)').allInnerTexts(),
    FAMILY.slice(8),
  );
}

test('the list keeps filter, sort and page in the address: Back, reload and a shared link restore them', async () => {
  await menuLink('Clientes').click();
  await heading('Clientes').waitFor();
  await nameFilter().fill(TAG.toLowerCase());
  await page.getByText('Mostrando 1 a 10 de 14 clientes').waitFor();
  await page.getByRole('columnheader', { name: 'Data de nascimento' }).click();
  await eventually(() => rows().first().locator('td').first().innerText(), ANCESTOR);

  // four-digit years in the list: born 1878 and 1925, not "78" and "25"
  expect(await row(ANCESTOR).innerText()).toContain('19/03/1878');
  expect(await row(DAUGHTER).innerText()).toContain('12/10/1925');

  // the paginator speaks Portuguese to a screen reader too
  await page.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expectListOnPage2();
  const address = new URL(page.url());
  expect(Object.fromEntries(address.searchParams)).toEqual({
    name: TAG.toLowerCase(),
    sort: 'birthDay,asc',
    page: '2',
  });

  await page.getByRole('button', { name: `Abrir ${FAMILY[8]}`, exact: true }).click();
  await heading(`Cliente: ${FAMILY[8]}`).waitFor();
  expect(await page.title()).toBe(`Cliente: ${FAMILY[8]} · Linhagem`);
  await page.goBack();
  await expectListOnPage2();
  expect(page.url()).toBe(address.href);

  await page.reload();
  await expectListOnPage2();

  const shared = await context.newPage();
  try {
    await shared.goto(address.href);
    await expectListOnPage2(shared);
  } finally {
    await shared.close();
  }
});

test('dates keep four-digit years in the audit, in both languages and on the calendar (1500 to now + 100)', async () => {
  await page.getByRole('button', { name: 'Primeira página', exact: true }).click();
  await page.getByRole('button', { name: `Abrir ${ANCESTOR}`, exact: true }).click();
  await heading(`Cliente: ${ANCESTOR}`).waitFor();
  const birthDay = page.locator('#client-birthDay');
  await expectValue(birthDay, '19/03/1878');

  // the create is one entry of the audit, expanding to the fields it set
  await button('Histórico de alterações').click();
  const audit = dialog('Histórico de alterações');
  const created = audit.locator('tbody tr', { hasText: 'Criado' }).first();
  await created.waitFor();
  expect(await created.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  await expand(created);
  const fields = audit.getByRole('definition');
  await eventually(async () => (await fields.allInnerTexts()).includes('19/03/1878'), true);
  await audit.locator('.p-dialog-footer').getByRole('button', { name: 'Fechar', exact: true }).click();
  await audit.waitFor({ state: 'hidden' });

  const field = page.locator('.lk-date-input:has(#client-birthDay)');
  await field.getByRole('button', { name: 'Abrir o calendário' }).click();
  const year = field.getByRole('combobox', { name: 'Escolher um ano' });
  await year.waitFor();
  expect(await year.inputValue()).toBe('1878');
  const years = await year.locator('option').allInnerTexts();
  expect([years[0], years[years.length - 1]]).toEqual(['1500', String(new Date().getFullYear() + 100)]);
  await field
    .locator('.p-datepicker-calendar td:not(.p-datepicker-other-month)')
    .getByText('20', { exact: true })
    .click();
  await expectValue(birthDay, '20/03/1878');

  await openPreferences();
  await page.getByRole('radio', { name: 'English' }).check();
  await expectValue(birthDay, '03/20/1878');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Change history', exact: true }).click();
  const englishAudit = dialog('Change history');
  await expand(englishAudit.locator('tbody tr', { hasText: 'Created' }).first());
  await eventually(
    async () => (await englishAudit.getByRole('definition').allInnerTexts()).includes('03/19/1878'),
    true,
  );
  await englishAudit.locator('.p-dialog-footer').getByRole('button', { name: 'Close', exact: true }).click();
  await englishAudit.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: /^User preferences/ }).click();
  await page.getByRole('radio', { name: 'Português (Brasil)' }).check();
  await expectValue(birthDay, '20/03/1878');
  await page.keyboard.press('Escape');
});

test('every way out of the changed form asks first, the top-bar search included', async () => {
  // the form holds the date picked on the calendar, not saved
  const birthDay = page.locator('#client-birthDay');
  const formPath = `/client/${ancestorId}`;
  const search = page.locator('#top-bar-client-search');
  const ways: [string, () => Promise<void>][] = [
    ['the menu', () => menuLink('Painel').click()],
    [
      'the brand',
      () => page.getByRole('banner').getByRole('link', { name: 'Linhagem', exact: true }).click(),
    ],
    ['the back button', () => button('Voltar para a lista').click()],
    [
      'the preference menu',
      async () => {
        await openPreferences();
        await page
          .getByRole('group', { name: 'Preferências' })
          .getByRole('link', { name: 'Minha conta' })
          .click();
      },
    ],
    [
      'the top-bar search',
      async () => {
        await search.fill(`conceicao bortolotto ${TAG.toLowerCase()}`);
        await page.locator('.p-autocomplete-item', { hasText: DAUGHTER }).click();
      },
    ],
    [
      "the top-bar search's list of them all",
      async () => {
        await search.fill(TAG.toLowerCase()); // 14 clients: more than the 10 suggestions
        await page.getByText('Mais de 10 clientes encontrados').waitFor();
        await page.getByRole('button', { name: 'Ver todos na lista', exact: true }).click();
      },
    ],
    ['the browser Back', () => page.evaluate(() => window.history.back())],
  ];
  for (const [way, leave] of ways) {
    await leave();
    const ask = dialog(LEAVE);
    await ask.waitFor().catch(() => {
      throw new Error(`leaving through ${way} did not ask`);
    });
    await ask.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await ask.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape'); // closes the preference menu or the suggestions if still open
    await eventually(currentPath, formPath);
    await expectValue(birthDay, '20/03/1878');
  }

  // a reload gets the browser's own question; staying keeps the change
  const question = page.waitForEvent('dialog');
  const reload = page.reload({ timeout: 5000 }).catch(() => undefined);
  const asked = await question;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await reload;
  await expectValue(birthDay, '20/03/1878');

  // leaving through the search after all: the daughter opens, the change is gone
  await search.fill(`conceicao bortolotto ${TAG.toLowerCase()}`);
  await page.locator('.p-autocomplete-item', { hasText: DAUGHTER }).click();
  await dialog(LEAVE).getByRole('button', { name: 'Sim', exact: true }).click();
  await heading(`Cliente: ${DAUGHTER}`).waitFor();
  expect(path()).toBe(`/client/${daughterId}`);
  const stored = await callApi<{ birthDay: string }>(page, 'GET', `/api/client/${ancestorId}`);
  expect(stored.body.birthDay).toBe('1878-03-19');
});

async function expectNamedInDialog(ask: Locator, names: string[]) {
  await eventually(() => ask.locator('.lk-confirm-details li').allInnerTexts(), names);
}

test("confirmations name the server's records, and a delete starts on Cancel", async () => {
  await menuLink('Clientes').click();
  await heading('Clientes').waitFor();
  await button('Novo cliente').click();
  await heading('Novo cliente').waitFor();

  // the duplicate is named, with a link to it
  await page.locator('#client-name').fill(ANCESTOR);
  await button('Salvar cliente').click();
  const duplicate = dialog('Já existe um cliente com este nome. Salvar mesmo assim?');
  await expectNamedInDialog(duplicate, [ANCESTOR]);
  expect(await duplicate.getByRole('link', { name: ANCESTOR }).getAttribute('href')).toBe(
    `/client/${ancestorId}`,
  );
  await duplicate.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await duplicate.waitFor({ state: 'hidden' });
  expect(path()).toBe('/client');

  // the missing wedding details are named
  await page.locator('#client-name').fill(`Noiva ${TAG}`);
  await page.locator('.p-dropdown:has(#client-maritalStatus)').click();
  await page.locator('.p-dropdown-panel .p-dropdown-item', { hasText: 'Casado(a)' }).click();
  await button('Salvar cliente').click();
  const wedding = dialog('Os dados do casamento estão incompletos. Salvar mesmo assim?');
  await expectNamedInDialog(wedding, [
    'Cônjuge',
    'Data de casamento',
    'País do casamento',
    'Estado do casamento',
    'Cidade do casamento',
  ]);
  // the dialog grows with the list: none of it cut off or scrolled out of sight
  const content = wedding.locator('.p-dialog-content');
  expect(await content.evaluate((box) => box.scrollHeight <= box.clientHeight)).toBe(true);
  await wedding.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await wedding.waitFor({ state: 'hidden' });

  // a delete the server refuses names the relatives that block it; its question starts on Cancel
  await page.locator('#top-bar-client-search').fill(`giuseppe bortolotto ${TAG.toLowerCase()}`);
  await page.locator('.p-autocomplete-item', { hasText: ANCESTOR }).click();
  await dialog(LEAVE).getByRole('button', { name: 'Sim', exact: true }).click();
  await heading(`Cliente: ${ANCESTOR}`).waitFor();
  await button('Excluir cliente').click();
  const remove = dialog('Excluir este cliente? Esta ação não pode ser desfeita.');
  await remove.waitFor();
  await eventually(focusedText, 'Cancelar');
  await remove.getByRole('button', { name: 'Sim', exact: true }).click();
  const refusal = page.locator('.p-toast-message', {
    hasText: 'Outros clientes estão vinculados a este cliente como parente ou responsável',
  });
  await refusal.waitFor();
  expect(await refusal.innerText()).toContain(DAUGHTER);
  expect(path()).toBe(`/client/${ancestorId}`);
});

test('the journey logged no console error and no failed request', () => {
  // Chromium logs every 4xx answer to fetch; the duplicate, the wedding and the refused delete (409) are expected.
  const unexpected = journey.problems.consoleErrors.filter(
    (text) => !/Failed to load resource: the server responded with a status of 409/.test(text),
  );
  expect(unexpected).toEqual([]);
  expect(journey.problems.failedRequests).toEqual([]);
});
