import '../../test/setupServer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANA, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';
import { loadRemoteModule } from './remoteLoader';

jest.mock('./remoteLoader', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemote.mockReset();
});

describe('the top-bar search while the remotes load', () => {
  it('is the shell’s own: ready in the bar while no remote has answered yet', async () => {
    loadRemote.mockImplementation(() => new Promise(() => undefined));
    signedInAs(ANA);
    renderApp('/dashboard');
    const search = await screen.findByRole('search');
    expect(within(search).getByRole('combobox', { name: 'Buscar clientes e casos' })).toBeEnabled();
  });
});

describe('a remote that fails to load', () => {
  it('shows the instability banner in its place while the menu keeps working, and Reload tries again', async () => {
    let clientsUp = false;
    loadRemote.mockImplementation(async (id: string) => {
      if (id.startsWith('mf_clients/') && !clientsUp) throw new Error('remoteEntry failed');
      return { default: () => <p>remote {id}</p> };
    });
    signedInAs(ANA);
    renderApp('/client/list');
    const main = await screen.findByRole('main');
    const banner = await within(main).findByTestId('instability-banner');
    expect(banner).toHaveTextContent('Ops! Estamos passando por uma instabilidade no momento...');

    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', {
        name: 'Protocolos',
      }),
    );
    expect(await screen.findByText('remote mf_protocols/ProtocolList')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', {
        name: 'Clientes',
      }),
    );
    const again = await within(screen.getByRole('main')).findByTestId('instability-banner');
    clientsUp = true;
    await user.click(within(again).getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByText('remote mf_clients/ClientList')).toBeInTheDocument();
  });
});
