import { Types } from 'mongoose';
import {
  CERTIFICATE_API,
  DOCUMENT_ERROR_CODES,
  NOTIFICATION_API,
  PROTOCOLS_DOCUMENTS_INTERNAL,
  PUBLIC_API,
  PUBLIC_ERROR_CODES,
} from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';
import type { Mail } from '../mail/mailer';

let service: ProtocolsTestService;
const mails: Mail[] = [];
const LIMITS = { windowMs: 60_000, perProtocolAndAddress: 3, perAddress: 100 };
const asService: Record<string, string> = {
  [INTERNAL_TOKEN_HEADER]: signServiceToken('documents'),
  'content-type': 'application/json',
};
const internalCall = (method: string, path: string, body?: unknown, headers = asService) =>
  requestJson(`${service.url}${path}`, { method, headers, body });
let nextAddress = 1;
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const unknownId = () => new Types.ObjectId().toHexString();

beforeAll(async () => {
  service = await startProtocolsTestService({
    accessLimits: LIMITS,
    mailer: { enabled: true, send: async (mail) => (mails.push(mail), true) },
  });
  Object.assign(service.standIns.office, { email: 'cases@office.test' });
});
afterAll(() => service.close());

/** A protocol with one checklist person holding a birth and a wedding certificate. */
async function caseWithCertificates(name = 'Lia Prado') {
  const family = await service.createCase('protocol', [name]);
  const person = await service.call('POST', CERTIFICATE_API.collection, {
    protocolId: family.id,
    category: 'IMMIGRANT',
    name,
    certificates: [
      { typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL' },
      { typeOfCertificate: 'WEDDING', typeOfDocument: 'CIVIL' },
    ],
  });
  expect(person.status).toBe(201);
  const [birth, wedding] = person.body.certificates as { id: string }[];
  return { ...family, personId: person.body.id as string, birth: birth.id, wedding: wedding.id };
}

describe("a certificate's request from the family", () => {
  it('marks and withdraws the request, answering the certificate with its progress', async () => {
    const family = await caseWithCertificates();
    const marked = await service.call('POST', CERTIFICATE_API.requestFromFamily(family.birth), {
      note: '  A photo of both sides  ',
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({
      id: family.birth,
      protocolId: family.id,
      typeOfCertificate: 'BIRTH',
      progress: expect.any(Number),
      familyRequest: {
        note: 'A photo of both sides',
        requestedAt: expect.any(String),
        requestedBy: { userId: 'test-normal', name: 'Test NORMAL' },
      },
    });
    const tree = await service.call('GET', CERTIFICATE_API.protocolChecklist(family.id));
    const certificates = tree.body.persons[0].certificates;
    expect(certificates.find((c: { id: string }) => c.id === family.birth).familyRequest.note).toBe(
      'A photo of both sides',
    );
    expect(certificates.find((c: { id: string }) => c.id === family.wedding).familyRequest).toBeUndefined();

    const withdrawn = await service.call('DELETE', CERTIFICATE_API.requestFromFamily(family.birth));
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.id).toBe(family.birth);
    expect(withdrawn.body.familyRequest).toBeUndefined();
  });

  it('keeps the request when the certificate is saved through the checklist routes', async () => {
    const family = await caseWithCertificates('Rui Prado');
    await service.call('POST', CERTIFICATE_API.requestFromFamily(family.birth), {});
    const saved = await service.call('POST', CERTIFICATE_API.saveOne, {
      id: family.birth,
      protocolId: family.id,
      checklistPersonId: family.personId,
      typeOfCertificate: 'BIRTH',
      typeOfDocument: 'NORMAL',
      notes: 'edited',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.familyRequest).toMatchObject({ note: null, requestedBy: { userId: 'test-normal' } });
    const person = await service.call('GET', CERTIFICATE_API.item(family.personId));
    const resent = await service.call('POST', CERTIFICATE_API.collection, {
      id: family.personId,
      protocolId: family.id,
      category: 'IMMIGRANT',
      name: 'Rui Prado',
      // the screen sends back what it read, the request included: it is ignored, never written
      certificates: person.body.certificates.map((c: Record<string, unknown>) =>
        c.id === family.wedding ? { ...c, familyRequest: { note: 'forged' } } : c,
      ),
    });
    expect(resent.status).toBe(200);
    const [birth, wedding] = resent.body.certificates;
    expect(birth.familyRequest).toMatchObject({ note: null });
    expect(wedding.familyRequest).toBeUndefined();
    // the certificate list across protocols answers it too
    const listed = await service.call('POST', `${CERTIFICATE_API.pagination}?size=100`, {
      personName: 'Rui Prado',
    });
    const rows = listed.body.content as { id: string; familyRequest?: unknown }[];
    expect(rows.find((row) => row.id === family.birth)?.familyRequest).toMatchObject({ note: null });
    expect(rows.find((row) => row.id === family.wedding)?.familyRequest).toBeUndefined();
  });

  it('is audited on the protocol like other certificate changes', async () => {
    const family = await caseWithCertificates('Ada Prado');
    await service.call('POST', CERTIFICATE_API.requestFromFamily(family.wedding), { note: 'Certified copy' });
    const audit = await service.call('POST', CERTIFICATE_API.audit, { protocolId: family.id });
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body.content)).toContain('Certified copy');
  });

  it('answers 404 for an unknown certificate, 403 to LIMITED, 400 for a bad body or id', async () => {
    const family = await caseWithCertificates('Eva Prado');
    expect((await service.call('POST', CERTIFICATE_API.requestFromFamily(unknownId()), {})).status).toBe(404);
    expect((await service.call('DELETE', CERTIFICATE_API.requestFromFamily(unknownId()))).status).toBe(404);
    const limited = await service.call(
      'POST',
      CERTIFICATE_API.requestFromFamily(family.birth),
      {},
      'LIMITED',
    );
    expect(limited.status).toBe(403);
    expect(
      (await service.call('POST', CERTIFICATE_API.requestFromFamily(family.birth), {}, null)).status,
    ).toBe(401);
    const injected = await service.call('POST', CERTIFICATE_API.requestFromFamily(family.birth), {
      note: { $gt: '' },
    });
    expect(injected.status).toBe(400);
    const extra = await service.call('POST', CERTIFICATE_API.requestFromFamily(family.birth), { by: 'x' });
    expect(extra.status).toBe(400);
    expect((await service.call('POST', CERTIFICATE_API.requestFromFamily('nope'), {})).status).toBe(400);
  });
});

describe('the target of a staff upload', () => {
  it('answers the protocol and the certificate of it', async () => {
    const family = await caseWithCertificates('Ivo Lima');
    await service.call('POST', CERTIFICATE_API.requestFromFamily(family.wedding), {});
    const plain = await internalCall('GET', PROTOCOLS_DOCUMENTS_INTERNAL.documentTargetPath(family.id));
    expect(plain).toMatchObject({ status: 200, body: { protocolId: family.id, status: 'ACTIVE' } });
    expect(plain.body.certificate).toBeUndefined();
    const wedding = await internalCall(
      'GET',
      PROTOCOLS_DOCUMENTS_INTERNAL.documentTargetPath(family.id, family.wedding),
    );
    expect(wedding.body.certificate).toEqual({
      id: family.wedding,
      checklistPersonId: family.personId,
      personName: 'Ivo Lima',
      certificateType: 'WEDDING',
      requestedFromFamily: true,
    });
  });

  it('refuses an unknown protocol (404), a budget (409) and a certificate of another case (400)', async () => {
    const family = await caseWithCertificates('Ugo Lima');
    const other = await caseWithCertificates('Otto Lima');
    const budget = await service.createCase('budget', ['Bia Lima']);
    const paths = PROTOCOLS_DOCUMENTS_INTERNAL;
    expect((await internalCall('GET', paths.documentTargetPath(unknownId()))).status).toBe(404);
    expect((await internalCall('GET', paths.documentTargetPath(budget.id))).body.code).toBe(
      DOCUMENT_ERROR_CODES.budget,
    );
    expect((await internalCall('GET', paths.documentTargetPath(budget.id))).status).toBe(409);
    for (const certificate of [other.birth, unknownId(), family.personId]) {
      const answer = await internalCall('GET', paths.documentTargetPath(family.id, certificate));
      expect(answer).toMatchObject({
        status: 400,
        body: { code: DOCUMENT_ERROR_CODES.certificateNotInProtocol },
      });
    }
    expect((await internalCall('GET', paths.documentTargetPath('nope'))).status).toBe(400);
  });

  it('answers only other services', async () => {
    const family = await caseWithCertificates('Noa Lima');
    const path = PROTOCOLS_DOCUMENTS_INTERNAL.documentTargetPath(family.id);
    expect((await internalCall('GET', path, undefined, callerHeaders('ADMINISTRATOR'))).status).toBe(403);
    expect((await internalCall('GET', path, undefined, {})).status).toBe(401);
  });
});

describe("the portal's documents access", () => {
  const access = (body: Record<string, string>) =>
    internalCall('POST', PROTOCOLS_DOCUMENTS_INTERNAL.publicDocumentAccessPath, body);

  it('opens the protocol with its access code and lists what the office asked for', async () => {
    const family = await caseWithCertificates('Clara Reis');
    const none = await access({
      protocolId: family.id,
      accessCode: family.accessCode,
      address: freshAddress(),
    });
    expect(none).toMatchObject({
      status: 200,
      body: { protocolId: family.id, readOnly: false, requests: [] },
    });
    await service.call('POST', CERTIFICATE_API.requestFromFamily(family.wedding), { note: 'Both pages' });
    await service.call('POST', CERTIFICATE_API.requestFromFamily(family.birth), {});
    const typedLoosely = family.accessCode.toLowerCase();
    const opened = await access({ protocolId: family.id, accessCode: typedLoosely, address: freshAddress() });
    expect(opened.body.requests).toEqual([
      {
        certificateId: family.wedding,
        personName: 'Clara Reis',
        certificateType: 'WEDDING',
        documentType: 'CIVIL',
        note: 'Both pages',
        requestedAt: expect.any(String),
      },
      expect.objectContaining({ certificateId: family.birth, note: null, documentType: 'NORMAL' }),
    ]);
    await service.database.connection
      .collection('protocols')
      .updateOne({ _id: new Types.ObjectId(family.id) }, { $set: { status: 'CANCELED' } });
    const closed = await access({
      protocolId: family.id,
      accessCode: family.accessCode,
      address: freshAddress(),
    });
    expect(closed.body.readOnly).toBe(true);
  });

  it("counts wrong codes with the portal's own limits, shared with the portal's routes", async () => {
    const family = await caseWithCertificates('Davi Reis');
    const address = freshAddress();
    const wrong = { protocolId: family.id, accessCode: 'AAAA-BBBB-CCCC-DDDD', address };
    const denied = await access(wrong);
    expect(denied).toMatchObject({ status: 403, body: { code: PUBLIC_ERROR_CODES.accessDenied } });
    expect((await access({ ...wrong, protocolId: unknownId() })).status).toBe(403);
    // the portal's guard counts against the same address and protocol
    const portal = await requestJson(
      `${service.url}${PUBLIC_API.clients(family.id, 'AAAA-BBBB-CCCC-DDDD')}`,
      {
        headers: { 'x-forwarded-for': address },
      },
    );
    expect(portal.status).toBe(403);
    await access(wrong);
    const locked = await access({ ...wrong, accessCode: family.accessCode });
    expect(locked).toMatchObject({ status: 429, body: { code: PUBLIC_ERROR_CODES.tooManyAttempts } });
    // another address of the same family is not refused for these guesses
    const elsewhere = await access({ ...wrong, accessCode: family.accessCode, address: freshAddress() });
    expect(elsewhere.status).toBe(200);
  });

  it('refuses a user token, a body with operators or unknown fields', async () => {
    const family = await caseWithCertificates('Enzo Reis');
    const body = { protocolId: family.id, accessCode: family.accessCode, address: freshAddress() };
    const asUser = await internalCall('POST', PROTOCOLS_DOCUMENTS_INTERNAL.publicDocumentAccessPath, body, {
      ...callerHeaders('ADMINISTRATOR'),
      'content-type': 'application/json',
    });
    expect(asUser.status).toBe(403);
    expect((await access({ ...body, accessCode: { $ne: '' } } as never)).status).toBe(400);
    expect((await access({ ...body, extra: 'x' })).status).toBe(400);
  });
});

describe('a file the family sent', () => {
  it('tells the staff member in charge through the bell, the timeline and mail', async () => {
    const family = await caseWithCertificates('Gil Souza');
    await service.database.connection
      .collection('protocols')
      .updateOne(
        { _id: new Types.ObjectId(family.id) },
        { $set: { currentUser: { id: 'paula', name: 'Paula' } } },
      );
    const told = await internalCall('POST', PROTOCOLS_DOCUMENTS_INTERNAL.documentReceivedPath(family.id), {
      documentId: unknownId(),
      certificateId: family.birth,
      fileName: 'certidao <nascimento>.pdf',
      senderName: 'Gil Souza',
    });
    expect(told.status).toBe(204);
    const bell = await requestJson(`${service.url}${NOTIFICATION_API.list}`, {
      headers: callerHeaders('NORMAL', { sub: 'paula' }),
    });
    const notification = bell.body.notifications.find(
      (n: { protocolId: string }) => n.protocolId === family.id,
    );
    expect(notification).toMatchObject({ mine: true, read: false });
    expect(notification.message).toContain('Gil Souza');
    expect(notification.message).toContain('certidao &lt;nascimento&gt;.pdf');
    const mail = mails.find(
      (m) => m.subject.includes('file sent by the family') && m.text.includes('Gil Souza'),
    );
    expect(mail).toMatchObject({ to: 'cases@office.test' });
    expect(mail!.text).toContain('certidao <nascimento>.pdf');
  });

  it('refuses an unknown protocol (404) and a bad body (400)', async () => {
    const path = PROTOCOLS_DOCUMENTS_INTERNAL.documentReceivedPath;
    const body = { documentId: unknownId(), fileName: 'a.pdf', senderName: 'X' };
    expect((await internalCall('POST', path(unknownId()), body)).status).toBe(404);
    const family = await caseWithCertificates('Hugo Souza');
    expect((await internalCall('POST', path(family.id), { ...body, fileName: undefined })).status).toBe(400);
  });
});
