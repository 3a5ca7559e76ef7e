import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProtocolSummary } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient } from '../../test/fixtures';

const clientId = 'b'.repeat(24);
const summary = (overrides: Partial<ProtocolSummary>): ProtocolSummary => ({
  id: '1'.repeat(24),
  code: '2026/0001',
  budget: false,
  status: 'ACTIVE',
  active: true,
  stage: 'TRANSLATION',
  name: 'Cidadania italiana',
  familyName: 'Bortolini',
  mainClient: { id: clientId, name: 'Lúcia' },
  clientNames: ['Lúcia'],
  currentUser: { id: 'u1', name: 'Carla Staff' },
  createdAt: '2026-03-09T12:00:00.000Z',
  ...overrides,
});

function answer(protocols: ProtocolSummary[] | { status: number }) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/country', () => HttpResponse.json([])),
    http.get(`*/api/client/${clientId}`, () => HttpResponse.json(aClient({ id: clientId, name: 'Lúcia' }))),
    http.get(`*/api/protocol/client/:clientId`, ({ params }) => {
      asked.push(params.clientId as string);
      return Array.isArray(protocols)
        ? HttpResponse.json(protocols)
        : HttpResponse.json({ code: 'protocols.unavailable', message: 'down' }, protocols);
    }),
  );
  return asked;
}

describe("the client's Protocols tab", () => {
  it('lists the protocols and budgets in the person language and opens one', async () => {
    const asked = answer([
      summary({}),
      summary({
        id: '2'.repeat(24),
        code: '2026/0007',
        budget: true,
        status: 'CANCELED',
        stage: 'COLLECTING_DOCUMENTS',
        currentUser: null,
      }),
    ]);
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: `/client/${clientId}/protocols`, language: 'pt-BR' });
    const table = await screen.findByRole('table');
    await within(table).findByText('2026/0001');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Protocolo')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Tradução')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Ativo')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Carla Staff')).toBeInTheDocument();
    expect(within(rows[1]).getByText('09/03/2026')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Orçamento')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Cancelado')).toBeInTheDocument();
    expect(asked).toEqual([clientId]);
    await user.click(within(rows[2]).getByRole('link', { name: '2026/0007' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/protocol/${'2'.repeat(24)}`));
  });

  it('says so when the client is in no protocol', async () => {
    answer([]);
    renderWithProviders({ path: `/client/${clientId}/protocols` });
    expect(await screen.findByText('This client is in no protocol or budget.')).toBeInTheDocument();
  });

  it('explains a failed read', async () => {
    answer({ status: 503 });
    renderWithProviders({ path: `/client/${clientId}/protocols` });
    expect(await screen.findByText('The protocols could not be read')).toBeInTheDocument();
  });

  it('does not ask for the protocols while the General tab is shown', async () => {
    const asked = answer([summary({})]);
    renderWithProviders({ path: `/client/${clientId}` });
    expect(await screen.findByDisplayValue('Lúcia')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
