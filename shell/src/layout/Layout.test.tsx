import '../../test/setupServer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANA, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';

jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote</p> })),
}));

function screenWidth(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width: 767.98px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => screenWidth(false));

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Menu' }, { timeout: 5000 }));
  expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  return user;
}

describe('layout below 768 px', () => {
  it('turns the static menu into an overlay that closes on Escape and gives the focus back to its button', async () => {
    screenWidth(true);
    signedInAs(ANA);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Olá, Ana Souza!' }, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    const user = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes the overlay menu on a click on its backdrop and on navigation', async () => {
    screenWidth(true);
    signedInAs(ANA);
    renderApp('/dashboard');
    let user = await openMenu();
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    user = await openMenu();
    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/list');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  it('names the tab after the page and moves the focus to the page after a menu navigation', async () => {
    signedInAs(ANA);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Olá, Ana Souza!' }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('Olá, Ana Souza! · Linhagem'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('keeps the static menu on a wide screen', async () => {
    signedInAs(ANA);
    renderApp('/dashboard');
    expect(
      await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('preference menu', () => {
  it('closes on a click outside without clicking what lies below', async () => {
    signedInAs(ANA);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^Preferências do usuário/ }, { timeout: 5000 }),
    );
    expect(screen.getByRole('group', { name: /Preferências/ })).toBeInTheDocument();
    await user.click(screen.getByTestId('preferences-backdrop'));
    expect(screen.queryByRole('group', { name: /Preferências/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
