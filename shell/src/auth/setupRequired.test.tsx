import '../../test/setupServer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ACCOUNT_SECURITY_API, AUTH_ERROR_CODES } from '@linhagem/contracts';
import { ANA, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';

const location = () => screen.getByTestId('location').textContent;
const setupRequired = () =>
  HttpResponse.json(
    { code: AUTH_ERROR_CODES.setupRequired, message: 'Set up a second factor first' },
    { status: 403 },
  );

describe('the office begins to require a second factor while a user without one is signed in', () => {
  it('takes the user from the page they were on to its set-up in "Minha conta", as at sign-in', async () => {
    signedInAs(ANA);
    server.use(
      // the administrator turned the requirement on after this user signed in: every other call is refused now
      http.get('*/api/client/s/:size', setupRequired),
      http.post('*/api/:kind/pagination', setupRequired),
      http.get('*/api/account', () => HttpResponse.json(ANA)),
      http.get(`*${ACCOUNT_SECURITY_API.twoFactor}`, () =>
        HttpResponse.json({ totp: false, recoveryCodesLeft: 0, passkeys: 0, required: true }),
      ),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Olá, Ana Souza!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const box = await screen.findByRole('combobox', { name: 'Buscar clientes e casos' }, { timeout: 5000 });
    await userEvent.setup().type(box, 'fontana');
    await waitFor(() => expect(location()).toBe('/account'), { timeout: 5000 });
    expect(
      await screen.findByRole('heading', { name: 'Minha conta' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('leaves the user where they are on any other refusal', async () => {
    signedInAs(ANA);
    server.use(
      http.get('*/api/protocol/dashboard', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Olá, Ana Souza!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // the refused call has been answered and nothing moved
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(location()).toBe('/dashboard');
  });
});
