import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient } from '../../test/fixtures';

const id = 'e'.repeat(24);

beforeEach(() => {
  server.use(
    http.get('*/api/country', () => HttpResponse.json([])),
    http.get(`*/api/client/${id}`, () => HttpResponse.json(aClient({ id, name: 'Giovanna Bortolini' }))),
  );
});

describe('personal data on the client form (LGPD)', () => {
  it('is not offered below the ADMINISTRATOR level', async () => {
    renderWithProviders({ path: `/client/${id}`, level: 'NORMAL' });
    expect(await screen.findByRole('button', { name: 'Delete client' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export personal data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anonymise' })).not.toBeInTheDocument();
  });

  it('names the consequence and shows the refusal of an active protocol in the dialog, in Portuguese', async () => {
    const posts: string[] = [];
    server.use(
      http.post(`*/api/client/${id}/anonymise`, ({ request }) => {
        posts.push(request.url);
        return HttpResponse.json(
          {
            code: 'client.anonymise-active-protocol',
            message: 'active',
            details: { codes: 'P-2026-0007', protocols: [{ id: 'p', code: 'P-2026-0007' }] },
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders({
      path: `/client/${id}`,
      level: 'ADMINISTRATOR',
      language: 'pt-BR',
    });
    await user.click(await screen.findByRole('button', { name: 'Anonimizar' }));
    expect(
      await screen.findByText(/Giovanna Bortolini serão substituídos por "Anonimizado"/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anonimizar definitivamente' }));
    expect(
      await screen.findByText(
        'Este cliente está em um protocolo ativo (P-2026-0007); finalize ou cancele-o antes de anonimizar',
      ),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/client/${id}`);
  });

  it('anonymises once confirmed and goes back to the list', async () => {
    server.use(
      http.post(`*/api/client/${id}/anonymise`, () =>
        HttpResponse.json({ id, anonymisedAt: new Date().toISOString(), protocols: {} }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: `/client/${id}`, level: 'ADMINISTRATOR' });
    await user.click(await screen.findByRole('button', { name: 'Anonymise' }));
    await user.click(await screen.findByRole('button', { name: 'Anonymise for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/list'));
  });
});
