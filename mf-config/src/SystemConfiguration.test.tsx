import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { server } from '../test/server';
import { renderWithProviders } from '../test/renderWithProviders';

it("links the nine sections, in the spec's order, to the pages of the route table", async () => {
  server.use(
    http.get('*/api/configuration/office', () =>
      HttpResponse.json({ name: 'Linhagem', phones: [], email: '', address: '' }),
    ),
    http.get('*/api/configuration/last-backup', () => HttpResponse.json({ last: null })),
  );
  renderWithProviders({ path: '/system-configuration' });
  const links = await screen.findAllByRole('link', { name: /^Open / });
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/user/list',
    '/login-page-configuration',
    '/type-service/list',
    '/budget-services-protocol',
    '/text-fragment/list',
    '/quick-protocol-create/list',
    '/letter/list',
    '/contract/list',
    '/form-template/list',
  ]);
});

it('shows administrators when the last backup failed and why', async () => {
  server.use(
    http.get('*/api/configuration/office', () =>
      HttpResponse.json({ name: 'Linhagem', phones: [], email: '', address: '' }),
    ),
    http.get('*/api/configuration/last-backup', () =>
      HttpResponse.json({
        last: { at: '2026-11-27T05:00:00.000Z', ok: false, error: 'no space left on device' },
      }),
    ),
  );
  renderWithProviders({ path: '/system-configuration' });
  expect(await screen.findByText(/FAILED on .*: no space left on device/)).toBeInTheDocument();
});
