import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@linhagem/contracts';
import { launchChromium, openPage, type PageProblems } from '../src/browser';
import { ARTIFACTS_DIR } from '../src/layout';
import { systemState } from '../src/state';
import { requestApi as call, signedInContext, staffWithCase } from '../src/ui';

// The checklist as a table and the app's one date field, in Chromium: a case of 10 persons with 3 certificates each
// fits in two screens of 1366x800; arrow keys move between rows, Enter opens the side panel and Escape gives the
// focus back to the row; several rows get one new status at once; the custody "since" (pt-BR, dd/mm/aaaa) and a
// deadline (en-US, mm/dd/yyyy) are typed in the app's date field, and no native date input is left. Screenshots at
// 375, 1366 and 1920 px go to e2e/artifacts/.
const WAIT = 30_000;
const STAFF = { name: 'Tadeu Tabela', userName: 'tadeu.tabela', password: 'e2e-Tadeu-table-1' };
const PERSONS = [
  'Antonio Bianchi',
  'Bruna Bianchi',
  'Carlo Bianchi',
  'Dora Bianchi',
  'Enzo Bianchi',
  'Flavia Bianchi',
  'Gino Bianchi',
  'Irene Bianchi',
  'Lino Bianchi',
  'Marta Bianchi',
];
const CERTIFICATES = [
  { typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL', statusDocument: 'PENDING' },
  { typeOfCertificate: 'WEDDING', typeOfDocument: 'CIVIL', statusDocument: 'IN_OFFICE' },
  { typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'PASSPORT' },
];

let browser: Browser;
let staff: BrowserContext;
let page: Page;
let problems: PageProblems;
let protocolId = '';

const row = (certificate: string, person: string) =>
  page.getByRole('row', { name: `${certificate} de ${person}` });
const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

beforeAll(async () => {
  browser = await launchChromium();
  const { context: api, ...opened } = await staffWithCase(browser, STAFF, 'Família Bianchi');
  protocolId = opened.protocolId;
  let parentId: string | null = null;
  for (const [index, name] of PERSONS.entries()) {
    const person: { id: string } = await call<{ id: string }>(api.request, 'post', '/api/certificate', {
      protocolId,
      category: index === 0 ? 'IMMIGRANT' : index < 4 ? 'ASCENDANT' : 'APPLICANT',
      name,
      parentId: index < 4 ? parentId : null,
      certificates: CERTIFICATES,
    });
    if (index < 4) parentId = person.id;
  }
  await api.close();
  staff = await signedInContext(browser, STAFF, { viewport: { width: 1366, height: 800 } });
  ({ page, problems } = await openPage(staff));
  page.setDefaultTimeout(WAIT);
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

test('ten persons with three certificates each fit in two screens of 1366x800', async () => {
  await page.goto(`${systemState().baseURL}/protocol/${protocolId}/checklist`);
  await row('Identificação', PERSONS[9]).waitFor();
  expect(await page.locator('.lp-table-row').count()).toBe(30);
  const table = (await page.locator('.lp-table-block').boundingBox())!;
  console.log(`checklist table of 10 x 3 at 1366x800: ${Math.round(table.height)} px`);
  expect(table.height).toBeLessThanOrEqual(2 * 800);
  // the person's group says its progress
  await page
    .getByRole('rowgroup', { name: PERSONS[0] })
    .getByRole('progressbar', { name: `Progresso de ${PERSONS[0]}` })
    .waitFor();
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const width of [375, 1366, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `checklist-table-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
});

test('arrow keys move between rows, Enter opens the side panel, Escape closes it and gives the focus back', async () => {
  await row('Nascimento', PERSONS[0]).focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusedName()).toBe(`Casamento de ${PERSONS[0]}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // the next person's first certificate: the group's header row is skipped
  expect(await focusedName()).toBe(`Nascimento de ${PERSONS[1]}`);
  await page.keyboard.press('ArrowUp');
  expect(await focusedName()).toBe(`Identificação de ${PERSONS[0]}`);
  await page.keyboard.press('End');
  expect(await focusedName()).toBe(`Identificação de ${PERSONS[9]}`);
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  const panel = page.locator('.lp-panel');
  await panel.getByRole('heading', { name: `Nascimento · ${PERSONS[0]}` }).waitFor();
  // the panel is modal: Tab goes round its controls and never reaches the page under its mask
  for (let i = 0; i < 60; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.lp-panel')))).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.lp-panel')))).toBe(true);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await page.waitForFunction(
    (name) => document.activeElement?.getAttribute('aria-label') === name,
    `Nascimento de ${PERSONS[0]}`,
  );
});

test('several chosen rows get one new status', async () => {
  await page.getByRole('checkbox', { name: `Escolher Nascimento de ${PERSONS[0]}` }).check();
  await page.getByRole('checkbox', { name: `Escolher Nascimento de ${PERSONS[1]}` }).check();
  const bulk = page.getByRole('group', { name: 'Alterar as certidões escolhidas' });
  await bulk.getByText('2 escolhidas').waitFor();
  await bulk.locator('.p-dropdown').click();
  await page.locator('.p-dropdown-panel .p-dropdown-item', { hasText: 'Não necessário' }).click();
  await bulk.getByRole('button', { name: 'Alterar a situação' }).click();
  await row('Nascimento', PERSONS[1]).getByRole('cell', { name: 'Não necessário' }).waitFor();
  await row('Nascimento', PERSONS[0]).getByRole('cell', { name: 'Não necessário' }).waitFor();
  await row('Nascimento', PERSONS[2]).getByRole('cell', { name: 'Pendente' }).waitFor();
});

test('the custody "since" is typed as dd/mm/aaaa in the app date field (pt-BR)', async () => {
  await row('Identificação', PERSONS[2]).click();
  const panel = page.locator('.lp-panel');
  const custody = panel.getByRole('region', { name: 'Onde está o original' });
  const [year, month, day] = addDaysIso(todayIso(), -10).split('-');
  const since = custody.getByLabel('Desde');
  expect(await since.getAttribute('placeholder')).toBe('dd/mm/aaaa');
  await since.fill('');
  await since.pressSequentially(`${day}${month}${year}`);
  expect(await since.inputValue()).toBe(`${day}/${month}/${year}`);
  await custody.getByRole('button', { name: 'Registrar' }).click();
  await custody.getByRole('listitem').getByText(`${day}/${month}/${year}`).waitFor();
  expect(await page.locator('input[type="date"]').count()).toBe(0);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
});

test('a deadline is typed as mm/dd/yyyy in English, and no page of the case keeps a native date input', async () => {
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('linhagem.preferences') ?? '{}');
    localStorage.setItem('linhagem.preferences', JSON.stringify({ ...stored, language: 'en-US' }));
  });
  await page.goto(`${systemState().baseURL}/protocol/${protocolId}/general`);
  const form = page.getByRole('form', { name: 'Add a deadline' });
  const date = form.getByLabel('Date', { exact: true });
  expect(await date.getAttribute('placeholder')).toBe('mm/dd/yyyy');
  const [year, month, day] = addDaysIso(todayIso(), 30).split('-');
  await date.pressSequentially(`${month}${day}${year}`);
  expect(await date.inputValue()).toBe(`${month}/${day}/${year}`);
  await form.getByLabel('What it is').fill('Consulate appointment');
  await form.getByRole('button', { name: 'Add' }).click();
  await page.getByText('Consulate appointment').first().waitFor();
  await page.getByText(`${month}/${day}/${year}`).first().waitFor();
  expect(await page.locator('input[type="date"]').count()).toBe(0);
  await page.goto(`${systemState().baseURL}/protocol/${protocolId}/documents`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.locator('input[type="date"]').count()).toBe(0);
  expect(problems.consoleErrors).toEqual([]);
});
