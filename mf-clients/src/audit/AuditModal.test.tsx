import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient, pageOf } from '../../test/fixtures';

const id = '1'.repeat(24);
const entry = (n: number, field: string, before: unknown, after: unknown): AuditEntry => ({
  id: String(n).padStart(24, '0'),
  entity: 'Client',
  entityId: id,
  entityName: 'Ana',
  action: 'UPDATE',
  field,
  before,
  after,
  userName: 'maria.souza',
  name: 'Maria Souza',
  at: '2024-05-02T13:45:00.000Z',
});

describe('audit modal', () => {
  it('shows who changed which field from what to what, a page at a time', async () => {
    const calls: { page: string | null; size: string | null; body: unknown }[] = [];
    server.use(
      http.get('*/api/country', () => HttpResponse.json([])),
      http.get(`*/api/client/${id}`, () => HttpResponse.json(aClient({ id, name: 'Ana' }))),
      http.post('*/api/client/audit', async ({ request }) => {
        const url = new URL(request.url);
        calls.push({
          page: url.searchParams.get('page'),
          size: url.searchParams.get('size'),
          body: await request.json(),
        });
        const page = Number(url.searchParams.get('page'));
        return HttpResponse.json(
          pageOf([entry(page, page === 1 ? 'address.city' : 'name', 'Campinas', `Santos ${page}`)], 11, page),
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: `/client/${id}` });
    await user.click(await screen.findByRole('button', { name: 'Change history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change history' });
    expect(await within(dialog).findByText('Address · City')).toBeInTheDocument();
    expect(within(dialog).getByText('maria.souza')).toBeInTheDocument();
    expect(within(dialog).getByText('Campinas')).toBeInTheDocument();
    expect(within(dialog).getByText('Santos 1')).toBeInTheDocument();
    expect(calls[0]).toEqual({ page: '1', size: '10', body: { clientId: id } });

    await user.click(within(dialog).getByRole('button', { name: /next page/i }));
    expect(await within(dialog).findByText('Santos 2')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ page: '2' });
  });

  it('formats phones and shows the date with a four-digit year', async () => {
    const mother = '6'.repeat(24);
    server.use(
      http.get('*/api/country', () => HttpResponse.json([])),
      http.get(`*/api/client/${id}`, () => HttpResponse.json(aClient({ id, name: 'Ana' }))),
      http.get(`*/api/client/${mother}`, () =>
        HttpResponse.json(aClient({ id: mother, name: 'Maria Araújo' })),
      ),
      http.post('*/api/client/audit', () =>
        HttpResponse.json(
          pageOf([entry(1, 'mother', null, mother), entry(2, 'phoneNumber', null, '1134567890')], 2, 1),
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: `/client/${id}` });
    await user.click(await screen.findByRole('button', { name: 'Change history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change history' });
    await within(dialog).findByText('(11) 3456-7890', undefined, { timeout: 5000 });

    expect(screen.getByText('(11) 3456-7890')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/^05\/02\/2024 \d\d:\d\d$/).length).toBeGreaterThan(0);
  });

  it('shows a create as one row that expands to the fields it set, links by name', async () => {
    const father = '7'.repeat(24);
    server.use(
      http.get('*/api/country', () => HttpResponse.json([])),
      http.get(`*/api/client/${id}`, () => HttpResponse.json(aClient({ id, name: 'Ana' }))),
      http.get(`*/api/client/${father}`, () => HttpResponse.json(aClient({ id: father, name: 'José Lima' }))),
      http.post('*/api/client/audit', () =>
        HttpResponse.json(
          pageOf(
            [
              {
                ...entry(1, '', null, null),
                action: 'CREATE',
                changes: [
                  { field: 'name', before: null, after: 'Ana' },
                  { field: 'father', before: null, after: father },
                  { field: 'cellPhoneNumber', before: null, after: '11987654321' },
                ],
              },
            ],
            1,
            1,
          ),
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: `/client/${id}` });
    await user.click(await screen.findByRole('button', { name: 'Change history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change history' });
    const row = (await within(dialog).findByText('3 fields')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Created')).toBeInTheDocument();
    expect(within(dialog).queryByText('José Lima')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Expand Created 05\/02\/2024/ }));
    const shown = within(within(dialog).getByLabelText('Fields of this change'));
    expect(await shown.findByText('José Lima')).toBeInTheDocument();
    expect(shown.getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(shown.getByText('Father')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Collapse Created/ }));
    expect(within(dialog).queryByText('José Lima')).not.toBeInTheDocument();
  });
});
