import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CERTIFICATE_API,
  DOCUMENT_API,
  MAX_DOCUMENT_BYTES,
  toPage,
  type CaseDocument,
  type Certificate,
  type Language,
} from '@linhagem/contracts';
import { reloadPreferences } from '@linhagem/ui-kit';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aCertificate, aPerson, aTree } from '../../test/checklistFixtures';
import { PNG_BYTES, aDocument, aPngFile } from '../../test/documentFixtures';
import { checklistRoutes } from '../checklist/checklistRoutes';

type Recorded = { method: string; path: string; body: unknown };

/** One person with one birth certificate; the case's files are `documents`, changed by the handlers. */
function aCase(documents: CaseDocument[] = []) {
  const ana = aPerson({ category: 'APPLICANT', name: 'Ana Rossi' });
  const certificate = aCertificate(ana.id, { typeOfCertificate: 'BIRTH' });
  ana.certificates = [certificate];
  const state = { documents, calls: [] as Recorded[] };
  const record = async (request: Request) => {
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined),
    };
    state.calls.push(call);
    return call;
  };
  server.use(
    http.get(`*${CERTIFICATE_API.protocolChecklistRoute}`, () => HttpResponse.json(aTree([ana]))),
    http.post(`*${DOCUMENT_API.pagination}`, () =>
      HttpResponse.json(toPage(state.documents, state.documents.length, 1, 100)),
    ),
  );
  return { certificate, state, record };
}

const open = (language: Language = 'en-US') =>
  renderWithProviders({ path: `/protocol/${PROTOCOL_ID}/checklist`, routes: checklistRoutes, language });

/** The files section of the side panel open on a certificate: it stays open through the panel's own dialogs. */
async function filesInPanel(name = 'Birth'): Promise<HTMLElement> {
  const open = await screen.findByRole('complementary', { name: new RegExp(`^${name} · `) });
  return within(open).getByRole('region', { name: /^(Files|Arquivos)$/ });
}

/** The confirmation the page asks, apart from the panel's own Cancel button. */
const confirmation = () => screen.findByRole('dialog', { name: 'Confirmation' });

/** The files section of the birth certificate, in the side panel its row of the checklist table opens. */
async function filesOfBirth(name = 'Birth'): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('row', { name: new RegExp(`^${name} (of|de) `) }));
  return filesInPanel(name);
}

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('a certificate’s files', () => {
  it('sends a chosen file with its kind, shows its progress, then the new file with its status and version', async () => {
    const { certificate, state } = aCase();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(`*${DOCUMENT_API.collection}`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        sent.push({
          protocolId: form.get('protocolId'),
          certificateId: form.get('certificateId'),
          kind: form.get('kind'),
          fileName: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
        await held;
        const document = aDocument({
          protocolId: PROTOCOL_ID,
          certificateId: certificate.id,
          kind: 'TRANSLATION',
          fileName: 'birth-translation.png',
        });
        state.documents = [document];
        return HttpResponse.json(document, { status: 201 });
      }),
    );
    open();
    const files = await filesOfBirth();
    expect(await within(files).findByText('No file sent yet.')).toBeInTheDocument();
    expect(within(files).getByText('0 files')).toBeInTheDocument();

    const kind = within(files).getByLabelText('Kind of file');
    await userEvent.click(kind.closest('.p-dropdown') as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Sworn translation', hidden: true }));
    const input = within(files).getByLabelText('Choose file');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp');
    await userEvent.upload(input, aPngFile('birth-translation.png'));

    const progress = await within(files).findByRole('progressbar', {
      name: 'Upload of birth-translation.png',
    });
    expect(within(files).getByText('Sending birth-translation.png')).toBeInTheDocument();
    release();
    await within(files).findByText('birth-translation.png sent.');
    expect(progress).toHaveAttribute('value', '100');
    expect(sent).toEqual([
      {
        protocolId: PROTOCOL_ID,
        certificateId: certificate.id,
        kind: 'TRANSLATION',
        fileName: 'birth-translation.png',
        bytes: PNG_BYTES,
      },
    ]);
    const card = await within(files).findByRole('listitem', { name: 'birth-translation.png' });
    expect(within(card).getByText('Sworn translation')).toBeInTheDocument();
    expect(within(card).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(card).getByLabelText('Version 1')).toBeInTheDocument();
    expect(within(files).getByText('1 file')).toBeInTheDocument();
  });

  it('takes a dropped file too', async () => {
    const { state, certificate } = aCase();
    server.use(
      http.post(`*${DOCUMENT_API.collection}`, async () => {
        state.documents = [aDocument({ protocolId: PROTOCOL_ID, certificateId: certificate.id })];
        return HttpResponse.json(state.documents[0], { status: 201 });
      }),
    );
    open();
    const files = await filesOfBirth();
    fireEvent.drop(within(files).getByTestId('document-dropzone'), {
      dataTransfer: { files: [aPngFile()], types: ['Files'] },
    });
    expect(await within(files).findByRole('listitem', { name: 'scan.png' })).toBeInTheDocument();
  });

  it('names a refused file’s reason in the person’s language, and stores nothing', async () => {
    const { state } = aCase();
    server.use(
      http.post(`*${DOCUMENT_API.collection}`, () =>
        HttpResponse.json(
          {
            code: 'document.unsupported-type',
            message: 'image/heic is not accepted',
            details: { detected: 'heic' },
          },
          { status: 415 },
        ),
      ),
    );
    open('pt-BR');
    const files = await filesOfBirth('Nascimento');
    await userEvent.upload(within(files).getByLabelText('Escolher arquivo'), aPngFile('IMG_0001.png'));
    const alert = await within(files).findByRole('alert');
    expect(alert).toHaveTextContent(
      'IMG_0001.png não foi enviado. Envie um PDF ou uma imagem JPEG, PNG ou WebP. (Foto HEIC do iPhone: escolha "Mais compatível".)',
    );
    expect(state.documents).toEqual([]);
    expect(within(files).getByText('Nenhum arquivo enviado ainda.')).toBeInTheDocument();
  });

  it('refuses a file over the limit before sending a byte', async () => {
    aCase();
    const sent = jest.fn();
    server.use(
      http.post(`*${DOCUMENT_API.collection}`, () => (sent(), HttpResponse.json({}, { status: 201 }))),
    );
    open();
    const files = await filesOfBirth();
    const huge = aPngFile('huge-scan.png');
    Object.defineProperty(huge, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    await userEvent.upload(within(files).getByLabelText('Choose file'), huge);
    expect(await within(files).findByRole('alert')).toHaveTextContent(
      'huge-scan.png was not sent. The file is larger than the limit accepted.',
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('cancels an upload on its way, and says nothing more of it', async () => {
    aCase();
    server.use(http.post(`*${DOCUMENT_API.collection}`, () => new Promise<Response>(() => undefined)));
    open();
    const files = await filesOfBirth();
    await userEvent.upload(within(files).getByLabelText('Choose file'), aPngFile('slow.png'));
    await within(files).findByRole('progressbar', { name: 'Upload of slow.png' });
    await userEvent.click(within(files).getByRole('button', { name: 'Cancel upload: slow.png' }));
    await waitFor(() => expect(within(files).queryByText('Sending slow.png')).not.toBeInTheDocument());
    expect(within(files).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a file back only with a reason, and sends that reason', async () => {
    const { certificate, state, record } = aCase();
    const document = aDocument({ protocolId: PROTOCOL_ID, certificateId: certificate.id });
    state.documents = [document];
    server.use(
      http.post(`*${DOCUMENT_API.reviewRoute}`, async ({ request }) => {
        const call = await record(request);
        state.documents = [
          { ...document, status: 'REJECTED', reviewReason: (call.body as { reason: string }).reason },
        ];
        return HttpResponse.json(state.documents[0]);
      }),
    );
    open();
    const files = await filesOfBirth();
    const card = await within(files).findByRole('listitem', { name: 'scan.png' });
    await userEvent.click(within(card).getByRole('button', { name: 'Send back: scan.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back scan.png' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Say why the file is sent back.');
    expect(state.calls).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Why is it sent back?'), 'The stamp is not legible');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(state.calls).toEqual([
        {
          method: 'POST',
          path: DOCUMENT_API.review(document.id),
          body: { decision: 'REJECTED', reason: 'The stamp is not legible' },
        },
      ]),
    );
    const rejected = await within(files).findByText('Reason: The stamp is not legible');
    expect(within(rejected.closest('li')!).getByText('Sent back')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('accepts a file, and deletes one only after the confirmation', async () => {
    const { certificate, state, record } = aCase();
    const document = aDocument({ protocolId: PROTOCOL_ID, certificateId: certificate.id });
    state.documents = [document];
    server.use(
      http.post(`*${DOCUMENT_API.reviewRoute}`, async ({ request }) => {
        await record(request);
        state.documents = [{ ...document, status: 'ACCEPTED' }];
        return HttpResponse.json(state.documents[0]);
      }),
      http.delete(`*${DOCUMENT_API.itemRoute}`, async ({ request }) => {
        await record(request);
        state.documents = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    open();
    const files = await filesOfBirth();
    const card = await within(files).findByRole('listitem', { name: 'scan.png' });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept: scan.png' }));
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept: scan.png' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Delete: scan.png' }));
    await userEvent.click(within(await confirmation()).getByRole('button', { name: 'Cancel' }));
    expect(state.calls.map((call) => call.method)).toEqual(['POST']);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete: scan.png' }));
    await userEvent.click(within(await confirmation()).getByRole('button', { name: 'Yes' }));
    await waitFor(async () =>
      expect(within(await filesInPanel()).getByText('No file sent yet.')).toBeInTheDocument(),
    );
    expect(state.calls).toEqual([
      { method: 'POST', path: DOCUMENT_API.review(document.id), body: { decision: 'ACCEPTED' } },
      { method: 'DELETE', path: DOCUMENT_API.item(document.id), body: undefined },
    ]);
  });

  it('lists earlier versions apart, and opens one in the preview', async () => {
    const { certificate, state } = aCase();
    const first = aDocument({
      protocolId: PROTOCOL_ID,
      certificateId: certificate.id,
      fileName: 'old.pdf',
      contentType: 'application/pdf',
      version: 1,
      current: false,
      status: 'REJECTED',
    });
    const second = aDocument({
      protocolId: PROTOCOL_ID,
      certificateId: certificate.id,
      fileName: 'new.png',
      version: 2,
    });
    state.documents = [second, first];
    open();
    const files = await filesOfBirth();
    expect(await within(files).findByText('1 file')).toBeInTheDocument();
    await userEvent.click(within(files).getByText('1 earlier version'));
    await userEvent.click(within(files).getByRole('button', { name: 'Open old.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'old.pdf' });
    expect(within(dialog).getByLabelText('old.pdf')).toHaveAttribute(
      'data',
      DOCUMENT_API.content(first.id, true),
    );
    expect(within(dialog).getByText('Version 1 · Earlier version')).toBeInTheDocument();
  });

  it('asks the family for the certificate with the note, shows the request and withdraws it', async () => {
    const { certificate, state, record } = aCase();
    const requested = (body: { note: string | null } | undefined): Certificate => ({
      ...certificate,
      familyRequest: body
        ? {
            note: body.note,
            requestedAt: '2026-11-25T10:00:00.000Z',
            requestedBy: { userId: 'u1', name: 'Carla Mendes' },
          }
        : null,
    });
    server.use(
      http.post(`*${CERTIFICATE_API.requestFromFamilyRoute}`, async ({ request }) => {
        const call = await record(request);
        return HttpResponse.json({ ...requested(call.body as { note: string }), progress: 0, color: 'RED' });
      }),
      http.delete(`*${CERTIFICATE_API.requestFromFamilyRoute}`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ ...requested(undefined), progress: 0, color: 'RED' });
      }),
    );
    open();
    const files = await filesOfBirth();
    await userEvent.click(within(files).getByRole('button', { name: 'Request from the family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request this certificate from the family' });
    await userEvent.type(
      within(dialog).getByLabelText('Note for the family (optional)'),
      'A photo of both sides, please',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const withRequest = await filesInPanel();
    expect(await within(withRequest).findByRole('status')).toHaveTextContent(
      /Requested from the family on .* by Carla MendesNote: A photo of both sides, please/,
    );
    await userEvent.click(within(withRequest).getByRole('button', { name: 'Withdraw request' }));
    await userEvent.click(within(await confirmation()).getByRole('button', { name: 'Yes' }));
    expect(
      await within(await filesInPanel()).findByRole('button', { name: 'Request from the family' }),
    ).toBeInTheDocument();
    expect(state.calls).toEqual([
      {
        method: 'POST',
        path: CERTIFICATE_API.requestFromFamily(certificate.id),
        body: { note: 'A photo of both sides, please' },
      },
      { method: 'DELETE', path: CERTIFICATE_API.requestFromFamily(certificate.id), body: undefined },
    ]);
  });
});
