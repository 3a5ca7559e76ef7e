import '../../test/setupServer';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientSummary, ProtocolSummary } from '@linhagem/contracts';
import { ANA, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';

jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote</p> })),
}));

const client = (id: string, name: string): ClientSummary =>
  ({ id, name, typeOfPerson: 'PERSON', cpf: '12345678909' }) as ClientSummary;
const aCase = (id: string, code: string, budget = false): ProtocolSummary => ({
  id,
  code,
  budget,
  status: 'ACTIVE',
  active: true,
  stage: 'DOCUMENT_RESEARCH' as ProtocolSummary['stage'],
  name: 'Cidadania italiana',
  familyName: 'Fontana',
  mainClient: null,
  currentUser: null,
  createdAt: '2026-11-20T14:30:00.000Z',
  clientNames: ['Ângela Fontana'],
});
const page = (content: ProtocolSummary[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 1,
  size: 5,
});

/** The three searches the top bar asks, with what each was asked. */
function searchApi(answers: {
  clients: ClientSummary[];
  protocols: ProtocolSummary[];
  budgets: ProtocolSummary[];
}) {
  const asked: { path: string; query: string; body?: unknown }[] = [];
  server.use(
    http.get('*/api/client/s/:size', ({ request }) => {
      const url = new URL(request.url);
      asked.push({ path: url.pathname, query: url.search });
      return HttpResponse.json(answers.clients);
    }),
    http.post('*/api/:kind/pagination', async ({ request, params }) => {
      const url = new URL(request.url);
      asked.push({ path: url.pathname, query: url.search, body: await request.json() });
      return HttpResponse.json(page(params.kind === 'budget' ? answers.budgets : answers.protocols));
    }),
  );
  return asked;
}

describe('the top-bar search', () => {
  it('finds clients, protocols and budgets in separate groups and opens a case from the keyboard', async () => {
    signedInAs(ANA);
    const asked = searchApi({
      clients: [client('c1', 'Ângela Fontana')],
      protocols: [aCase('p1', '2026/0004')],
      budgets: [aCase('b1', 'ORC-2026/0004', true)],
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Buscar clientes e casos' }, { timeout: 5000 });
    await user.type(box, 'fontana');
    const list = (await screen.findByText('2026/0004', {}, { timeout: 3000 })).closest('ul')!;
    const groups = list.querySelectorAll('.p-autocomplete-item-group');
    expect([...groups].map((group) => group.textContent)).toEqual(['Clientes', 'Protocolos', 'Orçamentos']);
    expect(within(list).getByText('2026/0004')).toBeInTheDocument();
    expect(within(list).getByText('ORC-2026/0004')).toBeInTheDocument();
    expect(within(list).getByText('123.456.789-09')).toBeInTheDocument();
    expect(asked.filter((call) => call.path.endsWith('/pagination'))).toEqual([
      { path: '/api/protocol/pagination', query: '?page=1&size=5', body: { text: 'fontana' } },
      { path: '/api/budget/pagination', query: '?page=1&size=5', body: { text: 'fontana' } },
    ]);

    // down past the client and the group heading to the protocol (PrimeReact reads the legacy `which`, which
    // user-event does not set)
    const press = (key: string, which: number) => fireEvent.keyDown(box, { key, which, keyCode: which });
    press('ArrowDown', 40);
    press('ArrowDown', 40);
    expect(within(list).getByText('2026/0004').closest('li')).toHaveAttribute('data-p-highlight', 'true');
    press('Enter', 13);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/protocol/p1'));
    expect(box).toHaveValue('');
  });

  it('keeps the clients when the cases cannot be searched, and says when nothing is found', async () => {
    signedInAs(ANA);
    searchApi({ clients: [client('c2', 'Bruno Fontana')], protocols: [], budgets: [] });
    server.use(http.post('*/api/protocol/pagination', () => new HttpResponse(null, { status: 502 })));
    renderApp('/dashboard');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Buscar clientes e casos' }, { timeout: 5000 });
    await user.type(box, 'bruno');
    const list = (await screen.findByText('Bruno Fontana', {}, { timeout: 3000 })).closest('ul')!;
    expect([...list.querySelectorAll('.p-autocomplete-item-group')].map((g) => g.textContent)).toEqual([
      'Clientes',
    ]);
    await user.click(within(list).getByText('Bruno Fontana'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client/c2'));

    searchApi({ clients: [], protocols: [], budgets: [] });
    await user.type(box, 'zzz');
    expect(await screen.findByText('Nada encontrado', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('offers the client list filtered by the term when the clients fill their page', async () => {
    signedInAs(ANA);
    const many = Array.from({ length: 10 }, (_, i) => client(`c${i}`, `Rossi ${i}`));
    searchApi({ clients: many, protocols: [], budgets: [] });
    renderApp('/dashboard');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Buscar clientes e casos' }, { timeout: 5000 });
    await user.type(box, 'rossi');
    expect(
      await screen.findByText('Mais de 10 clientes encontrados', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Ver todos na lista'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client/list?name=rossi'));
  });
});
