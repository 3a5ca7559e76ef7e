import '../../test/setupServer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ANA, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';

jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote</p> })),
}));

beforeEach(() => {
  signedInAs(ANA);
  server.use(http.get('*/api/account', () => HttpResponse.json(ANA)));
});

async function changePassword(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Senha atual'), current);
  await user.type(screen.getByLabelText('Nova senha'), next);
  await user.type(screen.getByLabelText('Confirme a nova senha'), confirm);
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('account page', () => {
  it('changes the password and says so', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/account/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    renderApp('/account');
    await changePassword('old', 'new-secret', 'new-secret');
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({
      currentPassword: 'old',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it('shows the server refusal of a wrong current password', async () => {
    server.use(
      http.post('*/api/account/password', () =>
        HttpResponse.json({ code: 'password.current-incorrect', message: 'x' }, { status: 400 }),
      ),
    );
    renderApp('/account');
    await changePassword('wrong', 'new-secret', 'new-secret');
    expect(await screen.findByText('A senha atual está incorreta')).toBeInTheDocument();
  });

  it('refuses a confirmation that differs before calling the server', async () => {
    const change = jest.fn(() => HttpResponse.json({}));
    server.use(http.post('*/api/account/password', change));
    renderApp('/account');
    await changePassword('old', 'new-secret', 'other');
    expect(await screen.findByText('A nova senha e a confirmação não conferem')).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('shows how strong the new password is as it is typed, a common one as weak', async () => {
    renderApp('/account');
    const user = userEvent.setup();
    const next = await screen.findByLabelText('Nova senha');
    await user.type(next, 'curta');
    expect(await screen.findByText('Muito fraca: Pelo menos 12 caracteres')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'password1234');
    expect(await screen.findByText(/^Fraca: Esta senha é comum demais/)).toBeInTheDocument();
    expect(screen.getByLabelText('Força da senha')).toHaveAttribute('value', '1');
    await user.clear(next);
    await user.type(next, 'correct horse battery staple');
    expect(await screen.findByText('Muito forte')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-describedby', 'account-newPassword-strength');
  });

  it('shows the server refusal of a weak password in words', async () => {
    server.use(
      http.post('*/api/account/password', () =>
        HttpResponse.json({ code: 'password.weak', message: 'x' }, { status: 400 }),
      ),
    );
    renderApp('/account');
    await changePassword('old', 'new-secret-1', 'new-secret-1');
    expect(
      await screen.findByText(
        'Esta senha é comum demais ou fácil de adivinhar; uma frase mais longa de palavras sem relação é melhor',
      ),
    ).toBeInTheDocument();
  });

  it('saves the profile name', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/account', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...ANA, name: 'Ana Lima' });
      }),
    );
    renderApp('/account');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByText('Processo realizado com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Ana Lima' });
  });
});
