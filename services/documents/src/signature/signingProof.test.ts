import { PDFDocument } from 'pdf-lib';
import { Types } from 'mongoose';
import {
  DOCUMENT_API,
  PUBLIC_SIGNATURE_API,
  SIGNATURE_API,
  SIGNATURE_ERROR_CODES as CODES,
  SIGNER_PROOF_MAX_FAILURES,
} from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { readPdf } from '../../test/pdfText';
import { startDocumentsApiTestService, uploadAs, type DocumentsApiTestService } from '../../test/support';

// One signer, one proof (docs/adr-signatures.md): the access code opens the portal, each signer proves themselves.
let service: DocumentsApiTestService;
let nextAddress = 1;
const freshAddress = () => `10.8.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

beforeAll(async () => {
  service = await startDocumentsApiTestService({ mailEnabled: true });
});
afterAll(() => service.close());

const ANA = { name: 'Ana Souza', cpf: '529.982.247-25', birthDay: '1980-05-01', email: 'ana@family.test' };
const BRUNO = {
  name: 'Bruno Souza',
  cpf: '111.444.777-35',
  birthDay: '1978-02-10',
  email: 'bruno@family.test',
};
const NEXT_YEAR = `${new Date().getFullYear() + 1}-12-31`;
type Person = typeof ANA;

async function caseOf(persons: Person[]) {
  const ids = persons.map(({ name, cpf, birthDay, email }) =>
    service.protocols.standIns.addClient(name, birthDay, { cpf: cpf.replace(/\D/g, ''), email }),
  );
  const created = await service.protocols.call('POST', '/api/protocol', {
    name: `Case of ${persons[0].name}`,
    familyName: 'Souza',
    mainClient: ids[0],
    clients: ids,
  });
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  const document = await uploadAs(
    `${service.url}${DOCUMENT_API.collection}`,
    { protocolId: created.body.id, kind: 'OTHER' },
    [{ bytes: Buffer.from(await pdf.save()), name: 'contrato.pdf', type: 'application/pdf' }],
  );
  return { id: created.body.id as string, accessCode: created.body.accessCode as string, ids, document };
}

const staff = (method: string, path: string, body?: unknown) =>
  requestJson(`${service.url}${path}`, { method, headers: callerHeaders('NORMAL'), body });
const family = (path: string, body?: unknown) =>
  requestJson(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshAddress(), 'user-agent': 'jest-portal/2.0' },
    body,
  });
type Case = Awaited<ReturnType<typeof caseOf>>;
const send = (c: Case, extra: Record<string, unknown> = {}) =>
  staff('POST', SIGNATURE_API.collection, {
    documentId: c.document.body.id,
    signers: c.ids.map((clientId) => ({ clientId })),
    expiresOn: NEXT_YEAR,
    ...extra,
  });
const proofOf = (c: Case, k: number, person: Person, extra: Record<string, unknown> = {}) => ({
  clientId: c.ids[k],
  cpf: person.cpf,
  birthDay: person.birthDay,
  ...extra,
});
const sign = (c: Case, id: string, body: Record<string, unknown>) =>
  family(PUBLIC_SIGNATURE_API.sign(c.id, c.accessCode, id), { fullName: ANA.name, consent: true, ...body });
const failuresOf = async (id: string) =>
  (
    await service.database.connection.db!.collection('signatures').findOne({ _id: new Types.ObjectId(id) })
  )?.signers.map((signer: { failedProofs?: number }) => signer.failedProofs ?? 0);

describe('one signer, one proof', () => {
  it('signs only with that signer’s own CPF and birth date; wrong proofs lock that signer after a few tries', async () => {
    const c = await caseOf([ANA, BRUNO]);
    const id = (await send(c)).body.id;
    // the family's list shows names and states, never a CPF
    const list = await requestJson(`${service.url}${PUBLIC_SIGNATURE_API.list(c.id, c.accessCode)}`, {
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(JSON.stringify(list.body)).not.toMatch(/52998224725|529\.982|11144477735/);

    // Bruno's CPF and birth date do not sign for Ana; Ana's CPF with a wrong birth date does not either
    for (const body of [
      proofOf(c, 0, BRUNO),
      proofOf(c, 0, { ...ANA, birthDay: '1980-05-02' }),
      proofOf(c, 0, { ...ANA, cpf: '123.456.789-09' }),
    ]) {
      const refused = await sign(c, id, body);
      expect([refused.status, refused.body.code]).toEqual([422, CODES.proofMismatch]);
    }
    expect(await failuresOf(id)).toEqual([3, 0]);
    for (let k = 3; k < SIGNER_PROOF_MAX_FAILURES; k++)
      expect((await sign(c, id, proofOf(c, 0, BRUNO))).status).toBe(422);
    // locked: even the right proof waits, with a Retry-After; the other signer is not locked
    const locked = await sign(c, id, proofOf(c, 0, ANA));
    expect([locked.status, locked.body.code]).toEqual([429, CODES.tooManyAttempts]);
    expect(locked.body.details.retryAfterSeconds).toBeGreaterThan(60);
    const declineLocked = await family(PUBLIC_SIGNATURE_API.decline(c.id, c.accessCode, id), {
      ...proofOf(c, 0, ANA),
      reason: 'no',
    });
    expect(declineLocked.status).toBe(429);
    const bruno = await sign(c, id, { ...proofOf(c, 1, BRUNO), fullName: BRUNO.name });
    expect(bruno.status).toBe(200);
    const staffView = (await staff('GET', SIGNATURE_API.item(id))).body;
    expect(staffView.signers.map((s: { state: string }) => s.state)).toEqual(['SENT', 'SIGNED']);
    expect(staffView.signers[1].evidence).toMatchObject({ proof: 'CPF_BIRTH_DATE', cpf: '11144477735' });
  });

  it('with an e-mailed code: mailed to the signer’s address as sent, checked once, recorded in the evidence', async () => {
    const c = await caseOf([ANA]);
    const id = (await send(c, { emailCode: true })).body.id;
    expect((await staff('GET', SIGNATURE_API.item(id))).body.emailCode).toBe(true);
    // the family edits Ana's e-mail in the portal after sending: the code still goes where the office sent it
    service.protocols.standIns.clients.set(c.ids[0], {
      ...ANA,
      cpf: '52998224725',
      email: 'someone@else.test',
    } as never);

    const noCode = await sign(c, id, proofOf(c, 0, ANA));
    expect([noCode.status, noCode.body.code]).toEqual([422, CODES.codeRequired]);
    const before = service.mails.length;
    const asked = await family(PUBLIC_SIGNATURE_API.code(c.id, c.accessCode, id), { clientId: c.ids[0] });
    expect([asked.status, asked.body]).toEqual([200, { sentTo: 'a***@family.test', expiresInMinutes: 10 }]);
    const mail = service.mails[before];
    expect(mail.to).toBe(ANA.email);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const again = await family(PUBLIC_SIGNATURE_API.code(c.id, c.accessCode, id), { clientId: c.ids[0] });
    expect([again.status, again.body.code]).toEqual([429, CODES.tooManyAttempts]);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrongCode = await sign(c, id, proofOf(c, 0, ANA, { code: wrong }));
    expect([wrongCode.status, wrongCode.body.code]).toEqual([422, CODES.proofMismatch]);
    const signed = await sign(c, id, proofOf(c, 0, ANA, { code }));
    expect([signed.status, signed.body.status]).toEqual([200, 'COMPLETED']);
    const done = (await staff('GET', SIGNATURE_API.item(id))).body;
    expect(done.signers[0].evidence).toMatchObject({
      proof: 'CPF_BIRTH_DATE_EMAIL_CODE',
      codeSentTo: 'a***@family.test',
    });
    const pdf = await fetch(`${service.url}${DOCUMENT_API.content(done.signedDocumentId)}`, {
      headers: callerHeaders('NORMAL'),
    });
    const evidencePage = (await readPdf(Buffer.from(await pdf.arrayBuffer()))).pages.at(-1);
    expect(evidencePage).toContain('CPF, data de nascimento e código enviado por e-mail');
    // (the page wraps the long line: the text extraction may put a space at the wrap)
    expect(evidencePage).toMatch(/a\*\*\*@family\.\s?test/);
  });

  it('offers the e-mailed code only where mail is configured, and only to signers with an e-mail', async () => {
    const options = await staff('GET', SIGNATURE_API.options);
    expect(options.body).toEqual({ emailCode: true });
    const c = await caseOf([{ ...ANA, email: '' }]);
    const refused = await send(c, { emailCode: true });
    expect([refused.status, refused.body.code]).toEqual([400, CODES.signerWithoutEmail]);
  });
});
