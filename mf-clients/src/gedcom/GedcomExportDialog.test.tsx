import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient } from '../../test/fixtures';

describe('Export GEDCOM from a client', () => {
  it('shows what the import kept, and offers a download of the chosen number of generations', async () => {
    const client = aClient({
      name: 'José da Conceição',
      gedcomText: { birthDay: 'ABT 1880', birthPlace: 'Kleindorf, Bayern' },
    });
    server.use(
      http.get('*/api/country', () => HttpResponse.json([])),
      http.get('*/api/client/:id', () => HttpResponse.json(client)),
      http.get('*/api/protocol/client/:id', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: `/client/${client.id}` });
    // what the import kept beside the fields is shown on the form
    expect(await screen.findByText('Kept from GEDCOM')).toBeInTheDocument();
    expect(screen.getByText('ABT 1880')).toBeInTheDocument();
    expect(screen.getByText('Kleindorf, Bayern')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Export GEDCOM' }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', `/api/client/${client.id}/gedcom?generations=4`);
    const generations = within(dialog).getByLabelText('Generations up and down');
    await user.clear(generations);
    await user.type(generations, '7');
    await user.tab();
    expect(link).toHaveAttribute('href', `/api/client/${client.id}/gedcom?generations=7`);
  });
});
