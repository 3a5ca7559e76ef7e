import { DOCUMENT_API, FORM_TEMPLATE_API } from '@linhagem/contracts';
import { makeJpeg, makePdf } from '../../test/files';
import { makeFormPdf } from '../../test/formPdf';
import {
  authHeaders,
  startDocumentsApiTestService,
  uploadAs,
  type DocumentsApiTestService,
} from '../../test/support';
import { downloadName } from './downloadName';

it('ends a download name with the extension of the type its bytes are', () => {
  expect(downloadName('recibo.html', 'application/pdf')).toBe('recibo.pdf');
  expect(downloadName('foto', 'image/jpeg')).toBe('foto.jpg');
  expect(downloadName('FOTO.JPEG', 'image/jpeg')).toBe('FOTO.JPEG');
  expect(downloadName('certidão.pdf', 'application/pdf')).toBe('certidão.pdf');
  expect(downloadName('scan.pdf', 'image/png')).toBe('scan.png');
});

// docs/adr-documents.md "Caching and download names": over HTTP, each download of a file a person sent is named by
// what its bytes are, whatever the name it was sent under
describe('download names over HTTP', () => {
  let service: DocumentsApiTestService;
  beforeAll(async () => {
    service = await startDocumentsApiTestService();
  });
  afterAll(() => service.close());

  const dispositionOf = async (path: string) => {
    const response = await fetch(`${service.url}${path}`, { headers: authHeaders('LIMITED') });
    expect([response.status, response.headers.get('cache-control')]).toEqual([200, 'no-store']);
    await response.arrayBuffer();
    return response.headers.get('content-disposition');
  };

  it("names a case file's contents by its detected type, attached or inline", async () => {
    const family = await service.caseWithCertificates('Júlia Nomes');
    const send = async (bytes: Buffer, name: string, type: string) => {
      const sent = await uploadAs(
        `${service.url}${DOCUMENT_API.collection}`,
        { protocolId: family.id, kind: 'OTHER' },
        [{ bytes, name, type }],
      );
      expect(sent.status).toBe(201);
      // the name sent is kept for display
      expect(sent.body.fileName).toBe(name);
      return sent.body.id as string;
    };
    const receipt = await send(await makePdf(), 'recibo.html', 'application/pdf');
    expect(await dispositionOf(DOCUMENT_API.content(receipt))).toBe(
      `attachment; filename="recibo.pdf"; filename*=UTF-8''recibo.pdf`,
    );
    expect(await dispositionOf(DOCUMENT_API.content(receipt, true))).toMatch(
      /^inline; filename="recibo\.pdf"/,
    );
    const photo = await send(await makeJpeg(), 'foto', '');
    expect(await dispositionOf(DOCUMENT_API.content(photo))).toMatch(/^attachment; filename="foto\.jpg"/);
  });

  it("names an official form's PDF as a PDF", async () => {
    const sent = await uploadAs(
      `${service.url}${FORM_TEMPLATE_API.collection}`,
      { name: 'Requerimento', per: 'PROTOCOL' },
      [{ bytes: await makeFormPdf(), name: 'requerimento.exe', type: 'application/pdf' }],
      authHeaders('ADMINISTRATOR'),
    );
    expect(sent.status).toBe(201);
    const response = await fetch(`${service.url}${FORM_TEMPLATE_API.file(sent.body.id)}`, {
      headers: authHeaders('NORMAL'),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="requerimento\.pdf"/);
  });
});
