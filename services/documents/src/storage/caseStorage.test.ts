import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import sharp from 'sharp';
import {
  DOCUMENT_API,
  DOCUMENT_ERROR_CODES,
  PUBLIC_DOCUMENT_API,
  type CaseStorage,
  type UserLevel,
} from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { createDocument } from '../document/documents';
import { documentModel, markOfficeMadeDocuments } from '../document/model';
import { claimCaseStorage, removeStaleClaims } from './caseStorage';
import { startDocumentsApiTestService, uploadAs, type DocumentsApiTestService } from '../../test/support';

/** A case's allowance in these tests: two of the ~80 KB pictures below fit, a third does not. */
const LIMIT = 200_000;

let service: DocumentsApiTestService;
let nextAddress = 1;
const familyHeaders = () => ({ 'x-forwarded-for': `10.9.0.${nextAddress++}` });

beforeAll(async () => {
  service = await startDocumentsApiTestService({ caseLimitBytes: LIMIT });
});
afterAll(() => service.close());

/** A PNG of noise (it does not compress): about `bytes` long, a little more for its headers. */
const noisyPng = (bytes: number) => {
  const width = 100;
  const height = Math.max(1, Math.round(bytes / (width * 3)));
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

const call = (method: string, path: string, level: UserLevel = 'NORMAL') =>
  requestJson(`${service.url}${path}`, { method, headers: callerHeaders(level) });
const storageOf = async (protocolId: string): Promise<CaseStorage> => {
  const answer = await call('GET', DOCUMENT_API.storage(protocolId), 'LIMITED');
  expect(answer.status).toBe(200);
  return answer.body as CaseStorage;
};
const staffUpload = (protocolId: string, bytes: Buffer) =>
  uploadAs(`${service.url}${DOCUMENT_API.collection}`, { protocolId, kind: 'OTHER' }, [
    { bytes, name: 'scan.png', type: 'image/png' },
  ]);

/** A case whose office asked the family for the birth certificate. */
async function caseWithRequest(name: string) {
  const family = await service.caseWithCertificates(name);
  await service.requestFromFamily(family.birth);
  const familyUpload = (bytes: Buffer) =>
    uploadAs(
      `${service.url}${PUBLIC_DOCUMENT_API.documents(family.id, family.accessCode)}`,
      { certificateId: family.birth, kind: 'ORIGINAL_SCAN' },
      [{ bytes, name: 'foto.png', type: 'image/png' }],
      familyHeaders(),
    );
  return { ...family, familyUpload };
}

describe("a case's storage allowance", () => {
  it("counts the family's and staff's uploads, and refuses the one that passes it with nothing stored", async () => {
    const family = await caseWithRequest('Ana Espaço');
    const first = await noisyPng(80_000);
    const second = await noisyPng(80_000);
    expect((await family.familyUpload(first)).status).toBe(201);
    expect((await staffUpload(family.id, second)).status).toBe(201);
    expect(await storageOf(family.id)).toEqual({
      protocolId: family.id,
      usedBytes: first.length + second.length,
      limitBytes: LIMIT,
    });

    const before = await service.stored();
    const third = await noisyPng(60_000);
    for (const refused of [await family.familyUpload(third), await staffUpload(family.id, third)]) {
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({
        code: DOCUMENT_ERROR_CODES.caseStorageFull,
        details: { limitBytes: LIMIT, usedBytes: first.length + second.length },
      });
    }
    expect(await service.stored()).toEqual(before);
    expect((await storageOf(family.id)).usedBytes).toBe(first.length + second.length);

    // a smaller file still fits in what is left
    const small = await noisyPng(10_000);
    expect((await family.familyUpload(small)).status).toBe(201);
    expect((await storageOf(family.id)).usedBytes).toBe(first.length + second.length + small.length);
  });

  it('refuses a family upload past the room left as it streams (before its body when none is left)', async () => {
    const family = await caseWithRequest('Bruno Cheio');
    const fill = await noisyPng(LIMIT - 2_000);
    expect(fill.length).toBeLessThanOrEqual(LIMIT);
    expect((await staffUpload(family.id, fill)).status).toBe(201);
    const before = await service.stored();
    const refused = await family.familyUpload(await noisyPng(5_000));
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: DOCUMENT_ERROR_CODES.caseStorageFull });
    expect(await service.stored()).toEqual(before);
  });

  it('leaves out the PDFs the office made, and deleted files give their room back', async () => {
    const family = await caseWithRequest('Carla Gerada');
    const connection = service.database.connection;
    // a contract the office generated as large as the whole allowance
    await createDocument(
      connection,
      {
        protocolId: family.id,
        kind: 'OTHER',
        file: { id: new Types.ObjectId(), size: LIMIT, sha256: 'a'.repeat(64) },
        fileName: 'contrato.pdf',
        contentType: 'application/pdf',
        sentBy: { kind: 'STAFF', userId: 'u1', name: 'Office' },
        officeMade: true,
      },
      { kind: 'user', sub: 'u1', userName: 'office', name: 'Office', typeUser: 'NORMAL' },
    );
    expect((await storageOf(family.id)).usedBytes).toBe(0);

    const photo = await noisyPng(150_000);
    const sent = await family.familyUpload(photo);
    expect(sent.status).toBe(201);
    expect((await family.familyUpload(photo)).status).toBe(413);

    const staff = await staffUpload(family.id, await noisyPng(1_000));
    expect(staff.status).toBe(201);
    expect((await call('DELETE', DOCUMENT_API.item(staff.body.id))).status).toBe(204);
    const [own] = await documentModel(connection)
      .find({ protocol: family.id, 'sentBy.kind': 'FAMILY' })
      .lean();
    expect((await call('DELETE', DOCUMENT_API.item(String(own._id)))).status).toBe(204);
    expect((await storageOf(family.id)).usedBytes).toBe(0);
    expect((await family.familyUpload(photo)).status).toBe(201);
  });

  it('lets two uploads at once never both pass the allowance', async () => {
    for (let round = 0; round < 3; round++) {
      const family = await caseWithRequest(`Dora Corrida ${round}`);
      const photo = await noisyPng(120_000);
      const answers = await Promise.all([
        family.familyUpload(photo),
        staffUpload(family.id, photo),
        family.familyUpload(photo),
      ]);
      const passed = answers.filter((answer) => answer.status === 201);
      expect(passed.length).toBeLessThanOrEqual(1);
      for (const answer of answers.filter((a) => a.status !== 201))
        expect(answer.body).toMatchObject({ code: DOCUMENT_ERROR_CODES.caseStorageFull });
      expect((await storageOf(family.id)).usedBytes).toBeLessThanOrEqual(LIMIT);
    }
  });

  it('answers nothing used for a case without files, and refuses an id that is not one', async () => {
    const id = new Types.ObjectId().toHexString();
    expect(await storageOf(id)).toEqual({ protocolId: id, usedBytes: 0, limitBytes: LIMIT });
    expect((await call('GET', DOCUMENT_API.storage('nope'))).status).toBe(400);
    const anonymous = await requestJson(`${service.url}${DOCUMENT_API.storage(id)}`);
    expect(anonymous.status).toBe(401);
  });

  it('lets a claim a killed upload left hold no room after a restart', async () => {
    const family = await caseWithRequest('Eva Interrompida');
    const connection = service.database.connection;
    // an upload killed between its claim and its record: the whole allowance claimed
    await claimCaseStorage(connection, family.id, LIMIT, LIMIT);
    const photo = await noisyPng(10_000);
    expect((await family.familyUpload(photo)).status).toBe(413);
    expect(await removeStaleClaims(connection, new Date())).toBeGreaterThanOrEqual(1);
    expect((await family.familyUpload(photo)).status).toBe(201);
  });

  it("marks the office's earlier PDFs at start: accepted without a reviewer", async () => {
    const documents = service.database.connection.db!.collection('documents');
    const protocol = new Types.ObjectId();
    const base = {
      protocol,
      kind: 'OTHER',
      file: new Types.ObjectId(),
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      size: 10,
      sha256: 'b'.repeat(64),
      sentBy: { kind: 'STAFF', userId: 'u1', name: 'Office' },
      sentAt: new Date(),
      version: 1,
      current: true,
    };
    await documents.insertMany([
      { ...base, status: 'ACCEPTED' },
      { ...base, status: 'ACCEPTED', reviewedBy: { userId: 'u1', name: 'Office' }, reviewedAt: new Date() },
      { ...base, status: 'PENDING_REVIEW' },
    ]);
    expect(await markOfficeMadeDocuments(service.database.connection)).toBeGreaterThanOrEqual(1);
    expect(await markOfficeMadeDocuments(service.database.connection)).toBe(0);
    expect((await storageOf(String(protocol))).usedBytes).toBe(20);
  });
});
