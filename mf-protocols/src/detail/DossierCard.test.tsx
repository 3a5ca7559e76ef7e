import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Protocol } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aProtocol } from '../../test/protocolFixtures';
import { chooseOption } from '../../test/chooseOption';
import { protocolRoutes } from '../routes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

/** The protocol as GET answers it now; `POST /dossier` is recorded and answered with the protocol it makes. */
function answerProtocol(initial: Protocol) {
  let current = initial;
  const saved: unknown[] = [];
  server.use(
    http.get('*/api/protocol/staff', () => HttpResponse.json([])),
    http.get('*/api/protocol/:id', () => HttpResponse.json(current)),
    http.get('*/api/protocol/:id/timeline', () => HttpResponse.json([])),
    http.get('*/api/protocol/:id/contract', () => HttpResponse.json([])),
    http.post('*/api/protocol/:id/dossier', async ({ request }) => {
      const body = (await request.json()) as Pick<Protocol, 'route' | 'lawExceptions'>;
      saved.push(body);
      current = { ...current, ...body };
      return HttpResponse.json(current);
    }),
  );
  return saved;
}

const open = (level: 'LIMITED' | 'NORMAL', language: 'pt-BR' | 'en-US' = 'en-US') =>
  renderWithProviders({ path: `/protocol/${PROTOCOL_ID}`, routes: protocolRoutes, level, language });

describe('the dossier on the General tab', () => {
  it('lets a NORMAL user choose the route and the Law 74/2025 exceptions, and saves them', async () => {
    const saved = answerProtocol(aProtocol({ route: null, lawExceptions: [] }));
    const user = userEvent.setup();
    open('NORMAL');
    const card = await screen.findByRole('region', { name: 'Dossier' });
    const save = within(card).getByRole('button', { name: 'Save the dossier' });
    expect(save).toBeDisabled();
    await chooseOption(card, 'Destination route', 'Italy, through the courts');
    await user.click(
      within(card).getByRole('checkbox', {
        name: 'A parent or grandparent who held only Italian citizenship',
      }),
    );
    await user.click(save);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ route: 'IT_COURT', lawExceptions: ['ONLY_ITALIAN_ASCENDANT'] });
    expect(await screen.findByText('Successful process!')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Save the dossier' })).toBeDisabled(),
    );
  });

  it('shows LIMITED users the route and exceptions read-only, in Portuguese too', async () => {
    answerProtocol(aProtocol({ route: 'IT_COMUNE', lawExceptions: ['FILED_BEFORE_2025_03_27'] }));
    open('LIMITED', 'pt-BR');
    const card = await screen.findByRole('region', { name: 'Dossiê' });
    expect(within(card).getByText('Itália, pelo comune')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Pedido completo ou ação judicial protocolados até 27 de março de 2025, 23h59 de Roma',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
