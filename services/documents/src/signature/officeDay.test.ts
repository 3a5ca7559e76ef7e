// The office's day (DESIGN "The office's day") on a server in UTC: at 23:30 in São Paulo it is already the next
// day in UTC, and a request that expires "today" must still be signable today.
process.env.TZ = 'UTC';

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DOCUMENT_API, SIGNATURE_API, SIGNATURE_ERROR_CODES } from '@linhagem/contracts';
import {
  SAO_PAULO_AFTER_MIDNIGHT as AFTER_MIDNIGHT,
  SAO_PAULO_EVENING as EVENING,
  setOfficeClock as setClock,
} from '@linhagem/contracts/testing/officeDayClock';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startDocumentsApiTestService, uploadAs, type DocumentsApiTestService } from '../../test/support';

let service: DocumentsApiTestService;
beforeAll(async () => {
  service = await startDocumentsApiTestService();
});
afterEach(() => jest.useRealTimers());
afterAll(() => service.close());

async function contract(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('Contrato de prestação de serviços', { x: 50, y: 760, size: 16, font });
  return Buffer.from(await pdf.save());
}

async function caseWithContract() {
  const ana = service.protocols.standIns.addClient('Ana Souza', '1980-05-01', { cpf: '52998224725' });
  const created = await service.protocols.call('POST', '/api/protocol', {
    name: 'Case of Ana Souza',
    familyName: 'Souza',
    mainClient: ana,
    clients: [ana],
  });
  expect(created.status).toBe(201);
  const uploaded = await uploadAs(
    `${service.url}${DOCUMENT_API.collection}`,
    { protocolId: created.body.id, kind: 'OTHER' },
    [{ bytes: await contract(), name: 'contrato.pdf', type: 'application/pdf' }],
  );
  return { documentId: uploaded.body.id as string, signer: ana };
}

const sendExpiringOn = (c: { documentId: string; signer: string }, expiresOn: string) =>
  requestJson(`${service.url}${SIGNATURE_API.collection}`, {
    method: 'POST',
    headers: callerHeaders('NORMAL'),
    body: { documentId: c.documentId, signers: [{ clientId: c.signer }], expiresOn },
  });

describe("a signing request's day on a server in UTC", () => {
  it("takes São Paulo's today as a valid expiry at 23:30, and refuses it at 00:30", async () => {
    const c = await caseWithContract();
    setClock(EVENING);
    const evening = await sendExpiringOn(c, '2026-11-29');
    expect(evening.status).toBe(201);
    expect(evening.body.status).toBe('OPEN');
    setClock(AFTER_MIDNIGHT);
    const read = await requestJson(`${service.url}${SIGNATURE_API.item(evening.body.id)}`, {
      headers: callerHeaders('NORMAL'),
    });
    expect(read.body.status).toBe('EXPIRED');
    const late = await sendExpiringOn(c, '2026-11-29');
    expect(late.status).toBe(400);
    expect(late.body.code).toBe(SIGNATURE_ERROR_CODES.expiryPast);
  });
});
