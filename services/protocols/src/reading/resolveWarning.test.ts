import { Types } from 'mongoose';
import {
  CERTIFICATE_API,
  CERTIFICATE_READING_API,
  ERROR_CODES,
  PROTOCOLS_READING_INTERNAL,
  READING_AUDIT_SOURCE,
  READING_ERROR_CODES,
  type AuditEntry,
  type ChecklistTree,
  type ReadingApplyInternalBody,
} from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

// Resolving a READING_DIFFERS warning (docs/adr-reading.md "Resolving a difference"), over HTTP on the engine.
let service: ProtocolsTestService;
let protocolId: string;
let clientId: string;
let fatherId: string;
let birth: string;
const documentId = new Types.ObjectId().toHexString();

/** What services/documents sends when a person applies a reading (the values already checked there). */
const applyReading = async (fields: ReadingApplyInternalBody['fields']) => {
  const answer = await requestJson(`${service.url}${PROTOCOLS_READING_INTERNAL.applyPath(birth)}`, {
    method: 'POST',
    headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken('documents'), 'content-type': 'application/json' },
    body: { documentId, fields, matricula: null },
  });
  if (answer.status !== 200) throw new Error(`apply: ${answer.status} ${JSON.stringify(answer.body)}`);
};
const resolve = (body: unknown, level: 'NORMAL' | 'LIMITED' = 'NORMAL', certificateId = birth) =>
  service.call('POST', CERTIFICATE_READING_API.resolveWarning(certificateId), body, level);

/** The checklist's reading warnings, the clients as the stand-in keeps them, and the audit from this reading. */
async function caseNow() {
  const tree = (await service.call('GET', CERTIFICATE_API.protocolChecklist(protocolId)))
    .body as ChecklistTree;
  const audit = await service.call('POST', `${CERTIFICATE_API.audit}?page=1&size=100`, { protocolId });
  const client = service.standIns.clients.get(clientId)!;
  const father = service.standIns.clients.get(fatherId)!;
  return {
    warnings: tree.warnings.filter((w) => w.code === 'READING_DIFFERS').map((w) => w.reading),
    birthDay: client.birthDay,
    fatherVariants: (father.nameVariants as string[] | undefined) ?? [],
    audit: (audit.body.content as AuditEntry[]).filter((e) => e.source === READING_AUDIT_SOURCE(documentId)),
  };
}

beforeAll(async () => {
  service = await startProtocolsTestService();
  fatherId = service.standIns.addClient('João Bortolan', '1860-01-01');
  const family = await service.createCase('protocol', ['Maria Aparecida Bortolan']);
  protocolId = family.id;
  [clientId] = family.clientIds;
  // the tree says she was born a year later than the certificate, and names her father otherwise
  Object.assign(service.standIns.clients.get(clientId)!, { birthDay: '1898-03-14', father: fatherId });
  const person = await service.call('POST', CERTIFICATE_API.collection, {
    protocolId,
    category: 'IMMIGRANT',
    clientId,
    name: 'Maria Aparecida Bortolan',
    certificates: [{ typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL' }],
  });
  birth = person.body.certificates[0].id;
  await applyReading([
    { name: 'eventDate', value: '1897-03-14' },
    { name: 'fatherName', value: 'Giovanni Bortolan' },
  ]);
});
afterAll(() => service.close());

describe('resolving a difference between a reading and the tree', () => {
  it('shows both differences first', async () => {
    expect((await caseNow()).warnings).toEqual([
      { documentId, field: 'eventDate', read: '1897-03-14', tree: '1898-03-14' },
      { documentId, field: 'fatherName', read: 'Giovanni Bortolan', tree: 'João Bortolan' },
    ]);
  });

  it('refuses LIMITED callers, bad bodies, unknown warnings and certificates, changing nothing', async () => {
    const before = await caseNow();
    const other = new Types.ObjectId().toHexString();
    const refusals = [
      [resolve({ documentId, field: 'eventDate', keep: 'CASE' }, 'LIMITED'), 403, undefined],
      [resolve({ documentId, field: 'eventDate', keep: 'BOTH' }), 400, ERROR_CODES.validation],
      [resolve({ documentId, field: 'eventPlace', keep: 'CASE' }), 400, ERROR_CODES.validation],
      [resolve({ documentId, field: 'eventDate' }), 400, ERROR_CODES.validation],
      [
        resolve({ documentId: other, field: 'eventDate', keep: 'CASE' }),
        404,
        READING_ERROR_CODES.warningNotFound,
      ],
      [resolve({ documentId, field: 'motherName', keep: 'CASE' }), 404, READING_ERROR_CODES.warningNotFound],
      [resolve({ documentId, field: 'eventDate', keep: 'CASE' }, 'NORMAL', other), 404, undefined],
    ] as const;
    for (const [answer, status, code] of refusals) {
      const { status: got, body } = await answer;
      expect({ got, code: code && body.code }).toEqual({ got: status, code });
    }
    expect(await caseNow()).toEqual(before);
  });

  it("keeps the tree's value: the warning goes, audited, until the tree or the reading changes", async () => {
    const answer = await resolve({ documentId, field: 'eventDate', keep: 'CASE' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      documentId,
      field: 'eventDate',
      read: '1897-03-14',
      tree: '1898-03-14',
      keep: 'CASE',
      treeChanged: false,
    });
    let now = await caseNow();
    expect(now.warnings.map((w) => w?.field)).toEqual(['fatherName']);
    expect(now.birthDay).toBe('1898-03-14');
    const resolvedEntry = now.audit.find((entry) => JSON.stringify(entry.after).includes('resolved CASE'));
    expect(resolvedEntry).toMatchObject({ field: expect.stringMatching(/\.readingWarnings$/) });

    // the same values applied again keep it resolved
    await applyReading([{ name: 'eventDate', value: '1897-03-14' }]);
    expect((await caseNow()).warnings.map((w) => w?.field)).toEqual(['fatherName']);

    // the tree changes: the difference is back, with what the tree says now
    service.standIns.clients.get(clientId)!.birthDay = '1899-01-01';
    now = await caseNow();
    expect(now.warnings[0]).toEqual({
      documentId,
      field: 'eventDate',
      read: '1897-03-14',
      tree: '1899-01-01',
    });
    service.standIns.clients.get(clientId)!.birthDay = '1898-03-14';
    expect((await caseNow()).warnings.map((w) => w?.field)).toEqual(['fatherName']);

    // the reading says something else: a new difference, not resolved
    await applyReading([{ name: 'eventDate', value: '1897-03-15' }]);
    expect((await caseNow()).warnings[0]).toEqual({
      documentId,
      field: 'eventDate',
      read: '1897-03-15',
      tree: '1898-03-14',
    });
  });

  it('the certificate is right: the client takes the date read, and the warning goes', async () => {
    const answer = await resolve({ documentId, field: 'eventDate', keep: 'CERTIFICATE' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ keep: 'CERTIFICATE', tree: '1897-03-15', treeChanged: true });
    const now = await caseNow();
    expect(now.birthDay).toBe('1897-03-15');
    expect(now.warnings.map((w) => w?.field)).toEqual(['fatherName']);
  });

  it("takes the resolution back when the father's spelling cannot be kept", async () => {
    const before = await caseNow();
    service.standIns.hooks.nameVariantFails = true;
    try {
      const failed = await resolve({ documentId, field: 'fatherName', keep: 'CERTIFICATE' });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.status).not.toBe(500);
    } finally {
      service.standIns.hooks.nameVariantFails = false;
    }
    expect(await caseNow()).toEqual(before);
  });

  it("the certificate is right about the father: his spelling becomes the father's name variant", async () => {
    const answer = await resolve({ documentId, field: 'fatherName', keep: 'CERTIFICATE' });
    expect(answer.body).toMatchObject({ tree: 'João Bortolan', treeChanged: true });
    const now = await caseNow();
    expect(now.fatherVariants).toEqual(['Giovanni Bortolan']);
    expect(now.warnings).toEqual([]);
  });
});
