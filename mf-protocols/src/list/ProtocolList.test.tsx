import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROTOCOL_IMPORT_API, type ProtocolFilter } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aSummary, pageOf } from '../../test/protocolFixtures';
import { protocolRoutes } from '../routes';

type Call = { path: string; query: Record<string, string>; body: ProtocolFilter };

function answerLists(rows = [aSummary()]) {
  const calls: Call[] = [];
  server.use(
    http.post('*/api/:kind/pagination', async ({ request }) => {
      const url = new URL(request.url);
      calls.push({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: (await request.json()) as ProtocolFilter,
      });
      return HttpResponse.json(pageOf(rows));
    }),
    http.get('*/api/protocol/staff', () =>
      HttpResponse.json([
        { id: 'u1', name: 'Test User', userName: 'test.user' },
        { id: 'u2', name: 'Carla Mendes', userName: 'carla' },
      ]),
    ),
  );
  return calls;
}

describe('protocol and budget lists', () => {
  it('asks the protocol page sorted by code ascending and shows status and stage chips', async () => {
    const calls = answerLists([
      aSummary(),
      aSummary({
        id: 'd'.repeat(24),
        code: '2026/0008',
        status: 'CANCELED',
        stage: 'GRANTED',
        name: 'Família Souza',
      }),
    ]);
    renderWithProviders({ path: '/protocol-list', routes: protocolRoutes });
    expect(await screen.findByRole('heading', { name: 'Protocols' })).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'Open 2026/0008' })).closest('tr')!;
    expect(within(row).getByText('Canceled').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'CANCELED',
    );
    // the last stage is the whole way: dark green (spec 4 colours)
    expect(within(row).getByText('Granted')).toHaveAttribute('data-color', 'DARK_GREEN');
    expect(screen.getAllByText('Collecting documents')[0]).toHaveAttribute('data-color', 'RED');
    expect(calls[0]).toEqual({
      path: '/api/protocol/pagination',
      query: { page: '1', size: '10', sort: 'code,asc' },
      body: {},
    });
  });

  it('reads its filters from the address and sends only the valid ones to the budget list', async () => {
    const calls = answerLists();
    renderWithProviders({
      path: '/budgets-list?text=ORC-2026&status=CANCELED&stage=NOPE&createdFrom=2026-01-01&userId=u2&sort=name,desc&page=2',
      routes: protocolRoutes,
    });
    expect(await screen.findByRole('heading', { name: 'Budgets' })).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0].path).toBe('/api/budget/pagination');
    expect(calls[0].query).toEqual({ page: '2', size: '10', sort: 'name,desc' });
    expect(calls[0].body).toEqual({
      text: 'ORC-2026',
      status: 'CANCELED',
      createdFrom: '2026-01-01',
      userId: 'u2',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('ORC-2026');
  });

  it('has one search box, typed into the address and asked again from page 1, in both languages', async () => {
    const calls = answerLists();
    const view = renderWithProviders({ path: '/protocol-list?page=3', routes: protocolRoutes });
    await screen.findByRole('button', { name: 'Open 2026/0007' });
    // the narrower code and client-name boxes are gone: this one searches names, family, clients and code
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Client name')).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Name, family, client or code');
    await userEvent.type(box, 'fontana');
    await waitFor(() => expect(view.router.state.location.search).toBe('?text=fontana'), {
      timeout: 3000,
    });
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ text: 'fontana' }));
    expect(calls.at(-1)?.query.page).toBe('1');
    view.unmount();

    renderWithProviders({ path: '/budgets-list?text=0004', routes: protocolRoutes, language: 'pt-BR' });
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toHaveValue('0004');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute(
      'placeholder',
      'Nome, família, cliente ou código',
    );
  });

  it('opens a protocol from its code', async () => {
    answerLists();
    const view = renderWithProviders({ path: '/protocol-list', routes: protocolRoutes });
    server.use(http.get('*/api/protocol/:id', () => new HttpResponse(null, { status: 404 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Open 2026/0007' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/protocol/${'c'.repeat(24)}`));
  });

  it('shows an empty state, in Portuguese too, and no "new" button nor staff filter to a LIMITED user', async () => {
    answerLists([]);
    renderWithProviders({
      path: '/protocol-list',
      routes: protocolRoutes,
      level: 'LIMITED',
      language: 'pt-BR',
    });
    expect(await screen.findByText('Nenhum protocolo encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo protocolo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Responsável')).not.toBeInTheDocument();
  });

  it('opens the protocols import from the protocol list, not from the budgets', async () => {
    answerLists();
    server.use(http.get(`*${PROTOCOL_IMPORT_API.collection}`, () => HttpResponse.json([])));
    renderWithProviders({ path: '/protocol-list', routes: protocolRoutes });
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import protocols' });
    expect(await within(dialog).findByText('No imports yet.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Choose a CSV or XLSX file')).toBeInTheDocument();
  });

  it('offers a NORMAL user a new budget and the user-in-charge filter', async () => {
    answerLists();
    const view = renderWithProviders({ path: '/budgets-list', routes: protocolRoutes });
    expect(await screen.findByLabelText('User in charge')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    server.use(http.post('*/api/type-service/pagination', () => HttpResponse.json(pageOf([]))));
    await userEvent.click(screen.getByRole('button', { name: 'New budget' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/protocol/form'));
    expect(view.router.state.location.search).toBe('?budget=true');
  });
});
