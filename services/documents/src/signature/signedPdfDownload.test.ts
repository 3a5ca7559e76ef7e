import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DOCUMENT_API, PUBLIC_SIGNATURE_API, SIGNATURE_API, type AuditEntry } from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { makePdf } from '../../test/files';
import { startDocumentsApiTestService, uploadAs, type DocumentsApiTestService } from '../../test/support';
import { SIGNED_PDF_FIELD } from './signedPdfDownload';

let service: DocumentsApiTestService;
let nextAddress = 1;
const freshAddress = () => `10.11.0.${nextAddress++}`;

beforeAll(async () => {
  service = await startDocumentsApiTestService();
});
afterAll(() => service.close());

const ANA = { name: 'Ana Evidência', cpf: '52998224725', birthDay: '1980-05-01' };

const staff = (method: string, path: string, body?: unknown) =>
  requestJson(`${service.url}${path}`, { method, headers: callerHeaders('NORMAL'), body });
const familyCall = (method: string, path: string, body?: unknown) =>
  requestJson(`${service.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body,
  });

/** A contract made by pdf-lib, sent for Ana's signature and signed by her: the request and the case. */
async function signedContract() {
  const clientId = service.protocols.standIns.addClient(ANA.name, ANA.birthDay, { cpf: ANA.cpf });
  const created = await service.protocols.call('POST', '/api/protocol', {
    name: 'Case of Ana',
    familyName: 'Evidência',
    mainClient: clientId,
    clients: [clientId],
  });
  expect(created.status).toBe(201);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('Contrato', { x: 50, y: 760, size: 16, font });
  const stored = await uploadAs(
    `${service.url}${DOCUMENT_API.collection}`,
    { protocolId: created.body.id, kind: 'OTHER' },
    [{ bytes: Buffer.from(await pdf.save()), name: 'contrato.pdf', type: 'application/pdf' }],
  );
  expect(stored.status).toBe(201);
  const sent = await staff('POST', SIGNATURE_API.collection, {
    documentId: stored.body.id,
    signers: [{ clientId }],
    ordered: true,
    expiresOn: `${new Date().getFullYear() + 1}-12-31`,
  });
  expect(sent.status).toBe(201);
  const c = { id: created.body.id as string, accessCode: created.body.accessCode as string };
  const signed = await familyCall('POST', PUBLIC_SIGNATURE_API.sign(c.id, c.accessCode, sent.body.id), {
    clientId,
    fullName: ANA.name,
    cpf: ANA.cpf,
    birthDay: ANA.birthDay,
    consent: true,
  });
  expect(signed.status).toBe(200);
  const request = await staff('GET', SIGNATURE_API.item(sent.body.id));
  expect(request.body.signedDocumentId).toEqual(expect.any(String));
  return {
    ...c,
    signatureId: sent.body.id as string,
    signedDocumentId: request.body.signedDocumentId as string,
  };
}

const exportsOf = async (protocolId: string): Promise<AuditEntry[]> => {
  const audit = await staff('POST', `${DOCUMENT_API.audit}?size=50`, { protocolId, action: 'EXPORT' });
  expect(audit.status).toBe(200);
  return audit.body.content;
};

describe('signature evidence: never cached, each download audited', () => {
  it("answers the staff's reads of a request, which hold each signer's evidence, no-store", async () => {
    const c = await signedContract();
    const item = await staff('GET', SIGNATURE_API.item(c.signatureId));
    expect(item.body.signers[0].evidence.cpf).toBe(ANA.cpf);
    expect(item.headers.get('cache-control')).toBe('no-store');
    const list = await staff('GET', `${SIGNATURE_API.collection}?protocolId=${c.id}`);
    expect([list.status, list.headers.get('cache-control')]).toEqual([200, 'no-store']);
  });

  it('records who took the signed PDF, staff or the family, before giving it no-store', async () => {
    const c = await signedContract();
    expect(await exportsOf(c.id)).toEqual([]);

    const byStaff = await fetch(`${service.url}${DOCUMENT_API.content(c.signedDocumentId)}`, {
      headers: callerHeaders('LIMITED'),
    });
    expect(byStaff.status).toBe(200);
    expect(byStaff.headers.get('cache-control')).toBe('no-store');
    await byStaff.arrayBuffer();
    const preview = await fetch(`${service.url}${DOCUMENT_API.content(c.signedDocumentId, true)}`, {
      headers: callerHeaders('NORMAL'),
    });
    await preview.arrayBuffer();

    const byFamily = await fetch(
      `${service.url}${PUBLIC_SIGNATURE_API.signed(c.id, c.accessCode, c.signatureId)}`,
      {
        headers: { 'x-forwarded-for': freshAddress() },
      },
    );
    expect(byFamily.status).toBe(200);
    expect(byFamily.headers.get('cache-control')).toBe('no-store');
    await byFamily.arrayBuffer();

    const entries = await exportsOf(c.id);
    expect(entries).toHaveLength(3);
    for (const entry of entries)
      expect(entry).toMatchObject({
        entityId: c.signedDocumentId,
        entityName: 'contrato - assinado.pdf',
        action: 'EXPORT',
        field: SIGNED_PDF_FIELD,
        after: expect.objectContaining({ signatureId: c.signatureId }),
      });
    expect(entries.map((entry) => entry.after as { reader: string; inline: boolean })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reader: 'staff', inline: false }),
        expect.objectContaining({ reader: 'staff', inline: true }),
        expect.objectContaining({ reader: 'portal', inline: false }),
      ]),
    );
    expect(entries.find((entry) => (entry.after as { reader: string }).reader === 'portal')).toMatchObject({
      userName: 'portal',
    });
  });

  it("records nothing for an ordinary document's contents, still no-store", async () => {
    const c = await signedContract();
    const scan = await uploadAs(
      `${service.url}${DOCUMENT_API.collection}`,
      { protocolId: c.id, kind: 'OTHER' },
      [{ bytes: await makePdf(), name: 'scan.pdf', type: 'application/pdf' }],
    );
    const content = await fetch(`${service.url}${DOCUMENT_API.content(scan.body.id)}`, {
      headers: callerHeaders('NORMAL'),
    });
    expect([content.status, content.headers.get('cache-control')]).toEqual([200, 'no-store']);
    await content.arrayBuffer();
    expect(await exportsOf(c.id)).toEqual([]);
  });
});
