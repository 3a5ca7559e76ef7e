import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../testing/server';
import { renderWithProviders } from '../testing/renderWithProviders';
import { pageOf } from '../testing/fixtures';

describe('unsaved changes', () => {
  beforeEach(() =>
    server.use(
      http.get('*/api/country', () => HttpResponse.json([])),
      http.post('*/api/client/pagination', () => HttpResponse.json(pageOf([], 0, 1))),
    ),
  );

  it('warns and asks before leaving a changed form, and stays on Cancel', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client' });
    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('There are unsaved changes!')).toBeInTheDocument();
    expect(screen.getByText('There are unsaved changes. Leave this page and lose them?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/client');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana');

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/list'));
  });

  it('leaves an untouched form without asking', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client' });
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/list'));
  });
});
