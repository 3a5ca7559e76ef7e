import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { signIn, useJourneyPage } from '../src/journey';
import { ARTIFACTS_DIR } from '../src/layout';
import { expectValue as expectInputValue, runTag } from '../src/ui';

// An office moving in (docs/adr-spreadsheet-import.md): its client list as Brazilian Excel saves a CSV (Windows-1252,
// semicolons, dd/mm/aaaa, masked CPFs, a quoted note over two lines), imported from the client list in pt-BR,
// then undone. Screenshots of each step at 1366 and 375 px under e2e/artifacts/.
const WAIT = 60_000;
jest.setTimeout(300_000);
const journey = useJourneyPage({ viewport: { width: 1366, height: 900 } }, WAIT);
let page: Page;
beforeAll(() => void ({ page } = journey));

const tag = runTag();
const NAMES = [`Giuseppe d’Ávila ${tag}`, `Maria “Nena” Zanetti ${tag}`, `Sem Nome Válido ${tag}`];
const csv = () =>
  iconv.encode(
    [
      'Nome;CPF;Data de nascimento;E-mail;Pai;Observações',
      `${NAMES[0]};;12/03/1950;giuseppe@example.com;;"Chegou em 1998 –\nfalar com a filha"`,
      `${NAMES[1]};;01/02/1975;nena@example.com;linha 2;Custa 10 €`,
      `${NAMES[2]};123.456.789-00;31/02/1980;sem-arroba;;`,
      '',
    ].join('\r\n'),
    'win1252',
  );

const dialog = () => page.getByRole('dialog');
const expectValue = (locator: ReturnType<Page['locator']>, value: string) =>
  expectInputValue(locator, value, WAIT);
const shoot = async (name: string) => {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `import-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

it('imports the office spreadsheet from the client list', async () => {
  await signIn(page, '/client/list');
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Importar clientes' }).waitFor();
  await dialog()
    .getByLabel('Escolha um arquivo CSV ou XLSX')
    .setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: csv() });
  await dialog().getByRole('button', { name: 'Ler o arquivo' }).click();

  // the columns, guessed from the Portuguese headers
  await dialog().getByText('Lido como windows-1252, separado por ponto e vírgula').waitFor();
  await expectValue(dialog().getByRole('combobox', { name: 'Data de nascimento' }), 'birthDay');
  await expectValue(dialog().getByRole('combobox', { name: 'Pai' }), 'father');
  await shoot('mapping');
  await dialog().getByRole('button', { name: 'Verificar as linhas' }).click();

  // the preview: counts, the problem row (downloadable), nothing written yet
  await dialog().getByText('Com problemas').first().waitFor();
  await dialog().getByText('CPF inválido').first().waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog().getByRole('button', { name: 'Baixar as linhas com problemas (CSV)' }).click(),
  ]);
  const problems = fs.readFileSync((await download.path())!, 'utf8');
  expect(problems).toContain(NAMES[2]);
  expect(problems).not.toContain(NAMES[0]);
  await shoot('preview');

  await page.getByRole('button', { name: 'Importar 2 linhas' }).click();
  await dialog()
    .getByText('2 criados, 0 atualizados, 1 pulados, 1 vínculos de família')
    .waitFor({ timeout: WAIT });
  await page.getByRole('button', { name: 'Fechar', exact: true }).last().click();

  // the clients are in the list, their ’ “ ” – € intact
  await page.getByLabel('Filtrar por nome').fill(`Zanetti ${tag}`);
  await page.getByRole('button', { name: `Abrir ${NAMES[1]}` }).click();
  await page.getByRole('heading', { name: `Cliente: ${NAMES[1]}` }).waitFor();
});

it('undoes the import from the list of past imports', async () => {
  await page.goto(page.url().replace(/\/client\/.*$/, '/client/list'));
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const undo = dialog().getByRole('button', { name: 'Desfazer: clientes.csv' }).first();
  await undo.waitFor();
  await shoot('history');
  await undo.click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await page.locator('.p-toast-message', { hasText: '2 removidos, 0 restaurados' }).waitFor();
});

// The cases after their clients: a small protocols file (Portuguese headers, a stage by its name, a filing date
// as dd/mm/aaaa) imported from the protocol list.
const CASES = [`Cidadania Rossi ${tag}`, `Cidadania Bianchi ${tag}`];
const casesCsv = () =>
  iconv.encode(
    [
      'Protocolo;Família;Etapa;Data de protocolo;Observações',
      `${CASES[0]};Rossi;Tradução;05/03/2024;Começou em 2023 – pasta azul`,
      `${CASES[1]};Bianchi;Coletando documentos;;`,
      '',
    ].join('\r\n'),
    'win1252',
  );

it('imports the office’s cases from the protocol list', async () => {
  await page.goto(new URL('/protocol-list', page.url()).href);
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await page.getByRole('dialog', { name: 'Importar protocolos' }).waitFor();
  await dialog()
    .getByLabel('Escolha um arquivo CSV ou XLSX')
    .setInputFiles({ name: 'processos.csv', mimeType: 'text/csv', buffer: casesCsv() });
  await dialog().getByRole('button', { name: 'Ler o arquivo' }).click();
  await expectValue(dialog().getByRole('combobox', { name: 'Família' }), 'familyName');
  await expectValue(dialog().getByRole('combobox', { name: 'Data de protocolo' }), 'filingDate');
  await shoot('protocols-mapping');
  await dialog().getByRole('button', { name: 'Verificar as linhas' }).click();
  await dialog().getByText('Nenhum problema encontrado.').waitFor();
  await shoot('protocols-preview');
  await page.getByRole('button', { name: 'Importar 2 linhas' }).click();
  await dialog()
    .getByText('2 criados, 0 atualizados, 0 pulados, 0 clientes principais vinculados')
    .waitFor({ timeout: WAIT });
  await page.getByRole('button', { name: 'Fechar', exact: true }).last().click();

  // the cases are in the list, found by their words
  await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(`Rossi ${tag}`);
  await page.getByText(CASES[1]).waitFor({ state: 'hidden', timeout: WAIT });
  await page
    .getByRole('button', { name: /^Abrir \d{4}\/\d{4}$/ })
    .first()
    .waitFor();
  await page.getByText(CASES[0]).first().waitFor({ timeout: WAIT });
  await shoot('protocols-list');
});

it('undoes the cases import from the protocol list, saying what an undo of protocols keeps', async () => {
  await page.goto(new URL('/protocol-list', page.url()).href);
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const undo = dialog().getByRole('button', { name: 'Desfazer: processos.csv' }).first();
  await undo.click();
  await page.getByText('exceto os alterados depois da importação').waitFor();
  await page.getByRole('button', { name: 'Sim' }).click();
  await page.locator('.p-toast-message', { hasText: '2 removidos, 0 restaurados' }).waitFor();
});
