import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  computeProtocolFinancial,
  priceTypeService,
  type CashEntry,
  type Protocol,
  type ProtocolContractSummary,
  type ProtocolTimelineEvent,
} from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import {
  ANA,
  BIA,
  LUCA,
  PROTOCOL_ID,
  aProtocol,
  aTypeService,
  answerClientSearch,
  pageOf,
} from '../../test/protocolFixtures';
import { aPerson, aTree } from '../../test/checklistFixtures';
import { chooseOption } from '../../test/chooseOption';
import { protocolRoutes } from '../routes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

type Recorded = { method: string; path: string; body: unknown };

let timeline: ProtocolTimelineEvent[] = [];
let contracts: ProtocolContractSummary[] = [];
beforeEach(() => {
  timeline = [];
  contracts = [];
});

/** GET answers `current()`; writes are recorded and answered by `write` (default: the protocol as it is now). */
function answerProtocol(
  initial: Protocol,
  write: (call: Recorded) => Response | undefined = () => undefined,
) {
  let current = initial;
  const calls: Recorded[] = [];
  const record = async (request: Request) => {
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined),
    };
    calls.push(call);
    return write(call) ?? HttpResponse.json(current);
  };
  server.use(
    http.get('*/api/protocol/staff', () =>
      HttpResponse.json([
        { id: 'u1', name: 'Test User', userName: 'test.user' },
        // a user id as the service makes them: the forward's contract, checked on the screen, takes object ids
        { id: CARLA_ID, name: 'Carla Mendes', userName: 'carla' },
      ]),
    ),
    http.get('*/api/protocol/:id', () => HttpResponse.json(current)),
    http.get('*/api/protocol/:id/timeline', () => HttpResponse.json(timeline)),
    http.get('*/api/protocol/:id/contract', () => HttpResponse.json(contracts)),
    http.post('*/api/cash-entry/pagination', () => HttpResponse.json(pageOf([]))),
    http.post('*/api/protocol/*', ({ request }) => record(request)),
    http.post('*/api/budget/*', ({ request }) => record(request)),
    http.delete('*/api/protocol/*', ({ request }) => record(request)),
  );
  return {
    calls,
    set: (next: Protocol) => {
      current = next;
    },
  };
}

const CARLA_ID = 'c2'.padEnd(24, '0');
const open = (tab = '', options: { level?: 'LIMITED' | 'NORMAL'; language?: 'pt-BR' | 'en-US' } = {}) =>
  renderWithProviders({
    path: `/protocol/${PROTOCOL_ID}${tab ? `/${tab}` : ''}`,
    routes: protocolRoutes,
    ...options,
  });

describe('protocol detail, General tab', () => {
  it('shows the data, the clients with their minors, the access code and the portal link beside it', async () => {
    answerProtocol(
      aProtocol({
        clients: [ANA, LUCA, BIA].map((c, i) => ({
          id: `l${i}`.padEnd(24, '0'),
          client: c.id,
          name: c.name,
        })),
        underAges: [{ id: 'u'.repeat(24), client: ANA.id, underAgeClient: BIA.id }],
      }),
    );
    open();
    expect(
      await screen.findByRole('heading', { name: 'Protocol 2026/0007 · Família Rossi' }),
    ).toBeInTheDocument();
    const minors = screen.getByRole('list', { name: 'Minors in the care of Ana Rossi' });
    expect(within(minors).getByText('Bia Rossi')).toBeInTheDocument();
    // a responsible is informed for a minor only: the adults have no such button
    expect(
      screen.getAllByRole('button', { name: /^Inform responsible/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Inform responsible: Bia Rossi']);
    expect(screen.getByText('7KQ2-M9XD-4TRA-VW3P')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Family portal/ })).toHaveAttribute(
      'href',
      `/public-client/${PROTOCOL_ID}`,
    );
  });

  it('converts a budget after the confirmation modal and shows the protocol it answers', async () => {
    const { calls, set } = answerProtocol(aProtocol({ budget: true, code: 'O2026/0003' }), (call) =>
      call.path.endsWith('/convert') ? HttpResponse.json(aProtocol({ budgetCode: 'O2026/0003' })) : undefined,
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to protocol' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Convert budget O2026/0003 into a protocol?');
    // budgets cannot be finalized: only the allowed actions are offered
    expect(screen.queryByRole('button', { name: 'Finalize' })).not.toBeInTheDocument();
    set(aProtocol({ budgetCode: 'O2026/0003' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByRole('heading', { name: 'Protocol 2026/0007 · Família Rossi' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: `/api/protocol/${PROTOCOL_ID}/convert`, body: {} }]);
    expect(screen.getByText('O2026/0003')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { calls } = answerProtocol(aProtocol());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('forwards to a colleague chosen in the modal', async () => {
    const { calls } = answerProtocol(aProtocol());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Forward' }));
    const modal = await screen.findByRole('dialog', { name: 'Forward to a colleague' });
    await chooseOption(modal, 'Colleague', 'Carla Mendes');
    await userEvent.click(within(modal).getByRole('button', { name: 'Forward' }));
    const confirm = await screen.findByText('Forward 2026/0007 to Carla Mendes?');
    await userEvent.click(
      within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', path: `/api/protocol/${PROTOCOL_ID}/forward`, body: { userId: CARLA_ID } },
      ]),
    );
  });

  it('shows a refused transition in the person’s language', async () => {
    answerProtocol(aProtocol({ status: 'CANCELED' }), () =>
      HttpResponse.json({ code: 'NOT_FOUND', message: 'gone' }, { status: 404 }),
    );
    open('', { language: 'pt-BR' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reativar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('O que você procurou não existe')).toBeInTheDocument();
  });

  it('adds a client found by the clients remote quick search, asking for the responsible of a minor', async () => {
    answerClientSearch([{ id: BIA.id, name: BIA.name, typeOfPerson: 'PERSON', birthDay: '2015-01-01' }]);
    const { calls } = answerProtocol(aProtocol(), (call) =>
      (call.body as { underAges?: unknown[] }).underAges?.length
        ? undefined
        : HttpResponse.json(
            { code: 'protocol.underage-without-responsible', message: 'x', details: { ids: [BIA.id] } },
            { status: 400 },
          ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add client' }));
    const modal = await screen.findByRole('dialog', { name: 'Add client' });
    await userEvent.type(await within(modal).findByRole('combobox'), 'bia');
    await userEvent.click(await screen.findByText('Bia Rossi', {}, { timeout: 3000 }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add' }));
    const ask = await screen.findByRole('dialog', { name: 'Inform responsible for the underage' });
    expect(ask).toHaveTextContent('Bia Rossi is under 18');
    await chooseOption(ask, 'Responsible', 'Luca Rossi');
    await userEvent.click(within(ask).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      path: `/api/protocol/${PROTOCOL_ID}`,
      body: {
        clients: [ANA.id, LUCA.id, BIA.id],
        underAges: [{ client: LUCA.id, underAgeClient: BIA.id }],
        version: 0,
      },
    });
  });

  it('sends a notification to the family', async () => {
    const { calls } = answerProtocol(aProtocol());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send notification' }));
    const modal = await screen.findByRole('dialog', { name: 'Send notification' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Field required');
    await userEvent.type(within(modal).getByLabelText('Message to the family'), 'Documents received');
    await userEvent.click(within(modal).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: `/api/protocol/${PROTOCOL_ID}/notification`,
          body: { message: 'Documents received' },
        },
      ]),
    );
  });

  it('shows the timeline, lists the attached contracts in their card and attaches one to a client', async () => {
    timeline = [
      {
        id: 'stage-0',
        protocolId: PROTOCOL_ID,
        kind: 'STAGE',
        at: '2026-03-02T12:00:00.000Z',
        author: { id: 'u1', name: 'Test User' },
        message: '',
        stage: 'TRANSLATION',
        visibleToFamily: true,
        mailedAt: null,
      },
      {
        id: 'de'.repeat(12),
        protocolId: PROTOCOL_ID,
        kind: 'FAMILY_NOTIFICATION',
        at: '2026-03-03T12:00:00.000Z',
        author: { id: null, name: 'Ana Rossi' },
        message: 'All documents sent',
        visibleToFamily: true,
        mailedAt: null,
      },
    ];
    const stored: Recorded[] = [];
    server.use(
      http.post('*/api/contract/pagination', () =>
        HttpResponse.json(pageOf([{ id: 'cd'.repeat(12), name: 'Service contract' }])),
      ),
      // attaching keeps the contract's PDF with the protocol's documents too
      http.post('*/api/contract/:id/store', async ({ request }) => {
        stored.push({ method: 'POST', path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ id: 'fa'.repeat(12), kind: 'OTHER' }, { status: 201 });
      }),
    );
    const { calls } = answerProtocol(aProtocol(), (call) => {
      if (!call.path.endsWith('/contract')) return undefined;
      contracts = [
        {
          id: 'ef'.repeat(12),
          protocolId: PROTOCOL_ID,
          contractId: 'cd'.repeat(12),
          contractName: 'Service contract',
          client: LUCA,
          createdBy: { id: 'u1', name: 'Test User' },
          createdAt: '2026-03-04T12:00:00.000Z',
        },
      ];
      return HttpResponse.json(contracts[0], { status: 201 });
    });
    open();
    const card = await screen.findByRole('region', { name: 'Timeline' });
    expect(await within(card).findByText('Translation')).toBeInTheDocument();
    expect(within(card).getByText('Message from the family: All documents sent')).toBeInTheDocument();
    const contractsCard = screen.getByRole('region', { name: 'Contracts' });
    expect(await within(contractsCard).findByText('No contract attached yet.')).toBeInTheDocument();
    await userEvent.click(within(contractsCard).getByRole('button', { name: 'Attach contract' }));
    const modal = await screen.findByRole('dialog', { name: 'Attach a contract' });
    await chooseOption(modal, 'Client', 'Luca Rossi');
    await within(modal).findByLabelText('Contract');
    await chooseOption(modal, 'Contract', 'Service contract');
    await userEvent.click(within(modal).getByRole('button', { name: 'Attach' }));
    const attached = await within(contractsCard).findByRole('list', { name: 'Contracts' });
    const item = within(attached).getByRole('listitem');
    expect(item).toHaveTextContent(/^Service contract · Luca Rossi03\/04\/2026 .* · Test UserRender$/);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/api/protocol/${PROTOCOL_ID}/contract`,
        body: { clientId: LUCA.id, contractId: 'cd'.repeat(12) },
      },
    ]);
    expect(stored).toEqual([
      {
        method: 'POST',
        path: `/api/contract/${'cd'.repeat(12)}/store`,
        body: { protocolId: PROTOCOL_ID, clientId: LUCA.id },
      },
    ]);
  });

  it('lets a LIMITED user read everything and change nothing', async () => {
    answerProtocol(aProtocol({ accessCode: undefined }));
    open('', { level: 'LIMITED' });
    expect(
      await screen.findByText('You can read this protocol; changes need the normal level.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Ana Rossi').length).toBeGreaterThan(0);
    for (const name of ['Edit', 'Cancel', 'Add client', 'Forward', 'Send notification'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByText('Access code')).not.toBeInTheDocument();
  });
});

describe('protocol detail, other tabs', () => {
  const translation = aTypeService({
    id: 'e'.repeat(24),
    name: 'Translation',
    price: 10000,
    haveDiscount: true,
    discount: 10,
  });

  it('adds a service with its live price from the shared pricing function', async () => {
    server.use(http.post('*/api/type-service/pagination', () => HttpResponse.json(pageOf([translation]))));
    const { calls } = answerProtocol(aProtocol());
    open('services');
    expect(await screen.findByText('No services yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add service' }));
    const modal = await screen.findByRole('dialog', { name: 'Add service' });
    await within(modal).findByLabelText('Type of service');
    await chooseOption(modal, 'Type of service', /Translation/);
    const net = (n: number) => `$${(priceTypeService(translation, n).net / 100).toFixed(2)}`;
    expect(within(modal).getByTestId('service-preview-net')).toHaveTextContent(net(2));
    await userEvent.click(within(modal).getByLabelText('Luca Rossi'));
    expect(within(modal).getByTestId('service-preview-net')).toHaveTextContent(net(1));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: `/api/protocol/${PROTOCOL_ID}/service`,
          body: { typeService: translation.id, clients: [ANA.id] },
        },
      ]),
    );
  });

  it.each([
    ['en-US', 'Totals of the services', ['$200.00', '$20.00', '$180.00', '$10.80', '$190.80']],
    ['pt-BR', 'Totais dos serviços', ['R$ 200,00', 'R$ 20,00', 'R$ 180,00', 'R$ 10,80', 'R$ 190,80']],
  ] as const)(
    'shows the totals of the services under their table in %s',
    async (language, title, figures) => {
      const price = priceTypeService(translation, 2);
      const services = [
        {
          id: 'f'.repeat(24),
          typeService: translation.id,
          typeServiceName: translation.name,
          clients: [ANA.id, LUCA.id],
          price,
          pricedAt: '2026-03-02T12:00:00.000Z',
        },
      ];
      const financial = computeProtocolFinancial({ services, haveTax: true, taxRate: 6, entries: [] });
      answerProtocol(aProtocol({ services, haveTax: true, taxRate: 6, financial }));
      open('services', { language });
      const card = await screen.findByRole('region', { name: title });
      const figure = (key: string) =>
        card.querySelector(`[data-total="${key}"] dd`)?.textContent?.replace(/\s/g, ' ');
      expect(['servicesGross', 'servicesDiscount', 'servicesNet', 'tax', 'total'].map(figure)).toEqual(
        figures,
      );
    },
  );

  it('shows no totals before the protocol has a service', async () => {
    answerProtocol(aProtocol());
    open('services');
    expect(await screen.findByText('No services yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals of the services' })).toBeNull();
  });

  it('mounts the checklist tab with the protocol id', async () => {
    answerProtocol(aProtocol());
    server.use(http.get('*/api/certificate/protocol/:id', () => HttpResponse.json(aTree([]))));
    const view = open('checklist');
    expect(await screen.findByRole('tab', { name: 'Checklist', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Financial' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/protocol/${PROTOCOL_ID}/financial`),
    );
  });

  it('records a cash entry in cents and shows the totals in reais in Portuguese', async () => {
    const entries: CashEntry[] = [];
    const posted: unknown[] = [];
    const withService = aProtocol({
      financial: { ...aProtocol().financial, servicesNet: 150000, total: 150000, balance: 150000 },
    });
    answerProtocol(withService);
    server.use(
      http.post('*/api/cash-entry/pagination', () => HttpResponse.json(pageOf(entries))),
      http.post('*/api/cash-entry', async ({ request }) => {
        const body = (await request.json()) as CashEntry;
        posted.push(body);
        entries.push({ ...body, id: 'f'.repeat(24), user: { id: 'u1', name: 'Test User' }, createdAt: '' });
        return HttpResponse.json(entries[0], { status: 201 });
      }),
    );
    open('financial', { language: 'pt-BR' });
    expect(await screen.findByText('Nenhum lançamento ainda.')).toBeInTheDocument();
    expect(screen.getByText('Saldo').closest('[data-total]')).toHaveTextContent('R$ 1.500,00');
    await userEvent.click(screen.getByRole('button', { name: 'Novo lançamento' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo lançamento' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Informe um valor acima de zero.');
    await userEvent.type(within(modal).getByLabelText('Valor'), '500');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ protocolId: PROTOCOL_ID, value: 50000, type: 'RECEIPT' });
    expect(await screen.findByText('Recebimento')).toBeInTheDocument();
  });

  it("shows the dossier's government fees in euros: per adult applicant, minors exempt", async () => {
    answerProtocol(aProtocol({ route: 'IT_CONSULATE' }));
    const applicants = [
      aPerson({ category: 'APPLICANT', name: 'Ana Rossi' }),
      aPerson({ category: 'APPLICANT', name: 'Luca Rossi' }),
      aPerson({ category: 'UNDER_AGE', name: 'Bia Rossi' }),
    ];
    const tree = aTree([
      aPerson({
        category: 'IMMIGRANT',
        children: [aPerson({ category: 'ASCENDANT', children: applicants })],
      }),
    ]);
    server.use(
      http.post('*/api/cash-entry/pagination', () => HttpResponse.json(pageOf([]))),
      http.get('*/api/certificate/protocol/:id', () => HttpResponse.json(tree)),
    );
    open('financial', { language: 'pt-BR' });
    const card = await screen.findByRole('region', { name: 'Taxas governamentais do dossiê' });
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
    const figure = (key: string) => card.querySelector(`[data-fee="${key}"] dd`);
    // the consulate route's EUR 600 per adult (contracts' destination routes), in euros whatever the language
    expect(figure('perAdult')).toHaveTextContent('€ 600,00');
    expect(figure('adults')).toHaveTextContent('2');
    expect(figure('minors')).toHaveTextContent('1');
    expect(figure('total')).toHaveTextContent('€ 1.200,00');
  });

  it('shows no fee card before the protocol has a route, and says when the checklist has no applicants', async () => {
    answerProtocol(aProtocol({ route: null }));
    server.use(http.post('*/api/cash-entry/pagination', () => HttpResponse.json(pageOf([]))));
    const view = open('financial');
    expect(await screen.findByText('No cash entries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Government fees of the dossier' })).toBeNull();
    view.unmount();

    answerProtocol(aProtocol({ route: 'PT' }));
    server.use(http.get('*/api/certificate/protocol/:id', () => HttpResponse.json(aTree([]))));
    open('financial');
    const card = await screen.findByRole('region', { name: 'Government fees of the dossier' });
    expect(await within(card).findByText(/has no applicants yet/)).toBeInTheDocument();
  });
});
