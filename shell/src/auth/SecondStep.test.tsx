import '../../test/setupServer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ANA, server } from '../../test/server';
import { renderApp } from '../../test/renderApp';

jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote page</p> })),
}));

const location = () => screen.getByTestId('location').textContent;

/** The password step of a user with a second factor; every body sent to /login/2fa is kept in `sent`. */
function twoStepServer(answers: Array<{ status: number; code?: string }>) {
  const sent: unknown[] = [];
  let signedIn = false;
  server.use(
    http.post('*/login', () => HttpResponse.json({ twoFactorRequired: true, methods: ['totp', 'recovery'] })),
    http.post('*/login/2fa', async ({ request }) => {
      sent.push(await request.json());
      const answer = answers.shift() ?? { status: 200 };
      if (answer.status !== 200)
        return HttpResponse.json({ code: answer.code, message: 'no' }, { status: answer.status });
      signedIn = true;
      return HttpResponse.json(ANA);
    }),
    http.get('*/api/autenticacao', () =>
      signedIn ? HttpResponse.json(ANA) : new HttpResponse(null, { status: 401 }),
    ),
  );
  return sent;
}

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Usuário'), 'ana');
  await user.type(screen.getByLabelText('Senha'), 's3cret');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('the second step of the sign-in', () => {
  it('asks for the code after the right password, then goes on as a sign-in does', async () => {
    const sent = twoStepServer([{ status: 401, code: 'two-factor.code-incorrect' }]);
    renderApp('/login?redirect=%2Fclient%2Flist');
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Segunda etapa' })).toBeInTheDocument();
    const code = screen.getByLabelText('Código do autenticador');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000{Enter}');
    expect(await screen.findByText('O código não está correto')).toBeInTheDocument();
    expect(location()).toBe('/login?redirect=%2Fclient%2Flist');
    await user.type(screen.getByLabelText('Código do autenticador'), '123456{Enter}');
    await waitFor(() => expect(location()).toBe('/client/list'));
    expect(sent).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('takes a recovery code instead, by keyboard', async () => {
    const sent = twoStepServer([]);
    renderApp('/login');
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Usar um código de recuperação' }));
    await user.type(screen.getByLabelText('Código de recuperação'), 'abcde-fghjk{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(sent).toEqual([{ recoveryCode: 'abcde-fghjk' }]);
  });

  it('goes back to the password when the pending sign-in has ended', async () => {
    twoStepServer([{ status: 401, code: 'two-factor.pending-ended' }]);
    renderApp('/login');
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('Código do autenticador'), '111111{Enter}');
    expect(await screen.findByText('A entrada expirou: digite sua senha novamente')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Segunda etapa' })).not.toBeInTheDocument();
  });

  it('takes a user the office requires a second factor of to "Minha conta" to set it up', async () => {
    const held = { ...ANA, twoFactorSetupRequired: true };
    server.use(
      http.post('*/login', () => HttpResponse.json(held)),
      http.get('*/api/autenticacao', () => HttpResponse.json(held)),
      http.get('*/api/account', () => HttpResponse.json(ANA)),
    );
    renderApp('/login?redirect=%2Fclient%2Flist');
    await passwordStep();
    await waitFor(() => expect(location()).toBe('/account'));
  });

  it('offers a passkey alone when it is the only second factor; a browser without one says so', async () => {
    let optionsAsked = 0;
    server.use(
      http.post('*/login', () => HttpResponse.json({ twoFactorRequired: true, methods: ['passkey'] })),
      http.post('*/login/passkey/options', () => {
        optionsAsked += 1;
        return HttpResponse.json({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] });
      }),
    );
    renderApp('/login');
    const user = await passwordStep();
    const passkey = await screen.findByRole('button', { name: 'Usar uma chave de acesso' });
    expect(screen.queryByLabelText('Código do autenticador')).not.toBeInTheDocument();
    passkey.focus();
    await user.keyboard('{Enter}');
    // jsdom has no WebAuthn: the browser's refusal, not a server's error
    expect(await screen.findByText('A chave de acesso não foi usada')).toBeInTheDocument();
    expect(optionsAsked).toBe(1);
    expect(location()).toBe('/login');
  });
});
