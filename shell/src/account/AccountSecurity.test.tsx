import '../../test/setupServer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ACCOUNT_SECURITY_API } from '@linhagem/contracts';
import { ANA, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';

jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote</p> })),
}));

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

beforeEach(() => {
  signedInAs(ANA);
  server.use(http.get('*/api/account', () => HttpResponse.json(ANA)));
});

describe('account security', () => {
  it('sets up the authenticator with the QR code and the key, then shows the recovery codes once', async () => {
    let on = false;
    const sent: unknown[] = [];
    server.use(
      http.get(`*${ACCOUNT_SECURITY_API.twoFactor}`, () =>
        HttpResponse.json({ totp: on, recoveryCodesLeft: on ? 10 : 0, passkeys: 0, required: false }),
      ),
      http.post(`*${ACCOUNT_SECURITY_API.totp}`, () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Linhagem:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
        }),
      ),
      http.post(`*${ACCOUNT_SECURITY_API.totpConfirm}`, async ({ request }) => {
        sent.push(await request.json());
        on = true;
        return HttpResponse.json({ recoveryCodes: CODES });
      }),
    );
    renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configurar o aplicativo autenticador' }));
    expect(await screen.findByRole('img', { name: 'QR code da chave do autenticador' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código do autenticador'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(sent).toEqual([{ code: '123456' }]);
    await user.click(screen.getByRole('button', { name: 'Já guardei' }));
    expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('O aplicativo autenticador está ativado. Restam 10 códigos de recuperação.'),
    ).toBeInTheDocument();
  });

  it('says a wrong first code and keeps the set-up open', async () => {
    server.use(
      http.post(`*${ACCOUNT_SECURITY_API.totp}`, () =>
        HttpResponse.json({ secret: 'KEY', otpauthUri: 'otpauth://x', qrSvg: '<svg></svg>' }),
      ),
      http.post(`*${ACCOUNT_SECURITY_API.totpConfirm}`, () =>
        HttpResponse.json({ code: 'two-factor.code-incorrect', message: 'no' }, { status: 400 }),
      ),
    );
    renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configurar o aplicativo autenticador' }));
    await user.type(await screen.findByLabelText('Código do autenticador'), '000000{Enter}');
    expect(await screen.findByText('O código não está correto')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code da chave do autenticador' })).toBeInTheDocument();
  });

  it('lists the recent sign-ins and signs out everywhere else', async () => {
    let signedOut = false;
    server.use(
      http.get(`*${ACCOUNT_SECURITY_API.signIns}`, () =>
        HttpResponse.json({
          content: [
            {
              id: 's1',
              at: '2026-11-02T12:00:00.000Z',
              address: '203.0.113.7',
              browser: 'Firefox 128',
              os: 'Windows 10',
              method: 'totp',
              result: 'success',
            },
          ],
          totalElements: 1,
          totalPages: 1,
          page: 1,
          size: 10,
        }),
      ),
      http.post(`*${ACCOUNT_SECURITY_API.signOutEverywhere}`, () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/account');
    const table = await screen.findByRole('table');
    const row = await within(table).findByRole('row', { name: /203\.0\.113\.7/ });
    expect(row).toHaveTextContent('Firefox 128 · Windows 10');
    expect(row).toHaveTextContent('Autenticador');
    expect(row).toHaveTextContent('Entrou');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sair de todos os outros lugares' }));
    expect(await screen.findByText('Suas outras sessões foram encerradas')).toBeInTheDocument();
    expect(signedOut).toBe(true);
  });
});
