import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  accessCodeStorageKey,
  DOCUMENT_ERROR_CODES,
  MAX_DOCUMENT_BYTES,
  PUBLIC_DOCUMENT_API,
  PUBLIC_ERROR_CODES,
  type PublicDocument,
} from '@linhagem/contracts';
import { renderRoutes } from '@linhagem/ui-kit/testing';
import { portalRoutes } from '../routes';
import { anInfo, CODE, PROTOCOL_ID, servePortal } from '../../test/fixtures';
import { aDocument, aFile, aRequest, DOCUMENTS_ROUTE, serveDocuments } from '../../test/documentFixtures';
import { installFakeUpload } from '../../test/fakeUpload';
import { server } from '../../test/server';

const PAGE = `/public-client/${PROTOCOL_ID}/documents`;

beforeEach(() => window.localStorage.setItem(accessCodeStorageKey(PROTOCOL_ID), CODE));

const card = (name: string | RegExp) => screen.findByRole('article', { name });
const fileInput = (within: HTMLElement) => within.querySelector<HTMLInputElement>('input[type="file"]')!;

/** What a POST received: its fields, and the file part read back. */
type Received = { certificateId: string | null; kind: string | null; fileName?: string; content?: string };

async function readUpload(request: Request): Promise<Received> {
  const form = await request.formData();
  const file = form.get('file');
  return {
    certificateId: form.get('certificateId') as string | null,
    kind: form.get('kind') as string | null,
    fileName: file instanceof Blob ? (file as File).name : undefined,
    content: file instanceof Blob ? await file.text() : undefined,
  };
}

describe('documents we need from you', () => {
  it('lists each request with whose it is, what, the note, and where what was sent stands', async () => {
    const birth = aRequest({ documentType: 'RELIGIOUS', note: 'The full copy, both sides please.' });
    const wedding = aRequest({ certificateType: 'WEDDING', personName: 'Maria Bianchi' });
    const death = aRequest({ certificateType: 'DEATH', personName: 'Antonio Rossi' });
    servePortal({});
    serveDocuments({
      requests: [birth, wedding, death],
      documents: [
        aDocument({ certificateId: birth.certificateId, version: 1, current: false, fileName: 'first.jpg' }),
        aDocument({
          certificateId: birth.certificateId,
          version: 2,
          status: 'REJECTED',
          reviewReason: 'The photo is blurred.',
          fileName: 'second.jpg',
        }),
        aDocument({ certificateId: wedding.certificateId, status: 'ACCEPTED', fileName: 'wedding.pdf' }),
      ],
    });
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });

    expect(await screen.findByRole('heading', { name: 'Documents we need from you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveClass('active');

    const first = await card('Birth – Giuseppe Rossi');
    expect(within(first).getByText('Type: Religious')).toBeInTheDocument();
    expect(within(first).getByText('The full copy, both sides please.')).toBeInTheDocument();
    expect(within(first).getByText('Sent back')).toBeInTheDocument();
    expect(within(first).getByText('Why: The photo is blurred.')).toBeInTheDocument();
    expect(within(first).getByText('Please send a new file.')).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Send another file: Birth – Giuseppe Rossi' }),
    ).toBeInTheDocument();
    // the earlier version, folded away
    const earlier = within(first).getByText('Earlier files (1)').closest('details')!;
    expect(earlier).not.toHaveAttribute('open');
    expect(within(earlier).getByText(/first\.jpg/)).toBeInTheDocument();

    const second = await card('Wedding – Maria Bianchi');
    expect(within(second).getByText('Accepted')).toBeInTheDocument();
    expect(within(second).getByText(/wedding\.pdf · sent/)).toBeInTheDocument();

    const third = await card('Death – Antonio Rossi');
    expect(within(third).queryByText('Received')).not.toBeInTheDocument();
    const input = fileInput(third);
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp');
    expect(input).toHaveAttribute('capture', 'environment');
    // the button opens the file input (the camera on a phone)
    const click = jest.spyOn(input, 'click');
    within(third).getByRole('button', { name: 'Send the file: Death – Antonio Rossi' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('says so when the office has asked for nothing, in Portuguese by default', async () => {
    servePortal({});
    serveDocuments({ requests: [], documents: [] });
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'pt-BR' });
    expect(
      await screen.findByRole('heading', { name: 'Documentos que precisamos de você' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('O escritório não pediu nenhum documento a você. Quando pedir, ele aparecerá aqui.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar/ })).not.toBeInTheDocument();
  });

  it('sends the file with its certificate as multipart, shows the progress, then "received"', async () => {
    const request = aRequest();
    servePortal({});
    serveDocuments({ requests: [request], documents: [] });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const received: Received[] = [];
    let contentType = '';
    server.use(
      http.post(DOCUMENTS_ROUTE, async ({ request: post, params }) => {
        contentType = post.headers.get('content-type') ?? '';
        received.push(await readUpload(post));
        await answered;
        const sent: PublicDocument = aDocument({
          certificateId: String(received[0].certificateId),
          fileName: 'scan.pdf',
        });
        return params.accessCode === CODE ? HttpResponse.json(sent, { status: 201 }) : HttpResponse.error();
      }),
    );
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const item = await card('Birth – Giuseppe Rossi');
    await userEvent.upload(fileInput(item), aFile('scan.pdf'));

    const progress = await within(item).findByRole('progressbar', { name: 'Sending scan.pdf' });
    expect(within(item).getByText('Sending scan.pdf…')).toBeInTheDocument();
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).toEqual([
      { certificateId: request.certificateId, kind: null, fileName: 'scan.pdf', content: '%PDF-1.7 scan' },
    ]);
    expect(progress).toHaveAttribute('aria-valuenow', '0');

    answer();
    expect(await within(item).findByText('Received')).toBeInTheDocument();
    expect(within(item).getByText('The office will check it and tell you here.')).toBeInTheDocument();
    expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: 'Send another file: Birth – Giuseppe Rossi' }),
    ).toBeInTheDocument();
  });

  it('moves the progress bar as the browser sends the file', async () => {
    const request = aRequest();
    servePortal({});
    serveDocuments({ requests: [request], documents: [] });
    // msw answers an XMLHttpRequest whole: a stand-in browser reports the upload's progress step by step
    const sending = installFakeUpload();
    try {
      renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
      const item = await card('Birth – Giuseppe Rossi');
      await userEvent.upload(fileInput(item), aFile('scan.pdf'));
      const xhr = await sending;
      expect(xhr.method).toBe('POST');
      expect(xhr.url).toBe(PUBLIC_DOCUMENT_API.documents(PROTOCOL_ID, CODE));
      expect(xhr.body.get('certificateId')).toBe(request.certificateId);

      act(() => xhr.progress(40, 100));
      const progress = within(item).getByRole('progressbar', { name: 'Sending scan.pdf' });
      expect(progress).toHaveAttribute('aria-valuenow', '40');
      expect(progress).toHaveAttribute('aria-valuetext', '40%');
      expect(within(item).getByText('Sending scan.pdf…')).toBeInTheDocument();
      act(() => xhr.progress(100, 100));
      expect(progress).toHaveAttribute('aria-valuenow', '100');
      expect(within(item).getByText('scan.pdf is sent: the office is checking it…')).toBeInTheDocument();

      act(() => xhr.answer(201, aDocument({ certificateId: request.certificateId })));
      expect(await within(item).findByText('Received')).toBeInTheDocument();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('stops sending when the family asks', async () => {
    servePortal({});
    serveDocuments({ requests: [aRequest()], documents: [] });
    const sending = installFakeUpload();
    try {
      renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
      const item = await card('Birth – Giuseppe Rossi');
      await userEvent.upload(fileInput(item), aFile('scan.pdf'));
      const xhr = await sending;
      await userEvent.click(within(item).getByRole('button', { name: 'Stop sending' }));
      expect(xhr.aborted).toBe(true);
      expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(within(item).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(item).getByRole('button', { name: /^Send the file/ })).toBeInTheDocument();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it("shows the server's refusal in the family's words, with no retry of the same file", async () => {
    servePortal({});
    serveDocuments({ requests: [aRequest()], documents: [] });
    server.use(
      http.post(DOCUMENTS_ROUTE, () =>
        HttpResponse.json(
          { code: DOCUMENT_ERROR_CODES.pdfEncrypted, message: 'The PDF is encrypted' },
          { status: 422 },
        ),
      ),
    );
    const view = renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const item = await card('Birth – Giuseppe Rossi');
    await userEvent.upload(fileInput(item), aFile('locked.pdf'));
    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent('Not sent: locked.pdf');
    expect(alert).toHaveTextContent('The PDF is protected by a password: send it without the protection.');
    expect(within(item).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    view.switchLanguage('pt-BR');
    expect(
      await within(item).findByText('O PDF está protegido por senha: envie-o sem a proteção.'),
    ).toBeInTheDocument();
  });

  it('answers a file over the limit with the limit, from the server or before sending', async () => {
    servePortal({});
    serveDocuments({ requests: [aRequest()], documents: [] });
    let posts = 0;
    server.use(
      http.post(DOCUMENTS_ROUTE, () => {
        posts++;
        return HttpResponse.json(
          {
            code: DOCUMENT_ERROR_CODES.tooLarge,
            message: 'Too large',
            details: { maxBytes: 10 * 1024 * 1024 },
          },
          { status: 413 },
        );
      }),
    );
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const item = await card('Birth – Giuseppe Rossi');
    await userEvent.upload(fileInput(item), aFile('big.jpg', 'jpeg', 'image/jpeg'));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'The file is larger than 10 MB. Send a smaller photo or scan.',
    );
    expect(posts).toBe(1);

    // over the contracts' limit: refused at once, nothing sent
    await userEvent.upload(fileInput(item), aFile('huge.pdf', new Uint8Array(MAX_DOCUMENT_BYTES + 1)));
    expect(await within(item).findByText('Not sent: huge.pdf')).toBeInTheDocument();
    expect(within(item).getByRole('alert')).toHaveTextContent('The file is larger than 25 MB.');
    expect(posts).toBe(1);
  });

  it("tells the family when the case has no room left for the file, in the family's language", async () => {
    servePortal({});
    serveDocuments({ requests: [aRequest()], documents: [] });
    server.use(
      http.post(DOCUMENTS_ROUTE, () =>
        HttpResponse.json(
          {
            code: DOCUMENT_ERROR_CODES.caseStorageFull,
            message: 'does not fit',
            details: { limitBytes: 500 * 1024 * 1024, usedBytes: 499 * 1024 * 1024 },
          },
          { status: 413 },
        ),
      ),
    );
    const view = renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const item = await card('Birth – Giuseppe Rossi');
    await userEvent.upload(fileInput(item), aFile('scan.jpg', 'jpeg', 'image/jpeg'));
    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent('Not sent: scan.jpg');
    expect(alert).toHaveTextContent(
      'There is no more room for files in this case, so this one was not sent. Please contact the office.',
    );
    expect(within(item).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    view.switchLanguage('pt-BR');
    expect(
      await within(item).findByText(
        'Não há mais espaço para arquivos neste caso, por isso este não foi enviado. Por favor, fale com o escritório.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a picture the office cannot open (an iPhone HEIC) before sending it', async () => {
    servePortal({});
    serveDocuments({ requests: [aRequest()], documents: [] });
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const item = await card('Birth – Giuseppe Rossi');
    // a browser may let any file through (the accept list is a hint): no POST handler, so any request fails the test
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(item), aFile('IMG_0001.HEIC', 'heic', 'image/heic'));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Send a PDF or a JPEG, PNG or WebP picture. (An iPhone HEIC photo: choose "Most compatible".)',
    );
  });

  it('sends the same file again with "Try again" after the connection drops or the server fails', async () => {
    const request = aRequest();
    servePortal({});
    serveDocuments({ requests: [request], documents: [] });
    const received: Received[] = [];
    const answers = [
      () => HttpResponse.error(),
      () => HttpResponse.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 502 }),
      () => HttpResponse.json(aDocument({ certificateId: request.certificateId }), { status: 201 }),
    ];
    server.use(
      http.post(DOCUMENTS_ROUTE, async ({ request: post }) => {
        received.push(await readUpload(post));
        return answers[received.length - 1]();
      }),
    );
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const item = await card('Birth – Giuseppe Rossi');
    await userEvent.upload(fileInput(item), aFile('scan.pdf'));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'The connection dropped before the file arrived. Check your internet and try again.',
    );

    await userEvent.click(within(item).getByRole('button', { name: 'Try again' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'The office could not receive the file just now. Wait a moment and try again.',
    );

    await userEvent.click(within(item).getByRole('button', { name: 'Try again' }));
    expect(await within(item).findByText('Received')).toBeInTheDocument();
    expect(within(item).queryByRole('alert')).not.toBeInTheDocument();
    const sent = {
      certificateId: request.certificateId,
      kind: null,
      fileName: 'scan.pdf',
      content: '%PDF-1.7 scan',
    };
    expect(received).toEqual([sent, sent, sent]);
  });

  it('asks the family to wait after too many uploads, then lets it send the same file again', async () => {
    const request = aRequest();
    servePortal({});
    serveDocuments({ requests: [request], documents: [] });
    let posts = 0;
    server.use(
      http.post(DOCUMENTS_ROUTE, () =>
        ++posts === 1
          ? HttpResponse.json(
              { code: PUBLIC_ERROR_CODES.tooManyWrites, message: 'Too many writes' },
              { status: 429, headers: { 'Retry-After': '60' } },
            )
          : HttpResponse.json(aDocument({ certificateId: request.certificateId }), { status: 201 }),
      ),
    );
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'pt-BR' });
    const item = await card('Nascimento – Giuseppe Rossi');
    await userEvent.upload(fileInput(item), aFile('scan.pdf'));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Muitas alterações em pouco tempo. Aguarde um minuto e tente novamente.',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(item).findByText('Recebido')).toBeInTheDocument();
    expect(posts).toBe(2);
  });

  it('asks for the access code again when the office issued a new one', async () => {
    servePortal({});
    serveDocuments({ requests: [aRequest()], documents: [] });
    server.use(
      http.post(DOCUMENTS_ROUTE, () =>
        HttpResponse.json(
          { code: PUBLIC_ERROR_CODES.accessDenied, message: 'Protocol not found or access code invalid' },
          { status: 403 },
        ),
      ),
    );
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const item = await card('Birth – Giuseppe Rossi');
    await userEvent.upload(fileInput(item), aFile('scan.pdf'));
    const dialog = await screen.findByRole('dialog', { name: 'Access code' });
    expect(within(dialog).getByText('Protocol not found or access code invalid.')).toBeInTheDocument();
    expect(window.localStorage.getItem(accessCodeStorageKey(PROTOCOL_ID))).toBeNull();
  });

  it('shows what was sent but no upload once the case is closed', async () => {
    const request = aRequest();
    servePortal({ info: anInfo({ status: 'FINISHED' }) });
    serveDocuments({ requests: [request], documents: [aDocument({ certificateId: request.certificateId })] });
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    const item = await card('Birth – Giuseppe Rossi');
    expect(within(item).getByText('Received')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('This case is closed: files can no longer be sent.')).toBeInTheDocument();
  });
});
