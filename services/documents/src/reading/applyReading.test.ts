import {
  CERTIFICATE_API,
  DOCUMENT_API,
  ERROR_CODES,
  READING_API,
  READING_AUDIT_SOURCE,
  READING_ERROR_CODES,
  type AuditEntry,
  type ChecklistTree,
} from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startDocumentsApiTestService, uploadAs, type DocumentsApiTestService } from '../../test/support';
import { ReadingRunner } from './readingQueue';
import { drawShortBirthCertificate } from './testCertificates';

// one small page is read by OCR here (docs/adr-reading.md "Applying")
jest.setTimeout(240_000);

let service: DocumentsApiTestService;
let protocolId: string;
let clientId: string;
let birth: string;
let documentId: string;

const staff = (method: string, path: string, body?: unknown, level: 'NORMAL' | 'LIMITED' = 'NORMAL') =>
  requestJson(`${service.url}${path}`, { method, headers: callerHeaders(level), body });
const apply = (body: unknown, level: 'NORMAL' | 'LIMITED' = 'NORMAL') =>
  staff('POST', READING_API.apply(documentId), body, level);

/** The birth certificate as services/protocols keeps it, and the case's audit from its reading. */
async function caseNow() {
  const tree = (await service.protocols.call('GET', CERTIFICATE_API.protocolChecklist(protocolId)))
    .body as ChecklistTree;
  const certificate = tree.persons[0].certificates.find((c) => c.id === birth)!;
  const audit = await service.protocols.call('POST', `${CERTIFICATE_API.audit}?page=1&size=50`, {
    protocolId,
  });
  const fromReading = (audit.body.content as AuditEntry[]).filter(
    (entry) => entry.source === READING_AUDIT_SOURCE(documentId),
  );
  const client = service.protocols.standIns.clients.get(clientId)!;
  return {
    certificate,
    warnings: tree.warnings.filter((w) => w.code === 'READING_DIFFERS'),
    audit: fromReading,
    variants: (client.nameVariants as string[] | undefined) ?? [],
  };
}

beforeAll(async () => {
  service = await startDocumentsApiTestService();
  const family = await service.protocols.createCase('protocol', ['Maria Aparecida Bortolan']);
  protocolId = family.id;
  [clientId] = family.clientIds;
  // the tree says she was born a year later than the certificate will
  service.protocols.standIns.clients.get(clientId)!.birthDay = '1898-03-14';
  const person = await service.protocols.call('POST', CERTIFICATE_API.collection, {
    protocolId,
    category: 'IMMIGRANT',
    clientId,
    name: 'Maria Aparecida Bortolan',
    certificates: [{ typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL' }],
  });
  if (person.status !== 201) throw new Error(`checklist: ${person.status} ${JSON.stringify(person.body)}`);
  birth = person.body.certificates[0].id;
  const sent = await uploadAs(
    `${service.url}${DOCUMENT_API.collection}`,
    { protocolId, certificateId: birth, kind: 'ORIGINAL_SCAN' },
    [
      {
        bytes: await drawShortBirthCertificate('MARIA APARECIDA BORTOLAN DOS SANTOS', '14/03/1897'),
        name: 'certidão.png',
        type: 'image/png',
      },
    ],
  );
  documentId = sent.body.id;
});
afterAll(() => service.close());

describe("a reading's accepted values written to the case", () => {
  it('refuses before the reading is finished, and LIMITED callers', async () => {
    expect((await apply({ fields: ['personName'] }, 'LIMITED')).status).toBe(403);
    const early = await apply({ fields: ['personName'] });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(READING_ERROR_CODES.notRead);

    const runner = new ReadingRunner(service.database.connection, 1).start();
    await runner.whenIdle();
    await runner.stop();
    const reading = await staff('GET', READING_API.reading(documentId));
    expect(reading.body.fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['personName', 'eventDate']),
    );
  });

  it('refuses a field not read, a corrected value that fits no field, nothing at all and an unread matrícula, writing nothing', async () => {
    const before = await caseNow();
    const refusals = [
      [{ fields: ['fatherName'] }, 400, READING_ERROR_CODES.fieldNotProposed],
      [
        { fields: ['personName', { name: 'eventDate', value: 'março' }] },
        400,
        READING_ERROR_CODES.valueInvalid,
      ],
      [{ fields: [] }, 400, ERROR_CODES.validation],
      [{ fields: ['nonsense'] }, 400, ERROR_CODES.validation],
      [{ fields: ['personName'], matricula: true }, 400, READING_ERROR_CODES.matriculaNotValid],
    ] as const;
    for (const [body, status, code] of refusals) {
      const answer = await apply(body);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    expect(await caseNow()).toEqual(before);
  });

  it('writes the name as printed with a name variant, and a corrected date with the warning the tree needs', async () => {
    const answer = await apply({ fields: ['personName', { name: 'eventDate', value: '1897-03-14' }] });
    expect(answer.status).toBe(200);
    expect(answer.body.written).toEqual([
      { name: 'personName', value: 'Maria Aparecida Bortolan dos Santos', target: 'CERTIFICATE' },
      { name: 'personName', value: 'Maria Aparecida Bortolan dos Santos', target: 'NAME_VARIANT' },
      { name: 'eventDate', value: '1897-03-14', target: 'CERTIFICATE' },
      { name: 'eventDate', value: '1897-03-14', target: 'WARNING' },
    ]);
    const now = await caseNow();
    expect(now.certificate).toMatchObject({
      personNameInDocument: 'Maria Aparecida Bortolan dos Santos',
      date: '1897-03-14',
    });
    expect(now.variants).toEqual(['Maria Aparecida Bortolan dos Santos']);
    expect(now.warnings).toEqual([
      expect.objectContaining({
        certificates: [birth],
        reading: { documentId, field: 'eventDate', read: '1897-03-14', tree: '1898-03-14' },
      }),
    ]);
    // the audit says the values came from this document's reading
    expect(now.audit.map((entry) => entry.field)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\.personNameInDocument$/),
        expect.stringMatching(/\.date$/),
        expect.stringMatching(/\.readingWarnings$/),
      ]),
    );
    expect((await staff('GET', READING_API.reading(documentId))).status).toBe(200);
  });

  it('writes nothing new when the same values are applied again', async () => {
    const before = await caseNow();
    const again = await apply({ fields: ['personName', { name: 'eventDate', value: '14/03/1897' }] });
    expect(again.status).toBe(200);
    expect(again.body.written).toHaveLength(4);
    expect(await caseNow()).toEqual(before);
  });

  it('puts the certificate back when the client cannot take the name variant', async () => {
    const before = await caseNow();
    service.protocols.standIns.hooks.nameVariantFails = true;
    try {
      const failed = await apply({
        fields: [{ name: 'personName', value: 'Maria Aparecida Bortolam' }],
      });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.status).not.toBe(500);
    } finally {
      service.protocols.standIns.hooks.nameVariantFails = false;
    }
    expect(await caseNow()).toEqual(before);
  });
});
