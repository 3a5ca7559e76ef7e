import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient } from '../../test/fixtures';

describe('name variants and naturalisation date', () => {
  beforeEach(() => server.use(http.get('*/api/country', () => HttpResponse.json([]))));

  it('adds, edits and removes spellings and sends them with the naturalisation date', async () => {
    const id = 'e'.repeat(24);
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(`*/api/client/${id}`, () =>
        HttpResponse.json(
          aClient({
            id,
            name: 'Luigi Fonttini',
            nameVariants: ['Luiz Fontine'],
            naturalisationDate: '1925-03-02',
          }),
        ),
      ),
      http.post(`*/api/client/${id}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(aClient({ id, name: 'Luigi Fonttini' }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: `/client/${id}` });
    const group = await screen.findByRole('group', { name: 'Other spellings of the name' });
    await waitFor(() => expect(within(group).getByLabelText('Spelling 1')).toHaveValue('Luiz Fontine'));
    await waitFor(() =>
      expect(screen.getByLabelText('Naturalisation date (in another country)')).toHaveValue('03/02/1925'),
    );

    await user.click(within(group).getByRole('button', { name: 'Add a spelling' }));
    await waitFor(() => expect(within(group).getByLabelText('Spelling 2')).toHaveFocus());
    await user.keyboard('Luiz Fontana');
    await user.click(within(group).getByRole('button', { name: 'Add a spelling' }));
    await user.click(within(group).getByRole('button', { name: 'Remove the spelling Luiz Fontine' }));
    expect(within(group).getByLabelText('Spelling 1')).toHaveValue('Luiz Fontana');
    const date = screen.getByLabelText('Naturalisation date (in another country)');
    await user.clear(date);
    await user.type(date, '04051930');

    // an empty spelling is refused before anything is sent
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(await within(group).findByText('Field required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(within(group).getByRole('button', { name: 'Remove the spelling 2' }));
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ nameVariants: ['Luiz Fontana'], naturalisationDate: '1930-04-05' });
  });

  it('labels the fields in Portuguese', async () => {
    renderWithProviders({ path: '/client', language: 'pt-BR' });
    expect(await screen.findByRole('group', { name: 'Outras grafias do nome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar uma grafia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Data de naturalização (em outro país)')).toBeInTheDocument();
  });
});
