import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../test/server';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { captureDownloads } from '../../../test/downloads';
import { ExportDossierButton } from './ExportDossierButton';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});

const renderButton = (language: 'pt-BR' | 'en-US' = 'en-US') =>
  renderWithProviders({
    routes: [{ path: '/x', element: <ExportDossierButton protocol={{ id: 'p1', code: '2026/0007' }} /> }],
    path: '/x',
    level: 'LIMITED',
    language,
  });

describe('Export dossier', () => {
  it("downloads the ZIP in the protocol's language (no language asked), showing how far it has come", async () => {
    let asked: string | null = null;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/protocol/p1/dossier.zip', ({ request }) => {
        asked = new URL(request.url).searchParams.get('lang');
        const stream = new ReadableStream({
          async start(controller) {
            controller.enqueue(new Uint8Array(400).fill(1));
            await held;
            controller.enqueue(new Uint8Array(600).fill(2));
            controller.close();
          },
        });
        return new HttpResponse(stream, {
          headers: { 'content-type': 'application/zip', 'content-length': '1000' },
        });
      }),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export dossier' }));
    expect(await screen.findByText('Downloading the dossier: 40%')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export dossier/ })).toBeDisabled();
    release();
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0].size).toBe(1000);
    expect(downloads.names).toEqual(['dossier-2026-0007.zip']);
    expect(asked).toBeNull(); // the server writes it in the protocol's language
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export dossier' })).toBeEnabled();
  });

  it('says clearly, in Portuguese too, why the dossier could not be exported', async () => {
    server.use(
      http.get('*/api/protocol/p1/dossier.zip', async () => {
        await delay(300);
        return HttpResponse.json({ code: 'render.unavailable', message: 'down' }, { status: 503 });
      }),
    );
    renderButton('pt-BR');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar dossiê' }));
    expect(await screen.findByText('Preparando o dossiê…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível exportar o dossiê: Não foi possível gerar o PDF agora: tente de novo em instantes.',
    );
    expect(downloads.saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exportar dossiê' })).toBeEnabled();
  });
});
