import '../../test/setupServer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getLoggedUser } from '@linhagem/ui-kit';
import { ANA, server } from '../../test/server';
import { renderApp } from '../../test/renderApp';

jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote page</p> })),
}));

const location = () => screen.getByTestId('location').textContent;

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Usuário'), username);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login page', () => {
  it('logs out first, signs in, loads the user and goes to the redirect address', async () => {
    const calls: string[] = [];
    let signedIn = false;
    server.use(
      http.post('*/logout', () => {
        calls.push('logout');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/login', async ({ request }) => {
        calls.push(
          `login ${JSON.stringify(await request.json())} ${request.headers.get('x-requested-with')}`,
        );
        signedIn = true;
        return HttpResponse.json(ANA);
      }),
      http.get('*/api/autenticacao', () => {
        calls.push('autenticacao');
        return signedIn ? HttpResponse.json(ANA) : new HttpResponse(null, { status: 401 });
      }),
    );
    renderApp('/login?redirect=%2Fclient%2Flist');
    await signIn('ana', 's3cret');
    await waitFor(() => expect(location()).toBe('/client/list'));
    expect(calls).toEqual([
      'logout',
      'login {"username":"ana","password":"s3cret"} XMLHttpRequest',
      'autenticacao',
    ]);
    expect(getLoggedUser()).toMatchObject({ id: 'u1', typeUser: 'NORMAL' });
    expect(await within(screen.getByRole('main')).findByText('remote page')).toBeInTheDocument();
  });

  it('goes to the dashboard without a redirect and never to a foreign address', async () => {
    server.use(
      http.post('*/login', () => HttpResponse.json(ANA)),
      http.get('*/api/autenticacao', () => HttpResponse.json(ANA)),
    );
    renderApp('/login?redirect=%2F%2Fevil.example');
    await signIn('ana', 's3cret');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('shows password.incorrect and stays on the login after a wrong password', async () => {
    server.use(
      http.post('*/login', () =>
        HttpResponse.json({ code: 'password.incorrect', message: 'Incorrect' }, { status: 401 }),
      ),
    );
    renderApp('/login');
    await signIn('ana', 'wrong');
    expect(await screen.findByText('Usuário ou senha incorretos')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('takes the wrong-password message away once the person signs in', async () => {
    let attempts = 0;
    server.use(
      http.post('*/login', () =>
        ++attempts === 1
          ? HttpResponse.json({ code: 'password.incorrect', message: 'Incorrect' }, { status: 401 })
          : HttpResponse.json(ANA),
      ),
      http.get('*/api/autenticacao', () => (attempts > 1 ? HttpResponse.json(ANA) : HttpResponse.json(null))),
    );
    renderApp('/login');
    await signIn('ana', 'wrong');
    expect(await screen.findByText('Usuário ou senha incorretos')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), 's3cret');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByText('Usuário ou senha incorretos')).not.toBeInTheDocument());
  });

  it('goes to /error when the server cannot be reached', async () => {
    server.use(http.post('*/login', () => HttpResponse.error()));
    renderApp('/login');
    await signIn('ana', 's3cret');
    await waitFor(() => expect(location()).toBe('/error'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('asks for both fields before calling the server', async () => {
    const login = jest.fn(() => HttpResponse.json(ANA));
    server.use(http.post('*/login', login));
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2);
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the office's name of the login page configuration", async () => {
    server.use(
      http.get('*/api/configuration/login-page', () =>
        HttpResponse.json({
          officeName: 'Rossi Cidadania',
          logo: null,
          backgroundImage: null,
          backgroundColor: null,
        }),
      ),
    );
    renderApp('/login');
    expect(await screen.findByText('Rossi Cidadania')).toBeInTheDocument();
  });

  it('uses the built-in logo and colour when the configuration fails, is odd, or the configured ones otherwise', async () => {
    const first = renderApp('/login');
    const builtIn = await screen.findByRole('img', { name: 'Logotipo do escritório' });
    expect(builtIn).toHaveAttribute('src', 'test-file-stub');
    expect(builtIn.closest('.login-page')).toHaveStyle({ backgroundColor: '#e8eef9' });
    first.unmount();
    // what could leave CSS url("…") or a colour declaration is never used
    server.use(
      http.get('*/api/configuration/login-page', () =>
        HttpResponse.json({
          logo: '/api/configuration/files/cccccccccccccccccccccccc',
          backgroundImage: '/x.png"); background: url("https://evil.example/x.png',
          backgroundColor: 'red; color: white',
        }),
      ),
    );
    const odd = renderApp('/login');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logotipo do escritório' })).toHaveAttribute(
        'src',
        '/api/configuration/files/cccccccccccccccccccccccc',
      ),
    );
    const page = odd.container.querySelector('.login-page') as HTMLElement;
    expect(page).toHaveStyle({ backgroundColor: '#e8eef9' });
    expect(page.style.backgroundImage).toBe('');
    odd.unmount();
    server.use(
      http.get('*/api/configuration/login-page', () =>
        HttpResponse.json({
          logo: '/api/configuration/files/aaaaaaaaaaaaaaaaaaaaaaaa',
          backgroundImage: '/api/configuration/files/bbbbbbbbbbbbbbbbbbbbbbbb',
          backgroundColor: '#123456',
        }),
      ),
    );
    renderApp('/login');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logotipo do escritório' })).toHaveAttribute(
        'src',
        '/api/configuration/files/aaaaaaaaaaaaaaaaaaaaaaaa',
      ),
    );
    const logo = screen.getByRole('img', { name: 'Logotipo do escritório' });
    // spec 3: the logo shows at most 275x150 px
    expect(logo).toHaveStyle({ maxWidth: '275px', maxHeight: '150px' });
    expect(logo.closest('.login-page')).toHaveStyle({
      backgroundColor: '#123456',
      backgroundImage: 'url("/api/configuration/files/bbbbbbbbbbbbbbbbbbbbbbbb")',
    });
  });
});
