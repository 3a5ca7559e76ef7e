import type { ReactElement } from 'react';
import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../test/server';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { captureDownloads } from '../../../test/downloads';
import { chooseOption } from '../../../test/chooseOption';
import { pageOf } from '../../../test/protocolFixtures';
import { LetterPdfDropdown } from './LetterPdfDropdown';
import { QuotePdfButton } from './QuotePdfButton';
import { RenderContractButton } from './RenderContractButton';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});

const renderAt = (element: ReactElement) =>
  renderWithProviders({ routes: [{ path: '/x', element }], path: '/x', level: 'LIMITED' });

describe('Quote (PDF)', () => {
  it('downloads the quote, showing that it is being drawn until it comes', async () => {
    server.use(
      http.get('*/api/protocol/p1/quote.pdf', async () => {
        await delay(50);
        return HttpResponse.arrayBuffer(PDF.buffer, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    renderAt(<QuotePdfButton protocol={{ id: 'p1', code: 'ORC-2026/0001' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quote (PDF)' }));
    expect(await screen.findByRole('button', { name: /Drawing the PDF/ })).toBeDisabled();
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0].type).toBe('application/pdf');
    expect(downloads.names).toEqual(['quote-ORC-2026-0001.pdf']);
    expect(await screen.findByRole('button', { name: 'Quote (PDF)' })).toBeEnabled();
  });

  it('says clearly when the PDF cannot be made', async () => {
    server.use(
      http.get('*/api/protocol/p1/quote.pdf', () =>
        HttpResponse.json({ code: 'render.unavailable', message: 'down' }, { status: 503 }),
      ),
    );
    renderAt(<QuotePdfButton protocol={{ id: 'p1', code: 'ORC-2026/0001' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quote (PDF)' }));
    expect(
      await screen.findByText('The PDF could not be made now: try again in a moment.'),
    ).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });
});

describe('Render beside a contract', () => {
  it('renders the catalog contract for its client and protocol', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/contract/c1/render', async ({ request }) => {
        body = await request.json();
        return HttpResponse.arrayBuffer(PDF.buffer, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    renderAt(
      <RenderContractButton
        protocolId="p1"
        contract={{ id: 'a1', contractId: 'c1', contractName: 'Contrato', client: { id: 'k1', name: 'Ana' } }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Render Contrato · Ana as PDF' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(body).toEqual({ protocolId: 'p1', clientId: 'k1' });
  });
});

describe('Letter (PDF)', () => {
  it("lists the office's active letters and renders the one chosen for the protocol", async () => {
    let body: unknown;
    let filter: unknown;
    server.use(
      http.post('*/api/letter/pagination', async ({ request }) => {
        filter = await request.json();
        return HttpResponse.json(pageOf([{ id: 'l1', name: 'Boas-vindas', text: '', active: true }]));
      }),
      http.post('*/api/letter/l1/render', async ({ request }) => {
        body = await request.json();
        return HttpResponse.arrayBuffer(PDF.buffer, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const { container } = renderAt(<LetterPdfDropdown protocolId="p1" />);
    expect(filter).toBeUndefined(); // nothing is asked until the list opens
    await chooseOption(container, 'Letter (PDF)', 'Boas-vindas');
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(filter).toEqual({ active: true });
    expect(body).toEqual({ protocolId: 'p1' });
    expect(downloads.names).toEqual(['Boas-vindas.pdf']);
  });
});
