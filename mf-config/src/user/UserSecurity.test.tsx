import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_SECURITY_API } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aUser } from '../../test/fixtures';

const bia = aUser({ name: 'Bia Lima', userName: 'bia', typeUser: 'NORMAL' });

it("shows a user's sign-ins and lets an administrator end their sessions and reset their second factor", async () => {
  const posted: string[] = [];
  server.use(
    http.get('*/api/user/:id', () => HttpResponse.json(bia)),
    http.get(`*${USER_SECURITY_API.signInsRoute}`, () =>
      HttpResponse.json({
        content: [
          {
            id: 's1',
            at: '2026-11-02T12:00:00.000Z',
            address: '203.0.113.9',
            browser: 'Chrome 131',
            os: 'Android 14',
            method: 'password',
            result: 'failure',
          },
        ],
        totalElements: 1,
        totalPages: 1,
        page: 1,
        size: 20,
      }),
    ),
    http.post(`*${USER_SECURITY_API.signOutEverywhereRoute}`, ({ request }) => {
      posted.push(new URL(request.url).pathname);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`*${USER_SECURITY_API.twoFactorResetRoute}`, ({ request }) => {
      posted.push(new URL(request.url).pathname);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderWithProviders({ path: `/user/${bia.id}`, language: 'pt-BR' });
  const region = await screen.findByRole('region', { name: 'Histórico de entradas' });
  const row = await within(region).findByRole('row', { name: /203\.0\.113\.9/ });
  expect(row).toHaveTextContent('Chrome 131 · Android 14');
  expect(row).toHaveTextContent('Falhou');

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Encerrar todas as sessões' }));
  expect(await screen.findByText('Todas as sessões deste usuário foram encerradas')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Redefinir segundo fator' }));
  await user.click(await screen.findByRole('button', { name: 'Sim' }));
  expect(
    await screen.findByText('O segundo fator foi redefinido e as sessões encerradas'),
  ).toBeInTheDocument();
  expect(posted).toEqual([
    USER_SECURITY_API.signOutEverywhere(bia.id),
    USER_SECURITY_API.twoFactorReset(bia.id),
  ]);
});
