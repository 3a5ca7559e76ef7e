import '../../test/setupServer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getLoggedUser } from '@linhagem/ui-kit';
import { staffPath } from '@linhagem/contracts';
import { ANA, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';
import { loadRemoteModule } from '../remotes/remoteLoader';

jest.mock('../remotes/remoteLoader', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (id: string) => ({ default: () => <p>remote {id}</p> }));
});

const location = () => screen.getByTestId('location').textContent;

describe('route guard (spec 4)', () => {
  it('sends a visitor without a session to /login with the redirect query', async () => {
    renderApp('/client/list?page=2');
    await waitFor(() =>
      expect(location()).toBe(`/login?redirect=${encodeURIComponent('/client/list?page=2')}`),
    );
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('mf_clients/ClientList');
  });

  it('takes a signed-out visitor (current user null) to /login without trying a refresh', async () => {
    const refreshes: string[] = [];
    server.use(
      http.get('*/api/refresh-token', ({ request }) => {
        refreshes.push(request.url);
        return HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'no' }, { status: 401 });
      }),
    );
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/dashboard')}`));
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(refreshes).toEqual([]);
  });

  it('refreshes once when the access cookie expired, and stays signed in', async () => {
    let refreshed = false;
    server.use(
      http.get('*/api/autenticacao', () =>
        refreshed
          ? HttpResponse.json(ANA)
          : HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'expired' }, { status: 401 }),
      ),
      http.get('*/api/refresh-token', () => {
        refreshed = true;
        return HttpResponse.json(ANA);
      }),
    );
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('tells a user whose level is too low that the page is out of reach, with a link home', async () => {
    signedInAs({ ...ANA, typeUser: 'LIMITED' });
    renderApp('/system-configuration');
    expect(
      await screen.findByRole('heading', { name: 'Você não tem acesso a esta página' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/system-configuration');
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/dashboard');
    expect(loadRemote).not.toHaveBeenCalledWith('mf_config/SystemConfiguration');
  });

  it('lets a NORMAL user open the protocol form and loads its remote only then', async () => {
    signedInAs(ANA);
    renderApp('/protocol/form');
    expect(await screen.findByText('remote mf_protocols/ProtocolForm')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_protocols/ProtocolForm');
    expect(loadRemote).not.toHaveBeenCalledWith('mf_clients/ClientList');
  });

  it('shows only the menu entries the level reaches', async () => {
    signedInAs({ ...ANA, typeUser: 'LIMITED' });
    renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Clientes' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Novo protocolo' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Configuração do sistema' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Auditoria de exportações' })).not.toBeInTheDocument();
  });

  it('gives administrators the configuration entries', async () => {
    signedInAs({ ...ANA, typeUser: 'ADMINISTRATOR' });
    renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Configuração do sistema' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Usuários' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Auditoria de exportações' })).toHaveAttribute(
      'href',
      staffPath('exportAudit'),
    );
  });

  it('goes to /error when the server cannot be reached while loading the user', async () => {
    server.use(http.get('*/api/autenticacao', () => HttpResponse.error()));
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/error'));
    expect(
      await screen.findByText('Não foi possível falar com o servidor. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it('logs out on a 401 from any call once the refresh fails too, and comes back after sign-in', async () => {
    signedInAs(ANA);
    server.use(
      http.get('*/api/account', () =>
        HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'no' }, { status: 401 }),
      ),
    );
    renderApp('/account');
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/account')}`));
    expect(getLoggedUser()).toBeNull();
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
  });
});
