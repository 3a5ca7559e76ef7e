import { openPage } from '../src/browser';
import { VISIBLE, useBrowserContext } from '../src/journey';
import { systemState } from '../src/state';

const currentContext = useBrowserContext();

describe('signing in to the shell', () => {
  it('sends a signed-out visitor to the login with the redirect address, then lands there after signing in', async () => {
    const { baseURL, admin } = systemState();
    const { page, problems } = await openPage(currentContext());
    await page.goto(`${baseURL}/client/list`, { waitUntil: 'load' });
    await page.getByLabel('Usuário').waitFor(VISIBLE);
    const login = new URL(page.url());
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('redirect')).toBe('/client/list');

    await page.getByLabel('Usuário').fill(admin.username);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await page.waitForURL(`${baseURL}/client/list`, { timeout: 30000 });
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor(VISIBLE);
    await page.getByRole('button', { name: /^Preferências do usuário/ }).waitFor(VISIBLE);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('keeps a wrong password on the login page with the password.incorrect toast', async () => {
    const { baseURL, admin } = systemState();
    const { page } = await openPage(currentContext());
    await page.goto(`${baseURL}/login?redirect=%2Faccount`, { waitUntil: 'load' });
    await page.getByLabel('Usuário').fill(admin.username);
    await page.getByLabel('Senha').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await page.getByText('Usuário ou senha incorretos').waitFor(VISIBLE);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/account');
    expect(await page.getByLabel('Senha').inputValue()).toBe('not-the-password-1');
    // signed out: the current user is null (spec 7), not a 401 the shell would try to refresh
    const session = await page.evaluate(async () => {
      const answer = await fetch('/api/autenticacao');
      return [answer.status, await answer.text()];
    });
    expect(session).toEqual([200, 'null']);
  });

  it('signs in with the keyboard only: Tab to each field, type, Enter', async () => {
    const { baseURL, admin } = systemState();
    const { page } = await openPage(currentContext());
    await page.goto(`${baseURL}/login`, { waitUntil: 'load' });
    await page.getByLabel('Usuário').waitFor(VISIBLE);
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // From the top of the page, Tab reaches the username field, then the password field.
    let focused = '';
    for (let presses = 0; presses < 10 && focused !== 'login-username'; presses += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.id ?? '');
    }
    expect(focused).toBe('login-username');
    await page.keyboard.type(admin.username);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');

    await page.waitForURL(`${baseURL}/dashboard`, { timeout: 30000 });
    await page.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor(VISIBLE);
  });
});
