import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CERTIFICATE_API,
  DOCUMENT_API,
  PROTOCOL_API,
  toPage,
  type CaseDocument,
  type DocumentFilter,
} from '@linhagem/contracts';
import { reloadPreferences } from '@linhagem/ui-kit';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aProtocol } from '../../test/protocolFixtures';
import { aCertificate, aPerson, aTree } from '../../test/checklistFixtures';
import { aDocument } from '../../test/documentFixtures';
import { chooseOption } from '../../test/chooseOption';
import { protocolRoutes } from '../routes';

jest.mock('../shared/clientsRemote', () => jest.requireActual('../../test/clientsRemoteStub'));

type Listed = { query: Record<string, string>; body: DocumentFilter };

/** The protocol, its checklist (Ana's birth certificate) and its files; the list filters by kind and status. */
function aCaseWithFiles(documents: (certificateId: string) => CaseDocument[]) {
  const ana = aPerson({ category: 'APPLICANT', name: 'Ana Rossi' });
  const birth = aCertificate(ana.id, { typeOfCertificate: 'BIRTH' });
  ana.certificates = [birth];
  const files = documents(birth.id);
  const listed: Listed[] = [];
  server.use(
    http.get(`*${PROTOCOL_API.itemRoute}`, () => HttpResponse.json(aProtocol())),
    http.get(`*${CERTIFICATE_API.protocolChecklistRoute}`, () => HttpResponse.json(aTree([ana]))),
    http.post(`*${DOCUMENT_API.pagination}`, async ({ request }) => {
      const body = (await request.json()) as DocumentFilter;
      listed.push({ query: Object.fromEntries(new URL(request.url).searchParams), body });
      const matching = files.filter(
        (file) =>
          (!body.kind || file.kind === body.kind) &&
          (!body.status || file.status === body.status) &&
          (!body.certificateId || file.certificateId === body.certificateId),
      );
      return HttpResponse.json(toPage(matching, matching.length, 1, 10));
    }),
  );
  return { birth, listed };
}

const open = (level: 'LIMITED' | 'NORMAL' = 'NORMAL') =>
  renderWithProviders({ path: `/protocol/${PROTOCOL_ID}/documents`, routes: protocolRoutes, level });

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('protocol detail, Documents tab', () => {
  it('lists every file of the case with its certificate, kind, status and version, newest first', async () => {
    const { listed } = aCaseWithFiles((birthId) => [
      aDocument({
        protocolId: PROTOCOL_ID,
        certificateId: birthId,
        fileName: 'birth.pdf',
        contentType: 'application/pdf',
      }),
      aDocument({
        protocolId: PROTOCOL_ID,
        fileName: 'power-of-attorney.png',
        kind: 'OTHER',
        status: 'ACCEPTED',
        version: 2,
      }),
    ]);
    open();
    const row = (await screen.findByText('birth.pdf')).closest('tr')!;
    expect(await within(row).findByText('Ana Rossi · Birth')).toBeInTheDocument();
    expect(within(row).getByText('Scan of the original')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Open birth.pdf' })).toBeInTheDocument();
    const other = screen.getByText('power-of-attorney.png').closest('tr')!;
    expect(within(other).getByText('Whole case')).toBeInTheDocument();
    expect(within(other).getByText('Accepted')).toBeInTheDocument();
    expect(within(other).getByText('v2')).toBeInTheDocument();
    expect(listed[0]).toEqual({
      query: { page: '1', size: '10', sort: 'sentAt,desc' },
      body: { protocolId: PROTOCOL_ID },
    });
  });

  it('filters by status, kind and certificate through the list body', async () => {
    const { birth, listed } = aCaseWithFiles((birthId) => [
      aDocument({ protocolId: PROTOCOL_ID, certificateId: birthId, fileName: 'birth.png' }),
      aDocument({
        protocolId: PROTOCOL_ID,
        certificateId: birthId,
        fileName: 'blurred.png',
        status: 'REJECTED',
        reviewReason: 'Blurred',
      }),
      aDocument({
        protocolId: PROTOCOL_ID,
        fileName: 'contract.pdf',
        kind: 'OTHER',
        contentType: 'application/pdf',
      }),
    ]);
    const { container } = open();
    await screen.findByText('blurred.png');
    const filters = within(container).getByRole('search', { name: 'Filters' });

    await chooseOption(filters, 'Status', 'Sent back');
    await waitFor(() => expect(screen.queryByText('birth.png')).not.toBeInTheDocument());
    expect(screen.getByText('blurred.png')).toBeInTheDocument();
    expect(listed.at(-1)!.body).toEqual({ protocolId: PROTOCOL_ID, status: 'REJECTED' });

    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await chooseOption(filters, 'Kind', 'Other');
    await waitFor(() => expect(listed.at(-1)!.body).toEqual({ protocolId: PROTOCOL_ID, kind: 'OTHER' }));
    expect(await screen.findByText('contract.pdf')).toBeInTheDocument();
    expect(screen.queryByText('blurred.png')).not.toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await chooseOption(filters, 'Certificate', 'Ana Rossi · Birth');
    await waitFor(() =>
      expect(listed.at(-1)!.body).toEqual({ protocolId: PROTOCOL_ID, certificateId: birth.id }),
    );
    await waitFor(() => expect(screen.queryByText('contract.pdf')).not.toBeInTheDocument());
    expect(screen.getByText('birth.png')).toBeInTheDocument();
  });

  it('says when the case has no file yet, and when no file matches the filters', async () => {
    aCaseWithFiles(() => []);
    const { container } = open();
    expect(await screen.findByText('No files in this case yet.')).toBeInTheDocument();
    await chooseOption(within(container).getByRole('search', { name: 'Filters' }), 'Status', 'Accepted');
    // the empty table may be drawn anew as it settles (the checklist's names arrive): the message is there once still
    await waitFor(() => expect(screen.getByText('No file matches the filters.')).toBeInTheDocument());
  });

  it('lets a LIMITED user read and preview the files, and change nothing', async () => {
    let birthFile!: CaseDocument;
    aCaseWithFiles((birthId) => [
      (birthFile = aDocument({ protocolId: PROTOCOL_ID, certificateId: birthId, fileName: 'birth.png' })),
    ]);
    open('LIMITED');
    const row = (await screen.findByText('birth.png')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Accept: birth.png' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete: birth.png' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose file')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Preview: birth.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'birth.png' });
    expect(within(dialog).getByRole('img', { name: 'birth.png' })).toHaveAttribute(
      'src',
      DOCUMENT_API.content(birthFile.id, true),
    );
    expect(within(dialog).queryByRole('button', { name: 'Send back: birth.png' })).not.toBeInTheDocument();
  });
});
