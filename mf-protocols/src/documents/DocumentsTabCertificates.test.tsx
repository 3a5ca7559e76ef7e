import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { CERTIFICATE_API, DOCUMENT_API, PROTOCOL_API, toPage, type CaseDocument } from '@linhagem/contracts';
import { reloadPreferences } from '@linhagem/ui-kit';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aProtocol } from '../../test/protocolFixtures';
import { aCertificate, aPerson, aTree } from '../../test/checklistFixtures';
import { aDocument } from '../../test/documentFixtures';
import { protocolRoutes } from '../routes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

// The Documents tab's certificate column never shows a dash: a certificate removed from the checklist is named as the
// file kept its type, the PDFs the office made (no certificate) belong to the whole case, and a checklist that cannot be
// read leaves the kept types.

const REMOVED_ID = 'e'.repeat(24);

/** Ana's birth certificate in the checklist, and the case's files; `tree` answers the checklist (or fails). */
function aCase(files: (birthId: string) => CaseDocument[], tree: 'ok' | 'fails' = 'ok') {
  const ana = aPerson({ category: 'APPLICANT', name: 'Ana Rossi' });
  const birth = aCertificate(ana.id, { typeOfCertificate: 'BIRTH' });
  ana.certificates = [birth];
  const documents = files(birth.id);
  server.use(
    http.get(`*${PROTOCOL_API.itemRoute}`, () => HttpResponse.json(aProtocol())),
    http.get(`*${CERTIFICATE_API.protocolChecklistRoute}`, () =>
      tree === 'ok'
        ? HttpResponse.json(aTree([ana]))
        : HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }),
    ),
    http.post(`*${DOCUMENT_API.pagination}`, () =>
      HttpResponse.json(toPage(documents, documents.length, 1, 10)),
    ),
  );
}

const open = () =>
  renderWithProviders({
    path: `/protocol/${PROTOCOL_ID}/documents`,
    routes: protocolRoutes,
    level: 'NORMAL',
  });
const cellOf = async (fileName: string) => (await screen.findByText(fileName)).closest('tr')!;

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe("the Documents tab's certificate column", () => {
  it('names a removed certificate by the type its file kept, and an office-made PDF as the whole case', async () => {
    aCase((birthId) => [
      aDocument({ protocolId: PROTOCOL_ID, certificateId: birthId, fileName: 'birth.png' }),
      aDocument({
        protocolId: PROTOCOL_ID,
        certificateId: REMOVED_ID,
        certificateLabel: { certificateType: 'WEDDING' },
        fileName: 'wedding.png',
      }),
      aDocument({ protocolId: PROTOCOL_ID, certificateId: 'f'.repeat(24), fileName: 'old.png' }),
      aDocument({
        protocolId: PROTOCOL_ID,
        kind: 'OTHER',
        status: 'ACCEPTED',
        fileName: 'Quote ORC-2026-0001.pdf',
        contentType: 'application/pdf',
      }),
    ]);
    open();
    expect(await within(await cellOf('birth.png')).findByText('Ana Rossi · Birth')).toBeInTheDocument();
    expect(
      within(await cellOf('wedding.png')).getByText('Wedding (removed from the checklist)'),
    ).toBeInTheDocument();
    expect(
      within(await cellOf('old.png')).getByText('A certificate removed from the checklist'),
    ).toBeInTheDocument();
    expect(within(await cellOf('Quote ORC-2026-0001.pdf')).getByText('Whole case')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '—' })).not.toBeInTheDocument();
  });

  it('shows the types the files kept when the checklist cannot be read', async () => {
    aCase(
      (birthId) => [
        aDocument({
          protocolId: PROTOCOL_ID,
          certificateId: birthId,
          certificateLabel: { certificateType: 'BIRTH' },
          fileName: 'birth.png',
        }),
        aDocument({ protocolId: PROTOCOL_ID, certificateId: birthId, fileName: 'older.png' }),
      ],
      'fails',
    );
    open();
    expect(await within(await cellOf('older.png')).findByText('A checklist certificate')).toBeInTheDocument();
    expect(within(await cellOf('birth.png')).getByText('Birth')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '—' })).not.toBeInTheDocument();
  });
});
