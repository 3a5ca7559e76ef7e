import { openPage } from '../src/browser';
import { VISIBLE, signIn, useBrowserContext } from '../src/journey';
import { systemState } from '../src/state';

const INSTABILITY = 'Ops! Estamos passando por uma instabilidade no momento...';

const currentContext = useBrowserContext();

describe('a remote whose host is down', () => {
  it('shows the instability banner in its place while the menu, the dashboard and other remotes keep working', async () => {
    const { baseURL } = systemState();
    // the clients remote's static host answers nothing, as when its box is stopped
    await currentContext().route('**/remotes/mf-clients/**', (route) => route.abort('connectionrefused'));
    const { page } = await openPage(currentContext());
    await signIn(page, '/client/list');

    const main = page.locator('#main-content');
    const banner = main.getByTestId('instability-banner');
    await banner.waitFor(VISIBLE);
    expect(await banner.innerText()).toContain(INSTABILITY);
    expect(await banner.getByRole('button', { name: 'Recarregar' }).isVisible()).toBe(true);

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Painel', exact: true }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
    await main.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor(VISIBLE);
    expect(await main.getByTestId('instability-banner').count()).toBe(0);

    // another remote, served by a box that is up, still loads
    await menu.getByRole('link', { name: 'Protocolos', exact: true }).click();
    await page.waitForURL(`${baseURL}/protocol-list`);
    await page.waitForFunction(() => {
      const region = document.querySelector('#main-content');
      return !!region && region.textContent!.trim() !== '' && !region.querySelector('[role="status"]');
    });
    expect(await main.getByTestId('instability-banner').count()).toBe(0);

    // back on the broken route: still the banner, and only inside the page, not instead of the frame
    await menu.getByRole('link', { name: 'Clientes', exact: true }).click();
    await banner.waitFor(VISIBLE);
    expect(await menu.isVisible()).toBe(true);
  });
});
