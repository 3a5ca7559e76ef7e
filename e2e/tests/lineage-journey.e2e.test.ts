import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations, settleAfter } from '../src/axe';
import { launchChromium, openPage, type PageProblems } from '../src/browser';
import { ARTIFACTS_DIR, cardTextOverlaps } from '../src/layout';
import { systemState } from '../src/state';
import { eventually, pageWiderThanWindow, requestApi, runTag, signedInContext } from '../src/ui';

// From a family's GEDCOM file to the line of descent as a picture (docs/adr-gedcom.md), in Chromium and pt-BR: a
// three-generation tree (the mother with both parents) with an accent and an approximate date ("ABT 1880") is
// previewed and applied, the checklist is built from it (API calls: test data, not the point), and the Checklist
// tab draws the chart: the immigrant with
// his GEDCOM date, and the 1948 warning on the link from the mother to her son born in 1940. The client's Lineage
// tab draws the same family from the links alone (no checklist needed), upward, each card opening its record.
const WAIT = 45_000;
const RUN = runTag();
const NAMES = {
  immigrant: `Giuseppe Bérgamo ${RUN}`,
  grandmother: `Angela Rossi ${RUN}`,
  mother: `Maria Bérgamo ${RUN}`,
  applicant: `João Souza ${RUN}`,
};
const split = (name: string) => name.replace(/ (\S+) (\S+)$/, ' /$1 $2/');

const GEDCOM = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 7.0',
  '0 @I1@ INDI',
  `1 NAME ${split(NAMES.immigrant)}`,
  '1 SEX M',
  '1 BIRT',
  '2 DATE ABT 1880',
  '2 PLAC Vicenza, Veneto, Italia',
  '1 FAMS @F1@',
  '0 @I2@ INDI',
  `1 NAME ${split(NAMES.mother)}`,
  '1 SEX F',
  '1 BIRT',
  '2 DATE 2 APR 1910',
  '1 FAMC @F1@',
  '1 FAMS @F2@',
  '0 @I3@ INDI',
  `1 NAME ${split(NAMES.applicant)}`,
  '1 SEX M',
  '1 BIRT',
  '2 DATE 9 SEP 1940',
  '1 FAMC @F2@',
  '0 @I4@ INDI',
  `1 NAME ${split(NAMES.grandmother)}`,
  '1 SEX F',
  '1 FAMS @F1@',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I4@',
  '1 CHIL @I2@',
  '0 @F2@ FAM',
  '1 WIFE @I2@',
  '1 CHIL @I3@',
  '0 TRLR',
  '',
].join('\r\n');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
let protocolId = '';
let clientIds: Record<string, string> = {};

type Preview = { importId: string; persons: { xref: string }[] };
type Applied = { clients: { xref: string; clientId: string }[] };

/** The office imports the file (preview, then apply: every person created) and builds the checklist from it. */
async function importAndBuild() {
  const { admin, baseURL } = systemState();
  context = await signedInContext(
    browser,
    { userName: admin.username, password: admin.password },
    { viewport: { width: 1366, height: 900 } },
  );
  const uploaded = await context.request.post(`${baseURL}/api/client/gedcom/preview`, {
    multipart: { file: { name: 'bergamo.ged', mimeType: 'text/plain', buffer: Buffer.from(GEDCOM, 'utf8') } },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL },
  });
  expect(uploaded.status()).toBe(200);
  const preview = (await uploaded.json()) as Preview;
  expect(preview.persons).toHaveLength(4);
  const applied = await requestApi<Applied>(
    context.request,
    'post',
    `/api/client/gedcom/${preview.importId}/apply`,
    { decisions: preview.persons.map((person) => ({ xref: person.xref, action: 'CREATE' })) },
  );
  const id = Object.fromEntries(applied.clients.map((client) => [client.xref, client.clientId]));
  clientIds = id;
  ({ id: protocolId } = await requestApi<{ id: string }>(context.request, 'post', '/api/protocol', {
    name: `Família Bérgamo ${RUN}`,
    familyName: 'Bérgamo',
    mainClient: id['@I3@'],
    clients: [id['@I3@']],
  }));
  await requestApi(context.request, 'post', `/api/protocol/${protocolId}/checklist/generate`, {
    applicants: [id['@I3@']],
    immigrant: id['@I1@'],
    route: 'IT_CONSULATE',
    apply: true,
  });
}

beforeAll(async () => {
  browser = await launchChromium();
  await importAndBuild();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

test('draws the line of descent from an imported GEDCOM with the 1948 warning on its link', async () => {
  ({ page, problems } = await openPage(context));
  page.setDefaultTimeout(WAIT);
  await page.goto(`${systemState().baseURL}/protocol/${protocolId}/checklist`);
  const chart = page.getByRole('region', { name: 'Linha de descendência' });
  const card = (name: string) => chart.getByRole('button', { name: `Abrir as certidões de ${name}` });
  await card(NAMES.applicant).waitFor();
  // GEDCOM's ABT 1880 in the reader's words
  expect(await card(NAMES.immigrant).textContent()).toContain('c. 1880');
  // the warning sits on the link from the mother to her son, and is the son's card's description
  await chart.locator('.lk-pedigree-link-warned').waitFor({ state: 'attached' });
  expect(await chart.locator('.lk-pedigree-badge').count()).toBe(1);
  const description = await card(NAMES.applicant).evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  );
  expect(description).toContain(`${NAMES.mother}, ${NAMES.applicant}`);
  expect(description).toContain('1948');

  // Enter on a card opens that person's certificates in the checklist below
  await card(NAMES.mother).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await eventually(
    () => page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    NAMES.applicant,
  );

  // on a phone the chart scrolls sideways inside itself, not the page
  await page.setViewportSize({ width: 375, height: 800 });
  await eventually(() => pageWiderThanWindow(page), false);
  expect(problems.consoleErrors).toEqual([]);
});

test("draws the client's ancestors from the family links on the Lineage tab, at 1366, 1920 and 375 px, with no axe finding", async () => {
  ({ page, problems } = await openPage(context));
  page.setDefaultTimeout(WAIT);
  await page.setViewportSize({ width: 1366, height: 900 });
  await settleAfter(page, () => page.goto(`${systemState().baseURL}/client/${clientIds['@I3@']}/lineage`));
  const chart = page.getByRole('region', { name: 'Os ascendentes do cliente' });
  const card = (name: string) => chart.getByRole('button', { name: `Abrir o cadastro de ${name}` });
  await card(NAMES.immigrant).waitFor();
  // the family links alone: the mother above her son, her father above her; no certificates on a card
  expect(await card(NAMES.applicant).textContent()).toContain('Cliente');
  expect(await card(NAMES.mother).textContent()).toContain('Mãe');
  expect(await card(NAMES.immigrant).textContent()).toMatch(/Avô materno.*c\. 1880/);
  expect(await card(NAMES.grandmother).textContent()).toContain('Avó materna');
  expect(await chart.textContent()).not.toContain('certid');
  const top = async (name: string) => (await card(name).boundingBox())!.y;
  expect(await top(NAMES.immigrant)).toBeLessThan(await top(NAMES.mother));
  expect(await top(NAMES.grandmother)).toBe(await top(NAMES.immigrant));
  expect(await top(NAMES.mother)).toBeLessThan(await top(NAMES.applicant));
  expect(await cardTextOverlaps(page, '.lk-pedigree-card')).toEqual([]);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'client-lineage-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  // and on a full-HD monitor: the names still whole, no card over another
  await page.setViewportSize({ width: 1920, height: 1080 });
  expect(await cardTextOverlaps(page, '.lk-pedigree-card')).toEqual([]);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'client-lineage-1920.png'), fullPage: true });

  // on a phone: the chart scrolls inside itself, and still passes axe
  await page.setViewportSize({ width: 375, height: 800 });
  await eventually(() => pageWiderThanWindow(page), false);
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'client-lineage-375.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // the keyboard: up from the client to his mother, Enter opens her record
  await card(NAMES.applicant).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/client/${clientIds['@I2@']}`);
  await page.getByRole('heading', { name: new RegExp(NAMES.mother) }).waitFor();
  expect(problems.consoleErrors).toEqual([]);
});
