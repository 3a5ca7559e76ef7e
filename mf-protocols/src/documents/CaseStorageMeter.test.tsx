import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CERTIFICATE_API,
  DOCUMENT_API,
  DOCUMENT_ERROR_CODES,
  PROTOCOL_API,
  SIGNATURE_API,
  toPage,
  type CaseDocument,
  type Language,
} from '@linhagem/contracts';
import { reloadPreferences } from '@linhagem/ui-kit';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aProtocol } from '../../test/protocolFixtures';
import { aTree } from '../../test/checklistFixtures';
import { aDocument, aPngFile } from '../../test/documentFixtures';
import { protocolRoutes } from '../routes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

const MB = 1024 * 1024;
const LIMIT = 500 * MB;

/** A case whose uploads use `usedBytes`; an accepted upload adds its file and its bytes. */
function aCase(usedBytes: number) {
  const state = { usedBytes, asked: 0, files: [] as CaseDocument[] };
  server.use(
    http.get(`*${PROTOCOL_API.itemRoute}`, () => HttpResponse.json(aProtocol())),
    http.get(`*${CERTIFICATE_API.protocolChecklistRoute}`, () => HttpResponse.json(aTree([]))),
    // the tab's signing requests: none
    http.get(`*${SIGNATURE_API.collection}`, () => HttpResponse.json([])),
    http.post(`*${DOCUMENT_API.pagination}`, () =>
      HttpResponse.json(toPage(state.files, state.files.length, 1, 10)),
    ),
    http.get(`*${DOCUMENT_API.storageRoute}`, ({ params }) => {
      state.asked++;
      return HttpResponse.json({
        protocolId: params.protocolId,
        usedBytes: state.usedBytes,
        limitBytes: LIMIT,
      });
    }),
  );
  return state;
}

const open = (language: Language = 'en-US') =>
  renderWithProviders({ path: `/protocol/${PROTOCOL_ID}/documents`, routes: protocolRoutes, language });

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe("the Documents tab's storage of the case", () => {
  it('shows what the uploads use of the allowance, in the language of the person', async () => {
    aCase(120 * MB);
    const { unmount } = open();
    expect(await screen.findByText('120 MB of 500 MB used')).toBeInTheDocument();
    const meter = screen.getByRole('meter', { name: 'Storage of the case' });
    expect(meter).toHaveAttribute('value', String(120 * MB));
    expect(meter).toHaveAttribute('max', String(LIMIT));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    aCase(12.4 * MB);
    open('pt-BR');
    expect(await screen.findByText('12,4 MB de 500 MB usados')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Espaço do caso' })).toBeInTheDocument();
  });

  it('says when the case is full, and names the refusal of an upload that does not fit', async () => {
    aCase(LIMIT);
    server.use(
      http.post(`*${DOCUMENT_API.collection}`, () =>
        HttpResponse.json(
          {
            code: DOCUMENT_ERROR_CODES.caseStorageFull,
            message: 'does not fit',
            details: { limitBytes: LIMIT, usedBytes: LIMIT },
          },
          { status: 413 },
        ),
      ),
    );
    open('pt-BR');
    expect(await screen.findByText('500 MB de 500 MB usados')).toBeInTheDocument();
    expect(screen.getByText(/O espaço do caso está cheio/)).toBeInTheDocument();
    const upload = screen.getByRole('region', { name: 'Enviar um arquivo' });
    await userEvent.upload(within(upload).getByLabelText('Escolher arquivo'), aPngFile('grande.png'));
    expect(await within(upload).findByRole('alert')).toHaveTextContent(
      'grande.png não foi enviado. O espaço deste caso está cheio: o arquivo não cabe no que resta.',
    );
  });

  it('asks again after an upload is stored', async () => {
    const state = aCase(1 * MB);
    server.use(
      http.post(`*${DOCUMENT_API.collection}`, () => {
        const stored = aDocument({ protocolId: PROTOCOL_ID, fileName: 'scan.png', size: 2 * MB });
        state.files.push(stored);
        state.usedBytes += stored.size;
        return HttpResponse.json(stored, { status: 201 });
      }),
    );
    open();
    expect(await screen.findByText('1 MB of 500 MB used')).toBeInTheDocument();
    const upload = screen.getByRole('region', { name: 'Send a file' });
    await userEvent.upload(within(upload).getByLabelText('Choose file'), aPngFile('scan.png'));
    expect(await screen.findByText('3 MB of 500 MB used')).toBeInTheDocument();
    await waitFor(() => expect(state.asked).toBeGreaterThanOrEqual(2));
  });
});
