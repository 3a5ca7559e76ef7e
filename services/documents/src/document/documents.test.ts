import mongoose from 'mongoose';
import { paginationQuerySchema, type CaseDocument, type DocumentKind } from '@linhagem/contracts';
import type { Caller } from '@linhagem/service-kit';
import { makeJpeg, makePdf } from '../../test/files';
import { startUploadTestService, upload } from '../../test/support';
import { readStoredFile } from '../storage/files';
import {
  createDocument,
  deleteDocument,
  findDocument,
  findDocumentFile,
  listDocumentAudit,
  listDocuments,
  reviewDocument,
} from './documents';

const newId = () => new mongoose.Types.ObjectId().toHexString();
const protocolId = newId();
const otherProtocolId = newId();
const birth = newId();
const marriage = newId();
const otherCertificate = newId();
const reviewer: Caller = {
  kind: 'user',
  sub: 'user-rita',
  userName: 'rita.normal',
  name: 'Rita',
  typeUser: 'NORMAL',
};
const page = (query: Record<string, unknown> = {}) => paginationQuerySchema.parse(query);

let service: Awaited<ReturnType<typeof startUploadTestService>>;
const connection = () => service.database.connection;
beforeAll(async () => {
  service = await startUploadTestService({
    maxBytes: 1024 * 1024,
    certificates: new Map([
      [birth, protocolId],
      [marriage, protocolId],
      [otherCertificate, otherProtocolId],
    ]),
  });
});
afterAll(() => service.close());

async function send(
  kind: DocumentKind,
  certificateId?: string,
  protocol = protocolId,
): Promise<CaseDocument> {
  const fields: Record<string, string> = { protocolId: protocol, kind };
  if (certificateId) fields.certificateId = certificateId;
  const answer = await upload(service.uploadUrl, fields, [{ bytes: await makePdf(), name: `${kind}.pdf` }]);
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('versions', () => {
  it('makes a new upload for the same certificate and kind the current one, the earlier ones listed', async () => {
    const first = await send('TRANSLATION', birth);
    const second = await send('TRANSLATION', birth);
    const third = await send('TRANSLATION', birth);
    const otherKind = await send('APOSTILLE_TRANSLATION', birth);
    const otherCertificateSameKind = await send('TRANSLATION', marriage);
    expect([first.version, second.version, third.version]).toEqual([1, 2, 3]);
    expect([otherKind.version, otherCertificateSameKind.version]).toEqual([1, 1]);

    const listed = await listDocuments(
      connection(),
      { certificateId: birth, kind: 'TRANSLATION' },
      page({ sort: 'version,desc' }),
    );
    expect(listed.content.map(({ version, current }) => ({ version, current }))).toEqual([
      { version: 3, current: true },
      { version: 2, current: false },
      { version: 1, current: false },
    ]);
    expect((await findDocument(connection(), otherKind.id)).current).toBe(true);
    expect((await findDocument(connection(), otherCertificateSameKind.id)).current).toBe(true);
  });

  it('keeps each file of the whole case (no certificate) on its own', async () => {
    const protocol = newId();
    const [a, b] = [await send('OTHER', undefined, protocol), await send('OTHER', undefined, protocol)];
    expect([a, b].map(({ version, current }) => ({ version, current }))).toEqual([
      { version: 1, current: true },
      { version: 1, current: true },
    ]);
  });

  it('gives two uploads at once for one certificate and kind two versions', async () => {
    const certificate = newId();
    service.certificates.set(certificate, protocolId);
    const sent = await Promise.all([1, 2, 3].map(() => send('ORIGINAL_SCAN', certificate)));
    expect(sent.map((document) => document.version).sort()).toEqual([1, 2, 3]);
    const { content } = await listDocuments(connection(), { certificateId: certificate }, page());
    expect(content.filter((document) => document.current).map((document) => document.version)).toEqual([3]);
  });
});

describe('the list', () => {
  it('filters by protocol, certificate, kind and status, and pages', async () => {
    const protocol = newId();
    const certificate = newId();
    service.certificates.set(certificate, protocol);
    const scan = await send('ORIGINAL_SCAN', certificate, protocol);
    await send('TRANSLATION', certificate, protocol);
    await send('OTHER', undefined, protocol);
    await reviewDocument(connection(), scan.id, { decision: 'ACCEPTED' }, reviewer);

    const all = await listDocuments(connection(), { protocolId: protocol }, page({ size: 2 }));
    expect({ total: all.totalElements, pages: all.totalPages, rows: all.content.length }).toEqual({
      total: 3,
      pages: 2,
      rows: 2,
    });
    const accepted = await listDocuments(connection(), { protocolId: protocol, status: 'ACCEPTED' }, page());
    expect(accepted.content.map((document) => document.id)).toEqual([scan.id]);
    const translations = await listDocuments(
      connection(),
      { protocolId: protocol, kind: 'TRANSLATION' },
      page(),
    );
    expect(translations.totalElements).toBe(1);
    expect(
      (await listDocuments(connection(), { protocolId: protocol, certificateId: certificate }, page()))
        .totalElements,
    ).toBe(2);
    await expect(listDocuments(connection(), {}, page({ sort: 'sha256' }))).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('the sender', () => {
  it('names a family sender with the checklist person when known', async () => {
    const file = { id: new mongoose.Types.ObjectId(), size: 10, sha256: 'a'.repeat(64) };
    const common = {
      protocolId,
      kind: 'OTHER' as const,
      file,
      fileName: 'a.jpg',
      contentType: 'image/jpeg' as const,
    };
    const personId = newId();
    const withPerson = await createDocument(
      connection(),
      { ...common, sentBy: { kind: 'FAMILY', personId, name: 'Ana' } },
      reviewer,
    );
    expect(withPerson).toMatchObject({
      sentBy: { kind: 'FAMILY', personId, name: 'Ana' },
      status: 'PENDING_REVIEW',
    });
    const withoutPerson = await createDocument(
      connection(),
      { ...common, sentBy: { kind: 'FAMILY', name: 'Família Rossi' } },
      reviewer,
    );
    expect(withoutPerson.sentBy).toEqual({ kind: 'FAMILY', name: 'Família Rossi' });
  });
});

describe('review', () => {
  it('accepts, sends back with the reason, and audits who and when', async () => {
    const document = await send('ORIGINAL_SCAN', birth);
    const rejected = await reviewDocument(
      connection(),
      document.id,
      { decision: 'REJECTED', reason: 'The photo is blurred' },
      reviewer,
    );
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      reviewReason: 'The photo is blurred',
      reviewedBy: { userId: 'user-rita', name: 'Rita' },
    });
    expect(Date.parse(rejected.reviewedAt!)).not.toBeNaN();
    const accepted = await reviewDocument(connection(), document.id, { decision: 'ACCEPTED' }, reviewer);
    expect(accepted.status).toBe('ACCEPTED');
    expect(accepted).not.toHaveProperty('reviewReason');

    const audit = await listDocumentAudit(connection(), { documentId: document.id }, page());
    const statusChanges = audit.content
      .filter((entry) => entry.field === 'status')
      .map(({ before, after, userName }) => ({ before, after, userName }));
    expect(statusChanges).toEqual([
      { before: 'REJECTED', after: 'ACCEPTED', userName: 'rita.normal' },
      { before: 'PENDING_REVIEW', after: 'REJECTED', userName: 'rita.normal' },
    ]);
  });
});

describe('soft delete', () => {
  it('takes the document out of reads and lists, keeps its bytes, and makes the earlier version current', async () => {
    const certificate = newId();
    service.certificates.set(certificate, protocolId);
    const first = await send('APOSTILLE_ORIGINAL', certificate);
    const second = await send('APOSTILLE_ORIGINAL', certificate);
    await deleteDocument(connection(), second.id, reviewer);

    await expect(findDocument(connection(), second.id)).rejects.toMatchObject({ status: 404 });
    await expect(deleteDocument(connection(), second.id, reviewer)).rejects.toMatchObject({ status: 404 });
    await expect(
      reviewDocument(connection(), second.id, { decision: 'ACCEPTED' }, reviewer),
    ).rejects.toMatchObject({ status: 404 });
    const { content } = await listDocuments(connection(), { certificateId: certificate }, page());
    expect(content.map(({ id, current }) => ({ id, current }))).toEqual([{ id: first.id, current: true }]);
    // the bytes stay as evidence
    const stored = await service.database.connection
      .db!.collection('documents')
      .findOne({ _id: new mongoose.Types.ObjectId(second.id) });
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect((await readStoredFile(connection(), stored!.file)).length).toBe(second.size);

    // a newer upload after the delete takes the next version, never the deleted one's number
    const third = await send('APOSTILLE_ORIGINAL', certificate);
    expect(third.version).toBe(3);
    expect((await findDocument(connection(), first.id)).current).toBe(false);
  });

  it('is in the audit of its protocol, with what the document was', async () => {
    const protocol = newId();
    const document = await send('OTHER', undefined, protocol);
    const other = await send('OTHER', undefined, newId());
    await deleteDocument(connection(), document.id, reviewer);

    const audit = await listDocumentAudit(connection(), { protocolId: protocol }, page());
    expect(audit.content.map(({ action, entityId }) => ({ action, entityId }))).toEqual([
      { action: 'DELETE', entityId: document.id },
      { action: 'CREATE', entityId: document.id },
    ]);
    const deletion = audit.content[0];
    expect(deletion).toMatchObject({ userName: 'rita.normal', entityName: 'OTHER.pdf', field: '' });
    expect(deletion.changes).toEqual(
      expect.arrayContaining([
        { field: 'fileName', before: 'OTHER.pdf', after: null },
        { field: 'sha256', before: document.sha256, after: null },
      ]),
    );
    // another protocol's document is not in this history, even asked for by id
    expect(
      (await listDocumentAudit(connection(), { protocolId: protocol, documentId: other.id }, page()))
        .totalElements,
    ).toBe(0);
  });
});

it('gives the bytes of a document that is not deleted, never its stored name in the face', async () => {
  const answer = await upload(service.uploadUrl, { protocolId, kind: 'OTHER' }, [
    { bytes: await makeJpeg(), name: 'a.jpg', type: 'image/jpeg' },
  ]);
  expect(Object.keys(answer.body).sort()).toEqual(
    [
      'contentType',
      'current',
      'fileName',
      'id',
      'kind',
      'protocolId',
      'sentAt',
      'sentBy',
      'sha256',
      'size',
      'status',
      'version',
    ].sort(),
  );
  const { document, fileId } = await findDocumentFile(connection(), answer.body.id);
  expect(document).toEqual(answer.body);
  expect((await readStoredFile(connection(), fileId)).length).toBe(answer.body.size);
});
