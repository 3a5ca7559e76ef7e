import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import {
  CERTIFICATE_API,
  DOCUMENT_API,
  DOCUMENT_ERROR_CODES,
  NOTIFICATION_API,
  PORTAL_WRITE_LIMIT,
  PROTOCOLS_DOCUMENTS_INTERNAL,
  PUBLIC_DOCUMENT_API,
  PUBLIC_ERROR_CODES,
} from '@linhagem/contracts';
import { authenticate, connectDatabase, requireService } from '@linhagem/service-kit';
import { callerHeaders, listenForTest, requestJson, startStandIn } from '@linhagem/service-kit/testing';
import { buildApp } from '../app';
import { makeJpeg, makePdf, makeText } from '../../test/files';
import {
  authHeaders,
  startDocumentsApiTestService,
  uploadAs,
  type CaseWithCertificates,
  type DocumentsApiTestService,
} from '../../test/support';

let service: DocumentsApiTestService;
let nextAddress = 1;
/** each test speaks from its own address, so protocols' per-address limit of wrong codes stays out of its way */
const freshAddress = () => `10.7.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const unknownId = () => new Types.ObjectId().toHexString();

beforeAll(async () => {
  service = await startDocumentsApiTestService();
});
afterAll(() => service.close());

const familyHeaders = (address = freshAddress()) => ({ 'x-forwarded-for': `203.0.113.9, ${address}` });
const list = (family: CaseWithCertificates, code = family.accessCode, address?: string) =>
  requestJson(`${service.url}${PUBLIC_DOCUMENT_API.documents(family.id, code)}`, {
    headers: familyHeaders(address),
  });
const familyUpload = async (
  family: CaseWithCertificates,
  fields: Record<string, string>,
  files?: Parameters<typeof uploadAs>[2],
  code = family.accessCode,
) =>
  uploadAs(
    `${service.url}${PUBLIC_DOCUMENT_API.documents(family.id, code)}`,
    fields,
    files ?? [{ bytes: await makeJpeg(), name: 'foto.jpg', type: 'image/jpeg' }],
    familyHeaders(),
  );
const staffUpload = async (fields: Record<string, string>) =>
  uploadAs(`${service.url}${DOCUMENT_API.collection}`, fields, [
    { bytes: await makePdf(), name: 'scan.pdf' },
  ]);
const thumbnail = (family: CaseWithCertificates, documentId: string, code = family.accessCode) =>
  fetch(`${service.url}${PUBLIC_DOCUMENT_API.thumbnail(family.id, code, documentId)}`, {
    headers: familyHeaders(),
  });

/** A case whose office asked the family for the birth certificate. */
async function caseWithRequest(name: string) {
  const family = await service.caseWithCertificates(name);
  await service.requestFromFamily(family.birth, 'Both sides, please');
  return family;
}

describe("the family's documents", () => {
  it('lists what the office asked for, and nothing yet', async () => {
    const family = await caseWithRequest('Ana Portal');
    const answer = await list(family);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      requests: [
        {
          certificateId: family.birth,
          personName: 'Ana Portal',
          certificateType: 'BIRTH',
          documentType: 'NORMAL',
          note: 'Both sides, please',
          requestedAt: expect.any(String),
        },
      ],
      documents: [],
    });
  });

  it('takes a requested file for review, tells the person in charge, and lists it without staff details', async () => {
    const family = await caseWithRequest('Bruno Portal');
    const sent = await familyUpload(family, { certificateId: family.birth });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      certificateId: family.birth,
      kind: 'ORIGINAL_SCAN',
      fileName: 'foto.jpg',
      contentType: 'image/jpeg',
      size: expect.any(Number),
      sentAt: expect.any(String),
      status: 'PENDING_REVIEW',
      version: 1,
      current: true,
    });
    const stored = await requestJson(`${service.url}${DOCUMENT_API.item(sent.body.id)}`, {
      headers: callerHeaders('LIMITED'),
    });
    expect(stored.body).toMatchObject({
      protocolId: family.id,
      sentBy: { kind: 'FAMILY', personId: family.personId, name: 'Bruno Portal' },
      status: 'PENDING_REVIEW',
    });

    const audit = await requestJson(`${service.url}${DOCUMENT_API.audit}`, {
      method: 'POST',
      headers: callerHeaders('LIMITED'),
      body: { documentId: sent.body.id },
    });
    expect(audit.body.content[0]).toMatchObject({
      action: 'CREATE',
      userName: 'portal',
      name: 'Bruno Portal',
    });

    const bell = await requestJson(`${service.protocols.url}${NOTIFICATION_API.list}`, {
      headers: callerHeaders('NORMAL'),
    });
    const told = bell.body.notifications.find((n: { protocolId: string }) => n.protocolId === family.id);
    expect(told.message).toContain('Bruno Portal');
    expect(told.message).toContain('foto.jpg');
    expect(service.mails.some((mail) => mail.text.includes('foto.jpg') && mail.text.includes('Bruno'))).toBe(
      true,
    );

    const review = await requestJson(`${service.url}${DOCUMENT_API.review(sent.body.id)}`, {
      method: 'POST',
      headers: callerHeaders('NORMAL'),
      body: { decision: 'REJECTED', reason: 'Too dark' },
    });
    expect(review.status).toBe(200);
    const listed = await list(family);
    expect(listed.body.documents).toEqual([{ ...sent.body, status: 'REJECTED', reviewReason: 'Too dark' }]);
    const again = await familyUpload(family, { certificateId: family.birth });
    expect([again.body.version, again.body.current]).toEqual([2, true]);
    expect((await list(family)).body.documents.map((d: { version: number }) => d.version)).toEqual([2, 1]);
  });

  it("shows the family only its own protocol's uploads, never a staff file", async () => {
    const family = await caseWithRequest('Caio Portal');
    const other = await caseWithRequest('Dani Portal');
    const own = (await familyUpload(family, { certificateId: family.birth })).body.id;
    const theirs = (await familyUpload(other, { certificateId: other.birth })).body.id;
    const staff = (
      await staffUpload({ protocolId: family.id, certificateId: family.birth, kind: 'TRANSLATION' })
    ).body.id;
    expect((await list(family)).body.documents.map((d: { id: string }) => d.id)).toEqual([own]);

    const ownThumbnail = await thumbnail(family, own);
    expect(ownThumbnail.status).toBe(200);
    expect(ownThumbnail.headers.get('content-type')).toBe('image/jpeg');
    expect(ownThumbnail.headers.get('cache-control')).toBe('no-store');
    for (const id of [theirs, staff, unknownId()]) expect((await thumbnail(family, id)).status).toBe(404);
    // another protocol's access code opens nothing of this one
    expect((await thumbnail(family, own, other.accessCode)).status).toBe(403);

    await requestJson(`${service.url}${DOCUMENT_API.item(own)}`, {
      method: 'DELETE',
      headers: callerHeaders('NORMAL'),
    });
    expect((await thumbnail(family, own)).status).toBe(404);
    expect((await list(family)).body.documents).toEqual([]);
  });

  it('refuses a certificate the office did not ask for, or of another protocol, keeping nothing', async () => {
    const family = await caseWithRequest('Eva Portal');
    const other = await caseWithRequest('Fabio Portal');
    const before = await service.stored();
    for (const certificateId of [family.wedding, other.birth, unknownId()]) {
      const answer = await familyUpload(family, { certificateId });
      expect([certificateId, answer.status, answer.body.code]).toEqual([
        certificateId,
        400,
        DOCUMENT_ERROR_CODES.notRequested,
      ]);
    }
    const badFields: Record<string, string>[] = [
      {},
      { certificateId: family.birth, kind: 'SELFIE' },
      { certificateId: family.birth, protocolId: other.id },
    ];
    for (const fields of badFields) expect((await familyUpload(family, fields)).status).toBe(400);
    // a withdrawn request takes no more files
    await service.protocols.call('DELETE', CERTIFICATE_API.requestFromFamily(family.birth));
    expect((await familyUpload(family, { certificateId: family.birth })).body.code).toBe(
      DOCUMENT_ERROR_CODES.notRequested,
    );
    expect(await service.stored()).toEqual(before);
  });

  it('refuses bad files as staff uploads are refused, keeping nothing', async () => {
    const family = await caseWithRequest('Gil Portal');
    const before = await service.stored();
    const fields = { certificateId: family.birth };
    const text = await familyUpload(family, fields, [{ bytes: makeText(), name: 'a.pdf' }]);
    expect([text.status, text.body.code]).toEqual([415, DOCUMENT_ERROR_CODES.unsupportedType]);
    const empty = await familyUpload(family, fields, [{ bytes: Buffer.alloc(0), name: 'a.jpg' }]);
    expect([empty.status, empty.body.code]).toEqual([400, DOCUMENT_ERROR_CODES.empty]);
    const two = await familyUpload(family, fields, [
      { bytes: await makeJpeg(), name: 'a.jpg' },
      { bytes: await makeJpeg(), name: 'b.jpg' },
    ]);
    expect([two.status, two.body.code]).toEqual([400, DOCUMENT_ERROR_CODES.tooManyFiles]);
    expect(two.headers.get('connection')).not.toBe('close');
    expect(await service.stored()).toEqual(before);
  });
});

describe('the access code', () => {
  it('guards every route: a wrong code reaches nothing and changes nothing', async () => {
    const family = await caseWithRequest('Hugo Portal');
    const own = (await familyUpload(family, { certificateId: family.birth })).body.id;
    const before = await service.stored();
    const wrong = 'ZZZZ-ZZZZ-ZZZZ-ZZZZ';
    expect((await list(family, wrong)).body.code).toBe(PUBLIC_ERROR_CODES.accessDenied);
    expect((await familyUpload(family, { certificateId: family.birth }, undefined, wrong)).status).toBe(403);
    expect((await thumbnail(family, own, wrong)).status).toBe(403);
    const otherProtocol = await requestJson(
      `${service.url}${PUBLIC_DOCUMENT_API.documents(unknownId(), family.accessCode)}`,
      { headers: familyHeaders() },
    );
    expect(otherProtocol).toMatchObject({ status: 403, body: { code: PUBLIC_ERROR_CODES.accessDenied } });
    expect(await service.stored()).toEqual(before);
  });

  it("relays protocols' limit of wrong codes per address, with Retry-After", async () => {
    const family = await caseWithRequest('Iris Portal');
    const address = freshAddress();
    let answer = await list(family, 'WRONG-CODE', address);
    for (let attempt = 0; attempt < 12 && answer.status === 403; attempt++)
      answer = await list(family, 'WRONG-CODE', address);
    expect(answer).toMatchObject({ status: 429, body: { code: PUBLIC_ERROR_CODES.tooManyAttempts } });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    // the right code from that address waits too; the family at home is not refused
    expect((await list(family, family.accessCode, address)).status).toBe(429);
    expect((await list(family)).status).toBe(200);
  });
  // the staff token never opens the portal's routes without the access code
  it('asks for the access code even of a staff caller', async () => {
    const family = await caseWithRequest('Luca Portal');
    const answer = await requestJson(`${service.url}${PUBLIC_DOCUMENT_API.documents(family.id, 'NOPE')}`, {
      headers: { ...authHeaders('ADMINISTRATOR'), ...familyHeaders() },
    });
    expect(answer.status).toBe(403);
  });
});

describe('writes of the portal', () => {
  it('refuses an upload to a closed protocol (409), keeping nothing', async () => {
    const family = await caseWithRequest('Joao Portal');
    await service.protocols.database.connection
      .collection('protocols')
      .updateOne({ _id: new Types.ObjectId(family.id) }, { $set: { status: 'CANCELED' } });
    const before = await service.stored();
    // a photo of a few megabytes: the refusal comes before it is read, and the connection is not cut under it
    const photo = [
      { bytes: Buffer.concat([await makeJpeg(), Buffer.alloc(4 * 1024 * 1024)]), name: 'a.jpg' },
    ];
    const answer = await familyUpload(family, { certificateId: family.birth }, photo);
    expect([answer.status, answer.body.code]).toEqual([409, PUBLIC_ERROR_CODES.readOnly]);
    expect(answer.headers.get('connection')).not.toBe('close');
    expect(await service.stored()).toEqual(before);
    expect((await list(family)).status).toBe(200);
  });

  it("counts uploads against the protocol's portal write limit", async () => {
    const family = await caseWithRequest('Kaua Portal');
    const tiny = [{ bytes: Buffer.alloc(0), name: 'a.jpg' }];
    for (let write = 0; write < PORTAL_WRITE_LIMIT.perProtocol; write++)
      expect((await familyUpload(family, { certificateId: family.birth }, tiny)).status).toBe(400);
    const over = await familyUpload(family, { certificateId: family.birth });
    expect([over.status, over.body.code]).toEqual([429, PUBLIC_ERROR_CODES.tooManyWrites]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // reads go on
    expect((await list(family)).status).toBe(200);
  });
});

describe('when the office cannot be told', () => {
  it('keeps the upload and answers 201', async () => {
    const protocolId = unknownId();
    const certificateId = unknownId();
    const stand = await startStandIn((router) => {
      router.post(
        PROTOCOLS_DOCUMENTS_INTERNAL.publicDocumentAccessPath,
        authenticate,
        requireService,
        (ctx) => {
          ctx.body = {
            protocolId,
            readOnly: false,
            requests: [
              {
                certificateId,
                personName: 'Lia',
                certificateType: 'BIRTH',
                documentType: null,
                note: null,
                requestedAt: new Date().toISOString(),
              },
            ],
          };
        },
      );
      router.get(PROTOCOLS_DOCUMENTS_INTERNAL.documentTargetRoute, authenticate, requireService, (ctx) => {
        ctx.body = {
          protocolId,
          code: '2026/0001',
          status: 'ACTIVE',
          certificate: {
            id: certificateId,
            checklistPersonId: unknownId(),
            personName: 'Lia',
            certificateType: 'BIRTH',
            requestedFromFamily: true,
          },
        };
      });
      router.post(PROTOCOLS_DOCUMENTS_INTERNAL.documentReceivedRoute, () => {
        throw new Error('the bell is broken');
      });
    });
    const database = await connectDatabase(
      `documents-notify-${randomUUID().slice(0, 8)}`,
      service.database.uri,
    );
    const documents = await listenForTest(buildApp(database, { protocolsUrl: stand.url }));
    try {
      const sent = await uploadAs(
        `${documents.url}${PUBLIC_DOCUMENT_API.documents(protocolId, 'ANY-CODE')}`,
        { certificateId },
        [{ bytes: await makeJpeg(), name: 'a.jpg' }],
        {},
      );
      expect(sent.status).toBe(201);
      expect(await database.connection.db!.collection('documents').countDocuments()).toBe(1);
    } finally {
      await documents.close();
      await database.close();
      await stand.close();
    }
  });
});
