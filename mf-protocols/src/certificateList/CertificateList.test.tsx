import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { certificateProgress, progressColor, type CertificateRow } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aCertificate, nextId } from '../../test/checklistFixtures';
import { checklistRoutes } from '../checklist/checklistRoutes';

type Call = { sort: string | null; page: string | null; size: string | null; body: unknown };

function aRow(fields: Partial<CertificateRow>): CertificateRow {
  const certificate = aCertificate(nextId(), fields);
  const progress = certificateProgress(certificate);
  return {
    ...certificate,
    progress,
    color: progressColor(progress),
    protocolCode: '2026/0007',
    personName: 'Giuseppe Rossi',
    category: 'IMMIGRANT',
  };
}

function answerPages() {
  const calls: Call[] = [];
  server.use(
    http.post('*/api/certificate/pagination', async ({ request }) => {
      const url = new URL(request.url);
      calls.push({
        sort: url.searchParams.get('sort'),
        page: url.searchParams.get('page'),
        size: url.searchParams.get('size'),
        body: await request.json(),
      });
      return HttpResponse.json({
        content: [
          aRow({
            typeOfCertificate: 'BIRTH',
            typeOfDocument: 'NORMAL',
            statusDocument: 'IN_OFFICE',
            statusTranslate: 'SENT_TO_TRANSLATOR',
            price: 12000,
          }),
        ],
        totalElements: 1,
        totalPages: 1,
        page: 1,
        size: 10,
      });
    }),
    http.get('*/api/certificate/protocol/:id', () =>
      HttpResponse.json({ code: 'NOT_FOUND', message: '' }, { status: 404 }),
    ),
  );
  return calls;
}

describe('certificate work queue', () => {
  it('opens with the filter of its address, sorted by protocol code ascending', async () => {
    const calls = answerPages();
    renderWithProviders({
      path: '/certificate/list?statusTranslate=SENT_TO_TRANSLATOR',
      routes: checklistRoutes,
    });
    expect(screen.getByRole('heading', { name: 'Certificates' })).toBeInTheDocument();
    const open = await screen.findByRole('button', { name: 'Open protocol 2026/0007' });
    const row = open.closest('tr')!;
    expect(within(row).getByText('Giuseppe Rossi')).toBeInTheDocument();
    expect(within(row).getByText('Sent to translator')).toBeInTheDocument();
    expect(within(row).getByText('$120.00')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '83.33% (Almost complete)',
    );
    expect(calls[0]).toEqual({
      sort: 'protocolCode,asc',
      page: '1',
      size: '10',
      body: { statusTranslate: 'SENT_TO_TRANSLATOR' },
    });
  });

  it('filters by person name and opens the protocol checklist of a row', async () => {
    const calls = answerPages();
    const user = userEvent.setup();
    const { router } = renderWithProviders({
      path: '/certificate/list',
      routes: checklistRoutes,
      language: 'pt-BR',
    });
    expect(screen.getByRole('heading', { name: 'Certidões' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Abrir o protocolo 2026/0007' });
    await user.type(screen.getByLabelText('Pessoa'), 'Giuseppe Rossi');
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ personName: 'Giuseppe Rossi' }));
    // the settled filter is in the address, so Back and a shared link restore it
    expect(router.state.location.search).toBe('?personName=Giuseppe+Rossi');
    expect(screen.getByLabelText('Pessoa')).toHaveValue('Giuseppe Rossi');
    await user.click(screen.getByRole('button', { name: 'Abrir o protocolo 2026/0007' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/protocol/${PROTOCOL_ID}/checklist`));
  });

  it('filters expired or expiring certificates and shows their chip', async () => {
    const calls = answerPages();
    server.use(
      http.post('*/api/certificate/pagination', async ({ request }) => {
        calls.push({ sort: null, page: null, size: null, body: await request.json() });
        return HttpResponse.json({
          content: [aRow({ typeOfCertificate: 'BIRTH', expiresOn: '2025-07-10', expiringSoon: true })],
          totalElements: 1,
          totalPages: 1,
          page: 1,
          size: 10,
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/certificate/list', routes: checklistRoutes });
    expect(await screen.findByText('Expired on 07/10/2025')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Only expired or expiring within 30 days' }));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ expiringSoon: true }));
    expect(router.state.location.search).toBe('?expiringSoon=true');
    await user.click(screen.getByRole('checkbox', { name: 'Only expired or expiring within 30 days' }));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({}));
  });
});
