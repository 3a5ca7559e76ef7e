import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_AUDIT_API, USER_API, staffPath, type ExportAuditEntry } from '@linhagem/contracts';
import { formatDateTime } from '@linhagem/i18n';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aUser, pageOf } from '../../test/fixtures';

const listExport: ExportAuditEntry = {
  id: 'a1',
  at: '2026-03-02T13:45:00.000Z',
  userName: 'ana',
  name: 'Ana Souza',
  what: 'clients',
  format: 'xlsx',
  rows: 2,
  filter: { name: 'rossi', tags: ['italiana', 'vip'] },
  sort: 'name,desc',
};
const personalData: ExportAuditEntry = {
  id: 'a2',
  at: '2026-03-01T12:00:00.000Z',
  userName: 'bruno',
  name: 'Bruno Lima',
  what: 'personal-data',
  format: 'zip',
  subject: 'Giovanna Bortolini',
};
const protocolExport: ExportAuditEntry = {
  id: 'b1',
  at: '2026-02-27T18:00:00.000Z',
  userName: 'ana',
  name: 'Ana Souza',
  what: 'cash-entries',
  format: 'csv',
  rows: 1,
  filter: {},
  sort: null,
};

type Call = { source: 'clients' | 'protocols'; body: unknown; query: URLSearchParams };

/** Both boxes' exports answered from `pages`, every call kept. */
function answerExports(pages: {
  clients: ExportAuditEntry[];
  protocols: ExportAuditEntry[];
  total?: number;
}) {
  const calls: Call[] = [];
  for (const source of ['clients', 'protocols'] as const)
    server.use(
      http.post(`*${EXPORT_AUDIT_API[source].pagination}`, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        calls.push({ source, body: await request.json(), query });
        const page = Number(query.get('page'));
        return HttpResponse.json(pageOf(pages[source], pages.total ?? pages[source].length, page));
      }),
    );
  server.use(
    http.post(`*${USER_API.pagination}`, () =>
      HttpResponse.json(
        pageOf(
          [aUser({ name: 'Ana Souza', userName: 'ana' }), aUser({ name: 'Bruno Lima', userName: 'bruno' })],
          2,
          1,
        ),
      ),
    ),
  );
  return calls;
}

describe('exports audit', () => {
  it('lists who exported what, when, in which format and with which filter, in Portuguese', async () => {
    const calls = answerExports({ clients: [listExport, personalData], protocols: [] });
    renderWithProviders({ path: staffPath('exportAudit'), language: 'pt-BR', level: 'ADMINISTRATOR' });
    expect(await screen.findByRole('heading', { name: 'Auditoria de exportações' })).toBeInTheDocument();
    const row = (await screen.findByText('Lista de clientes')).closest('tr')!;
    expect(within(row).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(listExport.at, 'pt-BR'))).toBeInTheDocument();
    expect(within(row).getByText('XLSX')).toBeInTheDocument();
    expect(within(row).getByText('2 linhas')).toBeInTheDocument();
    expect(within(row).getByText('name: rossi')).toBeInTheDocument();
    expect(within(row).getByText('tags: italiana, vip')).toBeInTheDocument();
    expect(within(row).getByText('ordenada por name,desc')).toBeInTheDocument();
    const zip = screen.getByText('Dados pessoais de Giovanna Bortolini').closest('tr')!;
    expect(within(zip).getByText('ZIP')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ source: 'clients', body: {} });
    expect(calls[0].query.get('sort')).toBe('at,desc');
    expect(calls[0].query.get('page')).toBe('1');
  });

  it('shows the protocols box on its own, and filters by user and by a whole period', async () => {
    const calls = answerExports({ clients: [listExport], protocols: [protocolExport] });
    renderWithProviders({ path: staffPath('exportAudit'), language: 'en-US', level: 'ADMINISTRATOR' });
    await screen.findByText('Client list');
    await userEvent.click(screen.getByRole('button', { name: 'Protocols' }));
    expect(await screen.findByText('Cash entries')).toBeInTheDocument();
    expect(screen.getByText('Whole list')).toBeInTheDocument();
    expect(screen.queryByText('Client list')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('From'), '02272026');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ from: '2026-02-27' }));
    expect(calls.at(-1)?.source).toBe('protocols');
    // jsdom keeps PrimeReact's overlay hidden
    await userEvent.click(screen.getByLabelText('User').closest('.p-dropdown')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Bruno Lima (bruno)', hidden: true }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ from: '2026-02-27', userName: 'bruno' }));
    // a date still being typed is not sent
    await userEvent.type(screen.getByLabelText('To'), '03');
    expect(calls.every((call) => !('to' in (call.body as object)))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ source: 'protocols', body: {} }));
  });

  it('pages through the exports', async () => {
    const calls = answerExports({ clients: [listExport], protocols: [], total: 25 });
    renderWithProviders({ path: staffPath('exportAudit'), language: 'en-US', level: 'ADMINISTRATOR' });
    expect(await screen.findByText('1 to 10 of 25 exports')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('2'));
  });

  it('says so when there is no export, and when they cannot be loaded', async () => {
    answerExports({ clients: [], protocols: [] });
    const view = renderWithProviders({
      path: staffPath('exportAudit'),
      language: 'en-US',
      level: 'ADMINISTRATOR',
    });
    expect(await screen.findByText('No export in this period.')).toBeInTheDocument();
    view.unmount();
    server.use(
      http.post(`*${EXPORT_AUDIT_API.clients.pagination}`, () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderWithProviders({ path: staffPath('exportAudit'), language: 'pt-BR', level: 'ADMINISTRATOR' });
    expect(await screen.findByText('Não foi possível carregar as exportações.')).toBeInTheDocument();
  });
});
