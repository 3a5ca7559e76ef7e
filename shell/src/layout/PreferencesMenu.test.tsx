import '../../test/setupServer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PREFERENCES_KEY } from '@linhagem/ui-kit';
import { ANA, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';

jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote</p> })),
}));

async function openPreferences() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Preferências do usuário/ }));
  return user;
}

describe('user preference menu', () => {
  it('switches the language: texts change, the lang attribute follows and the choice is stored', async () => {
    signedInAs(ANA);
    renderApp('/dashboard');
    // the first render loads the lazy layout and dashboard: slow on a loaded machine
    const greeting = await screen.findByRole('heading', { name: 'Olá, Ana Souza!' }, { timeout: 5000 });
    expect(greeting).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
    const user = await openPreferences();
    expect(screen.getByTestId('format-example')).toHaveTextContent(/^R\$\s1\.234,56 · 31\/12\/2025$/);
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Ana Souza!' })).toBeInTheDocument();
    expect(screen.getByTestId('format-example')).toHaveTextContent('$1,234.56 · 12/31/2025');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toMatchObject({ language: 'en-US' });
    await user.click(screen.getByRole('radio', { name: 'Português (Brasil)' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
  });

  it('turns dark mode on and the static menu off, and keeps both', async () => {
    signedInAs(ANA);
    renderApp('/dashboard');
    const user = await openPreferences();
    const dark = screen.getByRole('switch', { name: 'Modo escuro' });
    const staticMenu = screen.getByRole('switch', { name: 'Menu fixo' });
    expect(dark).not.toBeChecked();
    expect(staticMenu).toBeChecked();
    await user.click(dark);
    await user.click(staticMenu);
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toMatchObject({
      darkMode: true,
      staticMenu: false,
    });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it('offers system configuration to administrators only, and signs out', async () => {
    signedInAs(ANA);
    const logout = jest.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(http.post('*/logout', logout));
    renderApp('/dashboard');
    const user = await openPreferences();
    const panel = screen.getByRole('group', { name: 'Preferências' });
    expect(within(panel).queryByRole('link', { name: /Configuração do sistema/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Preferências' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Preferências do usuário/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(logout).toHaveBeenCalled();
  });

  it('shows system configuration to an administrator', async () => {
    signedInAs({ ...ANA, typeUser: 'ADMINISTRATOR' });
    renderApp('/dashboard');
    await openPreferences();
    const panel = screen.getByRole('group', { name: 'Preferências' });
    expect(within(panel).getByRole('link', { name: /Configuração do sistema/ })).toHaveAttribute(
      'href',
      '/system-configuration',
    );
  });
});
