import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_MESSAGES } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aUser, pageOf } from '../../test/fixtures';

describe('user list', () => {
  it('lists the users with their level in the language of the person and opens one by keyboard', async () => {
    const ana = aUser({ name: 'Ana Souza', userName: 'ana', typeUser: 'ADMINISTRATOR' });
    const bodies: unknown[] = [];
    const queries: string[] = [];
    server.use(
      http.post('*/api/user/pagination', async ({ request }) => {
        bodies.push(await request.json());
        queries.push(new URL(request.url).search);
        return HttpResponse.json(pageOf([ana, aUser({ name: 'Bruno', active: false })], 2, 1));
      }),
      http.get('*/api/user/:id', () => HttpResponse.json(ana)),
    );
    const view = renderWithProviders({ path: '/user/list', language: 'pt-BR', level: 'ADMINISTRATOR' });
    const link = await screen.findByRole('link', { name: 'Ana Souza' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Administrador')).toBeInTheDocument();
    expect(within(screen.getByText('Bruno').closest('tr')!).getByText('Não')).toBeInTheDocument();
    expect(bodies[0]).toEqual({});
    expect(queries[0]).toContain('sort=name%2Casc');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/user/${ana.id}`));
  });

  it('says so when there is no user and when the list cannot be loaded', async () => {
    server.use(http.post('*/api/user/pagination', () => HttpResponse.json(pageOf([], 0, 1))));
    const view = renderWithProviders({ path: '/user/list' });
    expect(await screen.findByText('No user yet.')).toBeInTheDocument();
    view.unmount();
    server.use(
      http.post('*/api/user/pagination', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderWithProviders({ path: '/user/list' });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
  });
});

describe('user form', () => {
  it('creates a user with a password and opens it', async () => {
    let sent: Record<string, unknown> | undefined;
    const created = aUser({ name: 'Carla Dias', userName: 'carla', typeUser: 'LIMITED' });
    server.use(
      http.post('*/api/user', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get('*/api/user/:id', () => HttpResponse.json(created)),
    );
    const view = renderWithProviders({ path: '/user', language: 'pt-BR' });
    await userEvent.type(await screen.findByLabelText('Nome'), 'Carla Dias');
    await userEvent.type(screen.getByLabelText('Nome de usuário'), 'carla');
    // the level by keyboard: open the list, jump to Limitado by its first letter, choose it
    screen.getByLabelText('Nível').focus();
    await userEvent.keyboard('{ArrowDown}L{Enter}');
    expect(screen.getByLabelText('Nível')).toHaveValue('Limitado');
    await userEvent.type(screen.getByLabelText('E-mail'), 'carla@office.test');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo-forte');
    // the meter loads its word lists on the first letter and then says how strong the password is
    expect(await screen.findByLabelText('Força da senha')).toBeInTheDocument();
    expect(await screen.findByText(/^(Forte|Muito forte)$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(sent).toEqual({
        name: 'Carla Dias',
        userName: 'carla',
        typeUser: 'LIMITED',
        password: 'segredo-forte',
        active: true,
        email: 'carla@office.test',
      }),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/user/${created.id}`));
    expect(await screen.findByText('Processo realizado com sucesso!')).toBeInTheDocument();
  });

  it('asks for a password of 12 characters on create, in words, without calling the server', async () => {
    renderWithProviders({ path: '/user' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Dora');
    await userEvent.type(screen.getByLabelText('User name'), 'dora');
    await userEvent.type(screen.getByLabelText('Password'), 'curta');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted field')).toBeInTheDocument();
  });

  it('keeps the password when it is left empty on edit and shows the last-administrator refusal in words', async () => {
    const admin = aUser({ name: 'Única Admin', userName: 'admin', typeUser: 'ADMINISTRATOR' });
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.get('*/api/user/:id', () => HttpResponse.json(admin)),
      http.post('*/api/user/:id', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { code: USER_MESSAGES.lastAdministrator.code, message: USER_MESSAGES.lastAdministrator.message },
          { status: 409 },
        );
      }),
    );
    renderWithProviders({ path: `/user/${admin.id}`, language: 'pt-BR' });
    expect(await screen.findByDisplayValue('Única Admin')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Ativo'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(sent).toEqual({
        name: 'Única Admin',
        userName: 'admin',
        typeUser: 'ADMINISTRATOR',
        active: false,
        email: '',
      }),
    );
    expect(
      await screen.findByText('O último administrador ativo não pode ser rebaixado nem desativado'),
    ).toBeInTheDocument();
  });

  it('shows the address a new-browser sign-in is told at, and refuses a malformed one in words', async () => {
    const dora = aUser({ name: 'Dora', userName: 'dora', email: 'dora@office.test' });
    let saves = 0;
    server.use(
      http.get('*/api/user/:id', () => HttpResponse.json(dora)),
      http.post('*/api/user/:id', () => {
        saves += 1;
        return HttpResponse.json(dora);
      }),
    );
    renderWithProviders({ path: `/user/${dora.id}` });
    const email = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveValue('dora@office.test'));
    expect(
      screen.getByText(/A sign-in from a browser never used before is told to this address/),
    ).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'dora@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(saves).toBe(0);
  });

  it('asks before leaving a form with unsaved changes', async () => {
    server.use(http.post('*/api/user/pagination', () => HttpResponse.json(pageOf([], 0, 1))));
    const view = renderWithProviders({ path: '/user' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Eva');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByText('There are unsaved changes. Leave this page and lose them?'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(view.router.state.location.pathname).toBe('/user');
    expect(screen.getByLabelText('Name')).toHaveValue('Eva');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/list'));
  });

  it('says when the user does not exist', async () => {
    server.use(
      http.get('*/api/user/:id', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 }),
      ),
    );
    renderWithProviders({ path: `/user/${'f'.repeat(24)}` });
    expect(await screen.findByText('This record does not exist.')).toBeInTheDocument();
  });
});
