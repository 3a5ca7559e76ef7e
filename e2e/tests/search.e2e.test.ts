// Finding a case in Chromium: the top-bar search lists protocols and budgets apart from clients and opens one from
// the keyboard; the budget list's search box finds a budget by a family name typed without accents. Reads the demo
// data (the Fontana family's protocol, the Haddad budget), which other journeys never rename.
import { openPage } from '../src/browser';
import { VISIBLE, signIn, useBrowserContext } from '../src/journey';

const currentContext = useBrowserContext();

test('the top bar finds a family’s protocol in its own group and opens it with the keyboard', async () => {
  const { page, problems } = await openPage(currentContext());
  await signIn(page);
  const search = page.getByRole('combobox', { name: 'Buscar clientes e casos' });
  await search.fill('fontana');
  const panel = page.locator('.p-autocomplete-panel');
  await panel.locator('.p-autocomplete-item-group', { hasText: 'Clientes' }).waitFor(VISIBLE);
  const protocols = panel.locator('.p-autocomplete-item-group', { hasText: 'Protocolos' });
  await protocols.waitFor(VISIBLE);
  const demoCase = panel.locator('.p-autocomplete-item', {
    hasText: 'Cidadania italiana de Mariana e Rafael',
  });
  await demoCase.first().waitFor(VISIBLE);
  // down the list, past the clients, to the first protocol
  const items = await panel
    .locator('li')
    .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-pc-section') ?? ''));
  const firstProtocol = items.indexOf('itemgroup', items.indexOf('itemgroup') + 1) + 1;
  const stepsDown = items.slice(0, firstProtocol + 1).filter((section) => section === 'item').length;
  for (let i = 0; i < stepsDown; i++) await search.press('ArrowDown');
  await search.press('Enter');
  await page.getByRole('heading', { level: 1, name: /^Protocolo \d{4}\/\d{4} · / }).waitFor(VISIBLE);
  expect(page.url()).toMatch(/\/protocol\/[0-9a-f]{24}$/);
  expect(problems.consoleErrors).toEqual([]);
});

test('the budget list finds a budget by its family name without accents, under its ORC- code', async () => {
  const { page, problems } = await openPage(currentContext());
  await signIn(page, '/budgets-list');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('HADDAD');
  const row = page.getByRole('row', { name: /Busca das certidões de Elias Haddad/ });
  await row.waitFor(VISIBLE);
  expect(await row.getByRole('button', { name: /^Abrir / }).innerText()).toMatch(/^ORC-\d{4}\/\d{4}$/);
  expect(problems.consoleErrors).toEqual([]);
});
