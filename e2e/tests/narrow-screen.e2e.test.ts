import type { Locator, Page } from 'playwright-core';
import { signIn, useJourneyPage } from '../src/journey';
import { systemState } from '../src/state';
import { eventually, pageWiderThanWindow } from '../src/ui';

// The layout on a 390 px phone: the menu is an overlay that closes on Escape, on its backdrop and on
// navigation; the top bar never covers the user menu (and so sign-out); no page is wider than the window.
const journey = useJourneyPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
let page: Page;
beforeAll(() => void ({ page } = journey));

const toggle = () => page.getByRole('button', { name: 'Menu', exact: true });
const menu = () => page.getByRole('navigation', { name: 'Menu principal' });
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Whether a person tapping the middle of the element reaches it (nothing on top of it). */
const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return (
      box.right <= window.innerWidth &&
      box.left >= 0 &&
      top !== null &&
      (element === top || element.contains(top))
    );
  });

async function expectNotWider(what: string) {
  // the menu is closed and the page has settled: its widest element is on screen
  await page.waitForLoadState('networkidle');
  if (await pageWiderThanWindow(page)) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    throw new Error(`${what} is ${width} px wide in a 390 px window`);
  }
}

test('the login page fits the phone', async () => {
  await page.goto(`${systemState().baseURL}/login`);
  await page.getByLabel('Usuário').waitFor();
  await expectNotWider('the login page');
  await signIn(page);
  await page.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor();
});

test('the overlay menu closes on Escape, on its backdrop and on navigation', async () => {
  expect(await menu().count()).toBe(0);
  await expectNotWider('the dashboard');

  await toggle().click();
  await menu().waitFor();
  expect(await toggle().getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  await menu().waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('side-menu-toggle');

  await toggle().click();
  await menu().waitFor();
  // a tap on the page beside the menu lands on the backdrop, not on what lies under it
  const width = (await menu().boundingBox())!.width;
  await page.mouse.click(Math.min(385, width + 20), 700);
  await menu().waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/dashboard');

  await toggle().click();
  await menu().getByRole('link', { name: 'Clientes', exact: true }).click();
  await heading('Clientes').waitFor();
  await menu().waitFor({ state: 'detached' });
});

test('the top bar leaves the user menu and sign-out reachable on every page, and no page is wider than the window', async () => {
  // from the client list the previous test ended on, through every kind of page, back to the clients
  const links = ['Protocolos', 'Orçamentos', 'Certidões', 'Novo protocolo', 'Usuários', 'Painel', 'Clientes'];
  for (const link of links) {
    const before = await page.title();
    await toggle().click();
    await menu().getByRole('link', { name: link, exact: true }).click();
    await menu().waitFor({ state: 'detached' });
    // the tab title follows the page's heading once it is drawn
    await eventually(
      () => page.title().then((title) => title !== before && title !== 'Linhagem'),
      true,
    ).catch(async (error) => {
      throw new Error(`${link}: the title stayed ${await page.title()} (${error})`);
    });
    await expectNotWider(`the ${link} page`);
    const user = page.getByRole('button', { name: /^Preferências do usuário/ });
    expect(await reachable(user)).toBe(true);
    expect(await reachable(page.locator('#top-bar-client-search'))).toBe(true);
    // the search's text ends before the bell: nothing of the input runs under it
    const bell = page.locator('.notification-bell .icon-button');
    expect(await reachable(bell)).toBe(true);
    const search = (await page.locator('#top-bar-client-search').boundingBox())!;
    expect(search.x + search.width).toBeLessThanOrEqual((await bell.boundingBox())!.x);
  }

  // a client form stacks its fields in one column inside the window
  await page.getByRole('button', { name: 'Novo cliente', exact: true }).click();
  await heading('Novo cliente').waitFor();
  await expectNotWider('the new client form');
  const lefts = await page
    .locator('#client-name, #client-cpf, #client-email')
    .evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);

  await page.getByRole('button', { name: /^Preferências do usuário/ }).click();
  const signOut = page.getByRole('button', { name: 'Sair', exact: true });
  await signOut.waitFor();
  await eventually(() => reachable(signOut), true);
  await signOut.click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Usuário', { exact: true }).waitFor();
});

test('the phone journey logged no console error and no failed request', () => {
  expect(journey.problems.consoleErrors).toEqual([]);
  expect(journey.problems.failedRequests).toEqual([]);
});
