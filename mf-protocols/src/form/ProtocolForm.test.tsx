import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { chooseOption } from '../../test/chooseOption';
import {
  ANA,
  LUCA,
  PROTOCOL_ID,
  aProtocol,
  aTypeService,
  answerClientSearch,
  pageOf,
} from '../../test/protocolFixtures';
import { protocolRoutes } from '../routes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

const genealogy = aTypeService({ id: 'e'.repeat(24), name: 'Genealogy research', price: 90000 });

function answerSaves() {
  const saves: { path: string; body: Record<string, unknown> }[] = [];
  server.use(
    http.post('*/api/type-service/pagination', () => HttpResponse.json(pageOf([genealogy]))),
    http.post('*/api/quick-protocol-create/pagination', () =>
      HttpResponse.json(pageOf([{ id: 'ab'.repeat(12), name: 'Italian citizenship' }])),
    ),
    http.get('*/api/protocol/:id', () => HttpResponse.json(aProtocol())),
    http.post('*/api/:kind', async ({ request }) => {
      saves.push({
        path: new URL(request.url).pathname,
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json(aProtocol({ budget: true }), { status: 201 });
    }),
    http.post('*/api/:kind/:id', async ({ request }) => {
      saves.push({
        path: new URL(request.url).pathname,
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json(aProtocol());
    }),
  );
  answerClientSearch([
    { id: ANA.id, name: ANA.name, typeOfPerson: 'PERSON' },
    { id: LUCA.id, name: LUCA.name, typeOfPerson: 'PERSON' },
  ]);
  return saves;
}

async function pickClient(label: string, typed: string, name: string) {
  await userEvent.type(await screen.findByLabelText(label), typed);
  await userEvent.click(
    await screen.findByText(name, { selector: '.p-autocomplete-item span' }, { timeout: 3000 }),
  );
}

describe('protocol form', () => {
  it('creates a budget for a family: name required, clients from the clients remote quick search', async () => {
    const saves = answerSaves();
    const view = renderWithProviders({ path: '/protocol/form?budget=true', routes: protocolRoutes });
    expect(await screen.findByRole('heading', { name: 'New budget' })).toBeInTheDocument();
    expect(screen.getByLabelText('Budget')).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Field required');
    expect(saves).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Name/), 'Família Rossi');
    await userEvent.type(screen.getByLabelText('Family name'), 'Rossi');
    await pickClient('Main client', 'ana', 'Ana Rossi');
    await pickClient('Add a client', 'luca', 'Luca Rossi');
    expect(within(screen.getByRole('list', { name: 'Clients' })).getByText('Luca Rossi')).toBeInTheDocument();
    // the picked client went to the list: the search is empty for the next one, the main client keeps its name
    await waitFor(() => expect(screen.getByLabelText('Add a client')).toHaveValue(''));
    expect(screen.getByLabelText('Main client')).toHaveValue('Ana Rossi');
    await chooseOption(document.body, 'Main service', 'Genealogy research');
    // the family's papers in English: its quote in dollars and English dates
    await chooseOption(document.body, 'Language of its documents', 'English');
    await userEvent.click(screen.getByLabelText('Add the office tax'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/protocol/${PROTOCOL_ID}`));
    expect(saves).toEqual([
      {
        path: '/api/budget',
        body: {
          name: 'Família Rossi',
          familyName: 'Rossi',
          description: '',
          mainClient: ANA.id,
          clients: [LUCA.id],
          underAges: [],
          budget: true,
          stage: 'COLLECTING_DOCUMENTS',
          haveTax: true,
          language: 'en-US',
          mainService: genealogy.id,
          // no filing date yet: the rules of today apply
          filingDate: null,
        },
      },
    ]);
  });

  it('creates a protocol from a quick-protocol template', async () => {
    const saves = answerSaves();
    const view = renderWithProviders({ path: '/protocol/form', routes: protocolRoutes });
    expect(await screen.findByRole('heading', { name: 'New protocol' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Família Souza');
    await pickClient('Add a client', 'luca', 'Luca Rossi');
    await chooseOption(document.body, 'Quick-protocol template', 'Italian citizenship');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/protocol/${PROTOCOL_ID}`));
    expect(saves).toEqual([
      {
        path: '/api/protocol/quick-create',
        body: {
          quickProtocolCreateId: 'ab'.repeat(12),
          protocol: expect.objectContaining({ name: 'Família Souza', clients: [LUCA.id], budget: false }),
        },
      },
    ]);
  });

  it('edits a protocol, and asks before leaving with unsaved changes', async () => {
    const saves = answerSaves();
    const view = renderWithProviders({ path: `/protocol/form/${PROTOCOL_ID}`, routes: protocolRoutes });
    expect(await screen.findByRole('heading', { name: 'Edit 2026/0007' })).toBeInTheDocument();
    expect(screen.getByLabelText('Budget')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Luca Rossi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('There are unsaved changes. Leave this page and lose them?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/protocol/${PROTOCOL_ID}`));
    expect(saves).toEqual([
      {
        path: `/api/protocol/${PROTOCOL_ID}`,
        body: expect.objectContaining({ clients: [ANA.id], mainClient: ANA.id, version: 0 }),
      },
    ]);
  });
});
