import { Types, mongo } from 'mongoose';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  CATALOG_RENDER_INTERNAL,
  DOCUMENT_API,
  NOTIFICATION_API,
  BUDGET_API,
  PUBLIC_SIGNATURE_API,
  SIGNATURE_API,
  SIGNATURE_ERROR_CODES as CODES,
} from '@linhagem/contracts';
import { authenticate, requireService } from '@linhagem/service-kit';
import { callerHeaders, listenForTest, requestJson, startStandIn } from '@linhagem/service-kit/testing';
import { buildApp } from '../app';
import { readPdf } from '../../test/pdfText';
import { startDocumentsApiTestService, uploadAs, type DocumentsApiTestService } from '../../test/support';
import { sha256Of } from './signedPdf';

let service: DocumentsApiTestService;
let nextAddress = 1;
/** each call speaks from its own address: protocols' per-address limits stay out of the way */
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  service = await startDocumentsApiTestService();
});
afterAll(() => service.close());

const ANA = { name: 'Ana Conceição Souza', cpf: '529.982.247-25', birthDay: '1980-05-01' };
const BRUNO = { name: 'Bruno Souza', cpf: '111.444.777-35', birthDay: '1978-02-10' };
const CAIO = { name: 'Caio Souza', cpf: '935.411.347-80', birthDay: '2015-03-03' };
const NO_CPF = { name: 'Dora Souza', cpf: null, birthDay: '1975-01-01' };
const NEXT_YEAR = `${new Date().getFullYear() + 1}-12-31`;

/** A contract of `pages` pages made by pdf-lib, each page saying which it is. */
async function makeContract(pages = 2): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++)
    pdf
      .addPage([595, 842])
      .drawText(`Contrato de prestação de serviços, página ${n}`, { x: 50, y: 760, size: 16, font });
  return Buffer.from(await pdf.save());
}

type Person = { name: string; cpf: string | null; birthDay: string };

/** A protocol (or budget) of these persons, with their CPF and birth date in the clients stand-in, and a PDF. */
async function caseWithContract(persons: Person[], kind: 'protocol' | 'budget' = 'protocol') {
  const ids = persons.map(({ name, cpf, birthDay }) =>
    service.protocols.standIns.addClient(name, birthDay, { cpf: cpf?.replace(/\D/g, '') ?? null }),
  );
  const created = await service.protocols.call('POST', `/api/${kind}`, {
    name: `Case of ${persons[0].name}`,
    familyName: 'Souza',
    mainClient: ids[0],
    clients: ids,
    // a minor comes with the first person as responsible
    underAges: persons.flatMap((person, k) =>
      person.birthDay > '2010' ? [{ client: ids[0], underAgeClient: ids[k] }] : [],
    ),
  });
  expect(created.status).toBe(201);
  const bytes = await makeContract();
  // a budget takes no uploads: its quote is stored as the quote route stores it, straight in the collection
  const document =
    kind === 'protocol'
      ? (
          await uploadAs(
            `${service.url}${DOCUMENT_API.collection}`,
            { protocolId: created.body.id, kind: 'OTHER' },
            [{ bytes, name: 'contrato.pdf', type: 'application/pdf' }],
          )
        ).body
      : await storeDirectly(created.body.id, bytes);
  return {
    id: created.body.id as string,
    accessCode: created.body.accessCode as string,
    ids,
    birthDays: persons.map((person) => person.birthDay),
    document,
    bytes,
  };
}

/** A PDF stored for a budget as the service stores its own (GridFS bytes and a document record). */
async function storeDirectly(protocolId: string, bytes: Buffer) {
  const db = service.database.connection.db!;
  const bucket = new mongo.GridFSBucket(db, { bucketName: 'documentFiles' });
  const upload = bucket.openUploadStream('orcamento.pdf');
  await new Promise((resolve) => upload.end(bytes, () => resolve(undefined)));
  const id = new Types.ObjectId();
  await db.collection('documents').insertOne({
    _id: id,
    protocol: new Types.ObjectId(protocolId),
    kind: 'OTHER',
    file: upload.id,
    fileName: 'orcamento.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
    sha256: sha256Of(bytes),
    pageCount: 2,
    sentBy: { kind: 'STAFF', userId: 'u1', name: 'Staff' },
    sentAt: new Date(),
    status: 'ACCEPTED',
    version: 1,
    current: true,
  });
  return { id: String(id) };
}

const staff = (method: string, path: string, body?: unknown) =>
  requestJson(`${service.url}${path}`, { method, headers: callerHeaders('NORMAL'), body });
const family = (method: string, path: string, body?: unknown, userAgent = 'jest-portal/1.0') =>
  requestJson(`${service.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.7, ${freshAddress()}`,
      'user-agent': userAgent,
    },
    body,
  });
const signatures = (c: { id: string; accessCode: string }) =>
  family('GET', PUBLIC_SIGNATURE_API.list(c.id, c.accessCode));
type Family = { id: string; accessCode: string; ids?: string[]; birthDays?: string[] };
/** The portal's sign call; the signer is the case's person of the proof's birth date unless `clientId` says. */
const sign = (c: Family, signatureId: string, body: Record<string, unknown>) =>
  family('POST', PUBLIC_SIGNATURE_API.sign(c.id, c.accessCode, signatureId), {
    clientId: c.ids?.[c.birthDays?.indexOf(String(body.birthDay)) ?? -1] ?? c.ids?.[0],
    ...body,
  });
const asSigner = (person: Person, extra: Record<string, unknown> = {}) => ({
  fullName: person.name,
  cpf: person.cpf,
  birthDay: person.birthDay,
  consent: true,
  ...extra,
});
const open = (c: Family, signatureId: string) =>
  family('POST', PUBLIC_SIGNATURE_API.open(c.id, c.accessCode, signatureId));
const send = (c: { document: { id: string }; ids: string[] }, extra: Record<string, unknown> = {}) =>
  staff('POST', SIGNATURE_API.collection, {
    documentId: c.document.id,
    signers: c.ids.slice(0, 2).map((clientId) => ({ clientId })),
    ordered: true,
    expiresOn: NEXT_YEAR,
    message: 'Please sign',
    ...extra,
  });
const verify = (bytes: Buffer) =>
  uploadAs(`${service.url}${SIGNATURE_API.verify}`, {}, [
    { bytes, name: 'signed.pdf', type: 'application/pdf' },
  ]);
const signatureCount = () => service.database.connection.db!.collection('signatures').countDocuments();
const signedCount = async (id: string) =>
  (await staff('GET', SIGNATURE_API.item(id))).body.signers.filter(
    (s: { state: string }) => s.state === 'SIGNED',
  ).length;

describe('signing in the portal', () => {
  it('two signers in order: viewed, signed with evidence, the signed PDF kept, downloaded and verified', async () => {
    const c = await caseWithContract([ANA, BRUNO]);
    const sent = await send(c);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      protocolId: c.id,
      documentId: c.document.id,
      documentSha256: sha256Of(c.bytes),
      ordered: true,
      status: 'OPEN',
      signers: [
        { clientId: c.ids[0], name: ANA.name, state: 'SENT' },
        { clientId: c.ids[1], name: BRUNO.name, state: 'SENT' },
      ],
    });
    const id = sent.body.id;

    const listed = await signatures(c);
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({ id, pageCount: 2, nextClientId: c.ids[0], status: 'OPEN' });
    expect(JSON.stringify(listed.body)).not.toContain('52998224725');
    // reading the list writes nothing: opening the request is the family's POST
    expect(
      (await staff('GET', SIGNATURE_API.item(id))).body.signers.map((s: { state: string }) => s.state),
    ).toEqual(['SENT', 'SENT']);
    const opened = await open(c, id);
    expect([opened.status, opened.body.id]).toEqual([200, id]);
    expect(
      (await staff('GET', SIGNATURE_API.item(id))).body.signers.map((s: { state: string }) => s.state),
    ).toEqual(['VIEWED', 'VIEWED']);
    const page = await fetch(`${service.url}${PUBLIC_SIGNATURE_API.page(c.id, c.accessCode, id, 2)}`, {
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    // Bruno may not sign before Ana
    const early = await sign(c, id, asSigner(BRUNO));
    expect([early.status, early.body.code]).toEqual([409, CODES.outOfOrder]);

    const first = await sign(c, id, asSigner({ ...ANA, name: '  ana   conceicao SOUZA ' }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ nextClientId: c.ids[1], status: 'OPEN', signed: false });
    const afterFirst = (await staff('GET', SIGNATURE_API.item(id))).body;
    expect(afterFirst.signers[0]).toMatchObject({
      state: 'SIGNED',
      evidence: {
        fullName: 'ana conceicao SOUZA',
        cpf: '52998224725',
        protocolId: c.id,
        accessCodeSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        userAgent: 'jest-portal/1.0',
        address: expect.stringMatching(/^10\.9\./),
        documentSha256: sha256Of(c.bytes),
        drawn: false,
        proof: 'CPF_BIRTH_DATE',
      },
    });

    const drawing = `data:image/png;base64,${(
      await (
        await import('sharp')
      )
        .default({
          create: { width: 120, height: 40, channels: 4, background: '#1d4ed8' },
        })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const second = await sign(c, id, asSigner(BRUNO, { drawing }));
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'COMPLETED', signed: true, nextClientId: null });

    const done = (await staff('GET', SIGNATURE_API.item(id))).body;
    expect(done).toMatchObject({ status: 'COMPLETED', signedDocumentId: expect.any(String) });
    expect(done.signers[1].evidence.drawn).toBe(true);

    // the family downloads the signed PDF: the original pages' text unchanged, then the evidence page
    const download = await fetch(`${service.url}${PUBLIC_SIGNATURE_API.signed(c.id, c.accessCode, id)}`, {
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(download.status).toBe(200);
    const signed = Buffer.from(await download.arrayBuffer());
    expect(sha256Of(signed)).toBe(done.signedSha256);
    const [original, read] = await Promise.all([readPdf(c.bytes), readPdf(signed)]);
    expect(read.pages).toHaveLength(3);
    expect(read.pages.slice(0, 2)).toEqual(original.pages);
    expect(read.sizes.slice(0, 2)).toEqual(original.sizes);
    const evidence = read.pages[2];
    for (const text of [
      'Electronic signature evidence page',
      'Página de evidências',
      id,
      sha256Of(c.bytes),
      'ana conceicao SOUZA',
      BRUNO.name,
      '***.982.247-**',
      'Prova / Proof: CPF e data de nascimento / CPF and birth date',
      'IP: 10.9.',
      'jest-portal/1.0',
    ])
      expect(evidence).toContain(text);

    // it is a document of the case with its own SHA-256
    const stored = await staff('GET', DOCUMENT_API.item(done.signedDocumentId));
    expect(stored.body).toMatchObject({
      protocolId: c.id,
      kind: 'OTHER',
      sha256: done.signedSha256,
      fileName: 'contrato - assinado.pdf',
      pageCount: 3,
    });

    // staff are told on the bell
    const bell = await requestJson(`${service.protocols.url}${NOTIFICATION_API.list}`, {
      headers: callerHeaders('NORMAL'),
    });
    expect(
      bell.body.notifications.some(
        (n: { protocolId: string; message: string }) =>
          n.protocolId === c.id && n.message.includes('contrato.pdf'),
      ),
    ).toBe(true);

    // verification: the file as issued, and a copy with one byte changed
    const valid = await verify(signed);
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({ result: 'VALID', signatureId: id, protocolId: c.id });
    expect(valid.body.signers.map((s: { name: string }) => s.name)).toEqual([
      'ana conceicao SOUZA',
      BRUNO.name,
    ]);
    const changed = Buffer.from(signed);
    changed[Math.floor(changed.length / 3)] ^= 0x01;
    expect((await verify(changed)).body).toMatchObject({ result: 'ALTERED', signatureId: id });
    expect((await verify(c.bytes)).body).toMatchObject({ result: 'UNKNOWN' });

    // a replayed sign call records nothing
    const replay = await sign(c, id, asSigner(BRUNO));
    expect([replay.status, replay.body.code]).toEqual([409, CODES.closed]);
  });

  it('refuses bad requests from staff: a minor, a stranger, no CPF, a past day, a notarised paper', async () => {
    const c = await caseWithContract([ANA, CAIO, NO_CPF]);
    const other = await caseWithContract([BRUNO]);
    const before = await signatureCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ signers: [{ clientId: c.ids[1] }] }, 400, CODES.signerNotAdult],
      [{ signers: [{ clientId: other.ids[0] }] }, 400, CODES.signerNotInProtocol],
      [{ signers: [{ clientId: c.ids[2] }] }, 400, CODES.signerWithoutCpf],
      [{ signers: [{ clientId: c.ids[0] }, { clientId: c.ids[0] }] }, 400, CODES.duplicateSigner],
      [{ signers: [{ clientId: c.ids[0] }], expiresOn: '2020-01-01' }, 400, CODES.expiryPast],
      [{ signers: [{ clientId: c.ids[0] }], purpose: 'CONSULATE_POWER_OF_ATTORNEY' }, 422, CODES.needsNotary],
    ];
    for (const [body, status, code] of cases) {
      const answer = await send(c, body);
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({ body, status, code });
    }
    expect(await signatureCount()).toBe(before);
    const limited = await requestJson(`${service.url}${SIGNATURE_API.collection}`, {
      method: 'POST',
      headers: callerHeaders('LIMITED'),
      body: { documentId: c.document.id, signers: [{ clientId: c.ids[0] }], expiresOn: NEXT_YEAR },
    });
    expect(limited.status).toBe(403);
  });

  it('refuses a wrong proof or name, no consent, another protocol, and records nothing', async () => {
    const c = await caseWithContract([ANA, BRUNO]);
    const other = await caseWithContract([{ ...BRUNO, name: 'Bruno Outro' }]);
    const id = (await send(c, { ordered: false })).body.id;
    const cases: [Record<string, unknown>, number, string][] = [
      [asSigner({ ...ANA, cpf: '123.456.789-09' }), 422, CODES.proofMismatch],
      // Bruno's own CPF does not sign for Ana
      [asSigner({ ...ANA, cpf: BRUNO.cpf }), 422, CODES.proofMismatch],
      [asSigner({ ...ANA, name: 'Ana Souza' }), 422, CODES.nameMismatch],
      [asSigner(ANA, { consent: false }), 422, CODES.consentRequired],
    ];
    for (const [body, status, code] of cases) {
      const answer = await sign(c, id, body);
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({ body, status, code });
    }
    // the other family's code opens its own protocol, where this request is not
    const stranger = await sign(other, id, asSigner(BRUNO));
    expect([stranger.status, stranger.body.code]).toEqual([404, CODES.notFound]);
    const wrongCode = await sign({ id: c.id, accessCode: other.accessCode }, id, asSigner(ANA));
    expect(wrongCode.status).toBe(403);
    expect(await signedCount(id)).toBe(0);

    // unordered: Bruno may sign first; his replay is refused
    expect((await sign(c, id, asSigner(BRUNO))).status).toBe(200);
    const replay = await sign(c, id, asSigner(BRUNO));
    expect([replay.status, replay.body.code]).toEqual([409, CODES.alreadySigned]);
    expect(await signedCount(id)).toBe(1);
  });

  it('refuses an expired, a cancelled or a changed document, and takes a decline with its reason', async () => {
    const c = await caseWithContract([ANA, BRUNO]);
    const db = service.database.connection.db!;
    const expired = (await send(c)).body.id;
    await db
      .collection('signatures')
      .updateOne({ _id: new Types.ObjectId(expired) }, { $set: { expiresOn: '2001-01-01' } });
    const late = await sign(c, expired, asSigner(ANA));
    expect([late.status, late.body.code]).toEqual([409, CODES.expired]);
    expect((await staff('GET', SIGNATURE_API.item(expired))).body).toMatchObject({
      status: 'EXPIRED',
      signers: [{ state: 'EXPIRED' }, { state: 'EXPIRED' }],
    });

    const cancelled = (await send(c)).body.id;
    expect((await staff('POST', SIGNATURE_API.cancel(cancelled))).body.status).toBe('CANCELLED');
    const afterCancel = await sign(c, cancelled, asSigner(ANA));
    expect([afterCancel.status, afterCancel.body.code]).toEqual([409, CODES.cancelled]);
    expect((await staff('POST', SIGNATURE_API.cancel(cancelled))).body.code).toBe(CODES.cancelled);

    const changed = (await send(c)).body.id;
    const record = await db.collection('signatures').findOne({ _id: new Types.ObjectId(changed) });
    const chunk = await db.collection('documentFiles.chunks').findOne({ files_id: record!.documentFile });
    const data = Buffer.from((chunk!.data as mongo.Binary).buffer);
    data[data.length - 20] ^= 0x01;
    await db
      .collection('documentFiles.chunks')
      .updateOne({ _id: chunk!._id }, { $set: { data: new mongo.Binary(data) } });
    const tampered = await sign(c, changed, asSigner(ANA));
    expect([tampered.status, tampered.body.code]).toEqual([409, CODES.documentChanged]);
    expect(await signedCount(changed)).toBe(0);

    const other = await caseWithContract([ANA, BRUNO]);
    const declinedId = (await send(other)).body.id;
    const declined = await family(
      'POST',
      PUBLIC_SIGNATURE_API.decline(other.id, other.accessCode, declinedId),
      {
        clientId: other.ids[0],
        cpf: ANA.cpf,
        birthDay: ANA.birthDay,
        reason: 'The price is wrong',
      },
    );
    expect(declined.status).toBe(200);
    expect((await staff('GET', SIGNATURE_API.item(declinedId))).body).toMatchObject({
      status: 'DECLINED',
      signers: [
        { state: 'DECLINED', declineReason: 'The price is wrong', declineProof: 'CPF_BIRTH_DATE' },
        { state: 'SENT' },
      ],
    });
    const afterDecline = await sign(other, declinedId, asSigner(BRUNO));
    expect([afterDecline.status, afterDecline.body.code]).toEqual([409, CODES.closed]);
  });

  it('marks a budget accepted when its main client signs the quote, leaving the convert to staff', async () => {
    const c = await caseWithContract([ANA], 'budget');
    const sent = await send(c, { purpose: 'QUOTE', signers: [{ clientId: c.ids[0] }] });
    expect(sent.status).toBe(201);
    expect((await sign(c, sent.body.id, asSigner(ANA))).body.status).toBe('COMPLETED');
    const budget = await service.protocols.call('GET', BUDGET_API.item(c.id));
    expect(budget.body).toMatchObject({
      budget: true,
      quoteAccepted: { signatureId: sent.body.id, at: expect.any(String) },
    });
  });

  it("sends a budget's quote: rendered, stored with the budget, and refused whole when a signer is refused", async () => {
    const catalog = await startStandIn((router) => {
      router.get(CATALOG_RENDER_INTERNAL.letterheadPath, authenticate, requireService, (ctx) => {
        ctx.body = {
          office: { name: 'Escritório Teste', cnpj: '', phones: [], email: '', address: '' },
          logo: null,
          budget: { validityDays: 15, paymentTerms: '', headerText: '', footerText: '' },
        };
      });
    });
    const documents = await listenForTest(
      buildApp(service.database, { protocolsUrl: service.protocols.url, catalogUrl: catalog.url }),
    );
    try {
      const c = await caseWithContract([ANA, CAIO], 'budget');
      const quote = (signers: string[]) =>
        requestJson(`${documents.url}${SIGNATURE_API.quote}`, {
          method: 'POST',
          headers: callerHeaders('NORMAL'),
          body: {
            protocolId: c.id,
            signers: signers.map((clientId) => ({ clientId })),
            expiresOn: NEXT_YEAR,
          },
        });
      const db = service.database.connection.db!;
      const before = await db.collection('documents').countDocuments();
      const minor = await quote([c.ids[1]]);
      expect([minor.status, minor.body.code]).toEqual([400, CODES.signerNotAdult]);
      expect(await db.collection('documents').countDocuments()).toBe(before);

      const sent = await quote([c.ids[0]]);
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ protocolId: c.id, purpose: 'QUOTE', status: 'OPEN' });
      const content = await fetch(
        `${service.url}${PUBLIC_SIGNATURE_API.content(c.id, c.accessCode, sent.body.id)}`,
        {
          headers: { 'x-forwarded-for': freshAddress() },
        },
      );
      const text = (await readPdf(Buffer.from(await content.arrayBuffer()))).pages.join(' ');
      expect(text).toContain('Escritório Teste');
    } finally {
      await documents.close();
      await catalog.close();
    }
  });
});
