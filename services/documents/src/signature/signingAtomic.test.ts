import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  DOCUMENT_API,
  PROTOCOL_API,
  PUBLIC_SIGNATURE_API,
  SIGNATURE_API,
  SIGNATURE_ERROR_CODES as CODES,
} from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startDocumentsApiTestService, uploadAs, type DocumentsApiTestService } from '../../test/support';

// Signing is all or nothing (docs/adr-signatures.md): checked whole first; SIGNED only once the signed PDF is stored.
let service: DocumentsApiTestService;
let nextAddress = 1;
const freshAddress = () => `10.7.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  service = await startDocumentsApiTestService();
});
afterAll(() => service.close());

const ANA = { name: 'Ana Souza', cpf: '52998224725', birthDay: '1980-05-01' };
const NEXT_YEAR = `${new Date().getFullYear() + 1}-12-31`;

async function sentRequest() {
  const clientId = service.protocols.standIns.addClient(ANA.name, ANA.birthDay, { cpf: ANA.cpf });
  const created = await service.protocols.call('POST', '/api/protocol', {
    name: 'Case of Ana',
    familyName: 'Souza',
    mainClient: clientId,
    clients: [clientId],
  });
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  const document = await uploadAs(
    `${service.url}${DOCUMENT_API.collection}`,
    { protocolId: created.body.id, kind: 'OTHER' },
    [{ bytes: Buffer.from(await pdf.save()), name: 'contrato.pdf', type: 'application/pdf' }],
  );
  const sent = await requestJson(`${service.url}${SIGNATURE_API.collection}`, {
    method: 'POST',
    headers: callerHeaders('NORMAL'),
    body: { documentId: document.body.id, signers: [{ clientId }], expiresOn: NEXT_YEAR },
  });
  const c = { id: created.body.id as string, accessCode: created.body.accessCode as string, clientId };
  return { ...c, signatureId: sent.body.id as string };
}

type Sent = Awaited<ReturnType<typeof sentRequest>>;
const sign = (c: Sent, extra: Record<string, unknown> = {}) =>
  requestJson(`${service.url}${PUBLIC_SIGNATURE_API.sign(c.id, c.accessCode, c.signatureId)}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshAddress() },
    body: {
      clientId: c.clientId,
      cpf: ANA.cpf,
      birthDay: ANA.birthDay,
      fullName: ANA.name,
      consent: true,
      ...extra,
    },
  });
const request = async (c: Sent) =>
  (
    await requestJson(`${service.url}${SIGNATURE_API.item(c.signatureId)}`, {
      headers: callerHeaders('NORMAL'),
    })
  ).body;
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

describe('signing is all or nothing', () => {
  it('refuses a PNG with a valid header and a broken body (422), and changes nothing', async () => {
    const c = await sentRequest();
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    // the signature and IHDR stay whole (sharp's metadata reads them); the compressed pixels of IDAT are garbled
    const broken = Buffer.from(png);
    const idat = broken.indexOf('IDAT', 8, 'latin1');
    for (let k = idat + 6; k < idat + 4 + broken.readUInt32BE(idat - 4); k++) broken[k] ^= 0x5a;
    expect((await sharp(broken).metadata()).format).toBe('png');
    const before = await request(c);
    for (const drawing of [broken, Buffer.from('not a png at all')]) {
      const refused = await sign(c, { drawing: dataUrl(drawing) });
      expect([refused.status, refused.body.code]).toEqual([422, CODES.drawingInvalid]);
    }
    expect(await request(c)).toEqual(before);
    // the whole picture signs
    expect((await sign(c, { drawing: dataUrl(png) })).body.status).toBe('COMPLETED');
  });

  it('leaves the signer unsigned and nothing stored when the signed PDF cannot be stored, then signs', async () => {
    const c = await sentRequest();
    const db = service.database.connection.db!;
    const before = { request: await request(c), stored: await service.stored() };
    // the store fails: GridFS refuses the signed PDF's file, then the documents collection its record
    for (const [collection, validator] of [
      ['documentFiles.files', { filename: { $not: /^signed-/ } }],
      ['documents', { fileName: { $not: /assinado/ } }],
    ] as const) {
      await db.command({ collMod: collection, validator, validationAction: 'error' });
      try {
        const failed = await sign(c);
        expect([collection, failed.status, failed.body.code]).toEqual([collection, 503, CODES.notStored]);
      } finally {
        await db.command({ collMod: collection, validator: {} });
      }
      expect(await request(c)).toEqual(before.request);
      expect(await service.stored()).toEqual(before.stored);
    }
    const signed = await sign(c);
    expect([signed.status, signed.body.status]).toEqual([200, 'COMPLETED']);
    const done = await request(c);
    expect(done).toMatchObject({ status: 'COMPLETED', signers: [{ state: 'SIGNED' }] });
    expect(done.signedDocumentId).toEqual(expect.any(String));
    // the timeline tells it as a signature event, not as a message the family wrote
    const timeline = await service.protocols.call('GET', PROTOCOL_API.timeline(c.id));
    const kinds = timeline.body.map((event: { kind: string; message: string }) => [
      event.kind,
      event.message,
    ]);
    expect(kinds).toContainEqual(['SIGNATURE', 'Todos assinaram contrato.pdf']);
    expect(kinds.filter(([kind]: string[]) => kind === 'FAMILY_NOTIFICATION')).toEqual([]);
  });
});
