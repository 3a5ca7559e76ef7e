import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import type { UserLevel } from '@linhagem/contracts';
import {
  callerHeaders,
  requestJson,
  startTestService,
  type TestService,
} from '@linhagem/service-kit/testing';
import { buildApp } from '../app';

let service: TestService;
let codes = 0;

beforeAll(async () => {
  service = await startTestService(`protocols-checklist-test-${randomUUID().slice(0, 8)}`, buildApp);
});
afterAll(() => service.close());

const call = async (method: string, path: string, body?: unknown, level: UserLevel | null = 'NORMAL') => {
  const headers = level ? callerHeaders(level) : { 'content-type': 'application/json' };
  const answer = await requestJson(`${service.url}${path}`, { method, headers, body });
  return { status: answer.status, body: answer.body };
};

/** A protocol (or budget) as the protocols service stores it; only what the checklist reads. */
async function insertProtocol(
  fields: { budget?: boolean; status?: string; clients?: { client: Types.ObjectId; name: string }[] } = {},
): Promise<string> {
  const _id = new Types.ObjectId();
  codes += 1;
  await service.database.connection.collection('protocols').insertOne({
    _id,
    code: `2026/${String(codes).padStart(4, '0')}`,
    budget: fields.budget ?? false,
    status: fields.status ?? 'ACTIVE',
    clients: fields.clients ?? [],
  });
  return String(_id);
}
const setStatus = (protocolId: string, status: string) =>
  service.database.connection
    .collection('protocols')
    .updateOne({ _id: new Types.ObjectId(protocolId) }, { $set: { status } });

const complete = {
  typeOfCertificate: 'BIRTH',
  typeOfDocument: 'NORMAL',
  statusDocument: 'IN_OFFICE',
  statusTranslate: 'TRANSLATED',
  price: 12000,
  translatePrice: 8000,
};

const addPerson = async (protocolId: string, fields: Record<string, unknown>) => {
  const answer = await call('POST', '/api/certificate/', { protocolId, ...fields });
  expect(answer.status).toBe(201);
  return answer.body;
};

describe('checklist persons', () => {
  it('builds a three-generation tree with progress and colour on every certificate, person and the root', async () => {
    const protocolId = await insertProtocol();
    const immigrant = await addPerson(protocolId, {
      category: 'IMMIGRANT',
      name: 'Giuseppe Rossi',
      certificates: [complete, { typeOfCertificate: 'DEATH' }],
    });
    expect(immigrant).toMatchObject({ category: 'IMMIGRANT', name: 'Giuseppe Rossi', progress: 58.34 });
    const son = await addPerson(protocolId, {
      category: 'ASCENDANT',
      name: 'Mario Rossi',
      parentId: immigrant.id,
      certificates: [{ typeOfCertificate: 'REFERENCE', processReferencePerson: 'Giuseppe' }],
    });
    await addPerson(protocolId, { category: 'APPLICANT', name: 'Ana Rossi', parentId: son.id });

    const tree = await call('GET', `/api/certificate/protocol/${protocolId}`, undefined, 'LIMITED');
    expect(tree.status).toBe(200);
    const root = tree.body;
    expect(root).toMatchObject({ protocolId, protocolCode: expect.stringMatching(/^2026\//), sent: false });
    // (100 + 16.67 + 50) / 3 certificates
    expect([root.progress, root.color]).toEqual([55.56, 'YELLOW']);
    expect(root.totals).toEqual({ price: 12000, translatePrice: 8000 });
    const [giuseppe] = root.persons;
    expect(
      giuseppe.certificates.map((c: { progress: number; color: string }) => [c.progress, c.color]),
    ).toEqual([
      [100, 'DARK_GREEN'],
      [16.67, 'RED'],
    ]);
    expect([giuseppe.progress, giuseppe.color]).toEqual([58.34, 'YELLOW']);
    const [mario] = giuseppe.children;
    expect([mario.name, mario.progress, mario.color]).toEqual(['Mario Rossi', 50, 'YELLOW']);
    expect([mario.children[0].name, mario.children[0].progress, mario.children[0].color]).toEqual([
      'Ana Rossi',
      0,
      'RED',
    ]);

    const one = await call('GET', `/api/certificate/${son.id}`, undefined, 'LIMITED');
    expect(one.body).toMatchObject({ id: son.id, parentId: immigrant.id, children: [{ name: 'Ana Rossi' }] });
  });

  it("refuses a second immigrant with the spec's message", async () => {
    const protocolId = await insertProtocol();
    const first = await addPerson(protocolId, { category: 'IMMIGRANT' });
    const second = await call('POST', '/api/certificate/', { protocolId, category: 'IMMIGRANT' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'checklist.more-than-one-immigrant',
      message: 'It is not allowed to add more than one immigrant',
    });
    // turning another person into the immigrant is refused too, but the immigrant itself can be saved again
    const other = await addPerson(protocolId, { category: 'ASCENDANT', parentId: first.id });
    const promoted = await call('POST', '/api/certificate/', {
      id: other.id,
      protocolId,
      category: 'IMMIGRANT',
      parentId: first.id,
    });
    expect(promoted.status).toBe(409);
    const again = await call('POST', '/api/certificate/', {
      id: first.id,
      protocolId,
      category: 'IMMIGRANT',
    });
    expect(again.status).toBe(200);
    // another protocol has its own immigrant
    await addPerson(await insertProtocol(), { category: 'IMMIGRANT' });
  });

  it('updates the certificate list: kept ones updated, new ones added, missing ones removed', async () => {
    const protocolId = await insertProtocol();
    const person = await addPerson(protocolId, {
      category: 'APPLICANT',
      certificates: [complete, { typeOfCertificate: 'WEDDING' }],
    });
    const [birth, wedding] = person.certificates;
    const saved = await call('POST', '/api/certificate/', {
      id: person.id,
      protocolId,
      category: 'APPLICANT',
      name: 'Ana',
      certificates: [{ ...birth, price: 0 }, { typeOfCertificate: 'IDENTIFICATION' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.certificates.map((c: { id: string; price: number | null }) => [c.id, c.price])).toEqual(
      [
        [birth.id, 0],
        [expect.any(String), null],
      ],
    );
    expect(saved.body.certificates[0].progress).toBe(83.33);
    expect((await call('DELETE', `/api/certificate/${wedding.id}`)).status).toBe(404);
  });

  it('removes a person with all its certificates, and refuses while another person is linked to it', async () => {
    const protocolId = await insertProtocol();
    const immigrant = await addPerson(protocolId, { category: 'IMMIGRANT', name: 'Giuseppe' });
    const son = await addPerson(protocolId, {
      category: 'ASCENDANT',
      name: 'Mario',
      parentId: immigrant.id,
      certificates: [complete, complete],
    });
    const refused = await call('DELETE', `/api/certificate/${immigrant.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'checklist.person-linked',
      details: { persons: [{ id: son.id, name: 'Mario' }] },
    });

    expect((await call('DELETE', `/api/certificate/${son.id}`)).status).toBe(204);
    const certificates = service.database.connection.collection('certificates');
    expect(await certificates.countDocuments({ checklistPerson: new Types.ObjectId(son.id) })).toBe(0);
    expect((await call('GET', `/api/certificate/${son.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/certificate/${immigrant.id}`)).status).toBe(204);
    expect((await call('GET', `/api/certificate/protocol/${protocolId}`)).body.persons).toEqual([]);
  });

  it('keeps the tree a tree: the parent must be of the same checklist and not a descendant', async () => {
    const protocolId = await insertProtocol();
    const immigrant = await addPerson(protocolId, { category: 'IMMIGRANT' });
    const son = await addPerson(protocolId, { category: 'ASCENDANT', parentId: immigrant.id });
    const cycle = await call('POST', '/api/certificate/', {
      id: immigrant.id,
      protocolId,
      category: 'IMMIGRANT',
      parentId: son.id,
    });
    expect([cycle.status, cycle.body.code]).toEqual([400, 'checklist.parent-cycle']);
    const otherProtocol = await insertProtocol();
    const foreignParent = await call('POST', '/api/certificate/', {
      protocolId: otherProtocol,
      category: 'APPLICANT',
      parentId: son.id,
    });
    expect([foreignParent.status, foreignParent.body.code]).toEqual([400, 'checklist.not-in-protocol']);
    const foreignCertificate = await call('POST', '/api/certificate/', {
      id: son.id,
      protocolId,
      category: 'ASCENDANT',
      parentId: immigrant.id,
      certificates: [{ id: new Types.ObjectId().toHexString(), typeOfCertificate: 'BIRTH' }],
    });
    expect([foreignCertificate.status, foreignCertificate.body.code]).toEqual([
      400,
      'checklist.not-in-protocol',
    ]);
  });
});

describe('save-one', () => {
  it('creates and updates one certificate and answers its progress', async () => {
    const protocolId = await insertProtocol();
    const person = await addPerson(protocolId, { category: 'APPLICANT', name: 'Ana' });
    const created = await call('POST', '/api/certificate/save-one', {
      protocolId,
      checklistPersonId: person.id,
      typeOfCertificate: 'WEDDING',
      typeOfDocument: 'CIVIL',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ checklistPersonId: person.id, progress: 28.57, color: 'YELLOW' });
    const updated = await call('POST', '/api/certificate/save-one', {
      ...complete,
      id: created.body.id,
      protocolId,
      checklistPersonId: person.id,
      typeOfCertificate: 'WEDDING',
      typeOfDocument: 'CIVIL',
      date: '1950-06-01',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      date: '1950-06-01',
      progress: 100,
      color: 'DARK_GREEN',
    });
    const elsewhere = await call('POST', '/api/certificate/save-one', {
      protocolId: await insertProtocol(),
      checklistPersonId: person.id,
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'checklist.not-in-protocol']);
  });
});

describe('document type by certificate type', () => {
  it('refuses a document type its certificate type does not offer, whole or left from the stored one, writing nothing', async () => {
    const protocolId = await insertProtocol();
    const person = await addPerson(protocolId, {
      category: 'APPLICANT',
      name: 'Ana',
      certificates: [complete, { typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'PASSPORT' }],
    });
    const [birth, identification] = person.certificates as { id: string }[];
    const mismatch = [{ path: 'typeOfDocument', message: 'checklist.document-type-mismatch' }];
    const saveOne = (fields: Record<string, unknown>) =>
      call('POST', '/api/certificate/save-one', { protocolId, checklistPersonId: person.id, ...fields });

    const created = await saveOne({ typeOfCertificate: 'BIRTH', typeOfDocument: 'PASSPORT' });
    expect([created.status, created.body.code, created.body.details]).toEqual([
      400,
      'VALIDATION_FAILED',
      mismatch,
    ]);
    // a body that leaves one of the pair out keeps the stored one, which must fit the other
    for (const fields of [
      { id: birth.id, typeOfDocument: 'RG' },
      { id: identification.id, typeOfCertificate: 'DEATH' },
    ]) {
      const refused = await saveOne(fields);
      expect([refused.status, refused.body.code, refused.body.details]).toEqual([
        400,
        'VALIDATION_FAILED',
        mismatch,
      ]);
    }
    const whole = await call('POST', '/api/certificate/', {
      id: person.id,
      protocolId,
      category: 'APPLICANT',
      certificates: [
        { id: birth.id, typeOfDocument: 'ADDRESS_PROOF_OWN' },
        { id: identification.id, typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'RG' },
      ],
    });
    expect([whole.status, whole.body.details]).toEqual([
      400,
      [{ ...mismatch[0], path: 'certificates.0.typeOfDocument' }],
    ]);
    const tree = await call('GET', `/api/certificate/protocol/${protocolId}`);
    expect(tree.body.persons[0].certificates).toMatchObject([
      { typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL' },
      { typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'PASSPORT' },
    ]);

    // a pair stored before the rule, left as it is, does not stop a save of the person or of other fields
    await service.database.connection
      .collection('certificates')
      .updateOne({ _id: new Types.ObjectId(birth.id) }, { $set: { typeOfDocument: 'RG' } });
    const stored = (await call('GET', `/api/certificate/protocol/${protocolId}`)).body.persons[0];
    const renamed = await call('POST', '/api/certificate/', {
      id: person.id,
      protocolId,
      category: 'APPLICANT',
      name: 'Ana Maria',
      certificates: stored.certificates,
    });
    expect(renamed.status).toBe(200);
    const editorSave = {
      id: birth.id,
      typeOfCertificate: 'BIRTH',
      typeOfDocument: 'RG',
      notes: 'old record',
    };
    expect((await saveOne(editorSave)).status).toBe(200);
    const touched = await saveOne({ id: birth.id, typeOfCertificate: 'WEDDING' });
    expect([touched.status, touched.body.details]).toEqual([400, mismatch]);

    // a fitting change of either, or of both at once, is saved
    expect((await saveOne({ id: identification.id, typeOfDocument: 'RG' })).body).toMatchObject({
      typeOfCertificate: 'IDENTIFICATION',
      typeOfDocument: 'RG',
    });
    expect(
      (
        await saveOne({
          id: birth.id,
          typeOfCertificate: 'ADDRESS_PROOF',
          typeOfDocument: 'ADDRESS_PROOF_OWN',
        })
      ).status,
    ).toBe(200);
  });
});

describe('availability (spec 4)', () => {
  it('has no checklist for a budget', async () => {
    const budgetId = await insertProtocol({ budget: true });
    for (const answer of [
      await call('POST', '/api/certificate/', { protocolId: budgetId, category: 'IMMIGRANT' }),
      await call('GET', `/api/certificate/protocol/${budgetId}`),
      await call('POST', `/api/protocol/${budgetId}/checklist/send`),
    ])
      expect([answer.status, answer.body.code]).toEqual([409, 'checklist.budget']);
  });

  it('refuses changes on a canceled protocol until it is reactivated, but still shows it', async () => {
    const protocolId = await insertProtocol();
    const person = await addPerson(protocolId, { category: 'IMMIGRANT', certificates: [complete] });
    await setStatus(protocolId, 'CANCELED');
    for (const answer of [
      await call('POST', '/api/certificate/', { protocolId, category: 'APPLICANT' }),
      await call('POST', '/api/certificate/save-one', { protocolId, checklistPersonId: person.id }),
      await call('DELETE', `/api/certificate/${person.certificates[0].id}`),
      await call('DELETE', `/api/certificate/${person.id}`),
      await call('POST', `/api/protocol/${protocolId}/checklist/send`),
    ])
      expect([answer.status, answer.body.code]).toEqual([409, 'checklist.protocol-canceled']);
    const shown = await call('GET', `/api/certificate/protocol/${protocolId}`);
    expect([shown.status, shown.body.protocolStatus]).toEqual([200, 'CANCELED']);
    await setStatus(protocolId, 'ACTIVE');
    expect((await call('POST', '/api/certificate/', { protocolId, category: 'APPLICANT' })).status).toBe(201);
  });

  it('locks the certificates while the checklist is sent, until the send is cancelled', async () => {
    const protocolId = await insertProtocol();
    const person = await addPerson(protocolId, { category: 'IMMIGRANT', certificates: [complete] });
    const sent = await call('POST', `/api/protocol/${protocolId}/checklist/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ protocolId, sent: true, sentAt: expect.any(String) });
    const tree = await call('GET', `/api/certificate/protocol/${protocolId}`);
    expect(tree.body).toMatchObject({
      sent: true,
      sentAt: sent.body.sentAt,
      progress: 100,
      color: 'DARK_GREEN',
    });
    expect((await call('POST', `/api/protocol/${protocolId}/checklist/send`)).body.code).toBe(
      'checklist.already-sent',
    );
    for (const answer of [
      await call('POST', '/api/certificate/', { protocolId, category: 'APPLICANT' }),
      await call('POST', '/api/certificate/save-one', { protocolId, checklistPersonId: person.id }),
      await call('DELETE', `/api/certificate/${person.certificates[0].id}`),
    ])
      expect([answer.status, answer.body.code]).toEqual([409, 'checklist.sent']);

    const cancelled = await call('POST', `/api/protocol/${protocolId}/checklist/cancel-send`);
    expect(cancelled.body).toEqual({ protocolId, sent: false, sentAt: null });
    expect((await call('POST', `/api/protocol/${protocolId}/checklist/cancel-send`)).body.code).toBe(
      'checklist.not-sent',
    );
    expect((await call('DELETE', `/api/certificate/${person.certificates[0].id}`)).status).toBe(204);
  });
});

describe('levels and input', () => {
  it('lets LIMITED read but not write, and refuses a call without a caller', async () => {
    const protocolId = await insertProtocol();
    const person = await addPerson(protocolId, { category: 'IMMIGRANT', certificates: [complete] });
    for (const [method, path, body] of [
      ['POST', '/api/certificate/', { protocolId, category: 'APPLICANT' }],
      ['POST', '/api/certificate/save-one', { protocolId, checklistPersonId: person.id }],
      ['DELETE', `/api/certificate/${person.id}`],
      ['POST', `/api/protocol/${protocolId}/checklist/send`],
      ['POST', `/api/protocol/${protocolId}/checklist/cancel-send`],
    ] as const)
      expect((await call(method, path, body, 'LIMITED')).status).toBe(403);
    expect((await call('GET', `/api/certificate/${person.id}`, undefined, 'LIMITED')).status).toBe(200);
    expect((await call('POST', '/api/certificate/pagination', {}, 'LIMITED')).status).toBe(200);
    expect((await call('GET', `/api/certificate/protocol/${protocolId}`, undefined, null)).status).toBe(401);
  });

  it('answers bad enums, malformed ids and operator injection with 400 and writes nothing', async () => {
    const protocolId = await insertProtocol();
    const before = await service.database.connection.collection('checklistpeople').countDocuments();
    const badEnum = await call('POST', '/api/certificate/', {
      protocolId,
      category: 'IMMIGRANT',
      certificates: [{ typeOfCertificate: 'PASSPORT' }],
    });
    expect([badEnum.status, badEnum.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const badCategory = await call('POST', '/api/certificate/', { protocolId, category: 'immigrant' });
    expect(badCategory.status).toBe(400);
    const injected = await call('POST', '/api/certificate/pagination', { personName: { $ne: null } });
    expect([injected.status, injected.body.code]).toEqual([400, 'OPERATOR_REJECTED']);
    const injectedId = await call('POST', '/api/certificate/', {
      protocolId: { $gt: '' },
      category: 'IMMIGRANT',
    });
    expect(injectedId.status).toBe(400);
    expect((await call('GET', '/api/certificate/not-an-id')).status).toBe(400);
    const badSort = await call('POST', '/api/certificate/pagination?sort=notes', {});
    expect(badSort.status).toBe(400);
    expect(await service.database.connection.collection('checklistpeople').countDocuments()).toBe(before);
    expect(
      (await call('GET', `/api/certificate/protocol/${new Types.ObjectId().toHexString()}`)).status,
    ).toBe(404);
  });
});

describe('work queue', () => {
  it('filters certificates across protocols and sorts by protocol code by default', async () => {
    const first = await insertProtocol();
    const second = await insertProtocol();
    const rossi = await addPerson(second, {
      category: 'IMMIGRANT',
      name: 'Giuseppe Rossi',
      certificates: [
        { ...complete, statusTranslate: 'SENT_TO_TRANSLATOR' },
        { typeOfCertificate: 'DEATH', statusTranslate: 'SENT_TO_TRANSLATOR' },
      ],
    });
    await addPerson(first, {
      category: 'IMMIGRANT',
      name: 'Pietro Bianchi',
      certificates: [{ typeOfCertificate: 'BIRTH', statusTranslate: 'SENT_TO_TRANSLATOR' }, complete],
    });
    const atTranslator = await call('POST', '/api/certificate/pagination?size=50', {
      statusTranslate: 'SENT_TO_TRANSLATOR',
    });
    expect(atTranslator.status).toBe(200);
    const codes = atTranslator.body.content.map((row: { protocolCode: string }) => row.protocolCode);
    expect(codes).toEqual([...codes].sort());
    const mine = atTranslator.body.content.filter((row: { protocolId: string }) =>
      [first, second].includes(row.protocolId),
    );
    expect(mine.map((row: { personName: string }) => row.personName)).toEqual([
      'Pietro Bianchi',
      'Giuseppe Rossi',
      'Giuseppe Rossi',
    ]);
    expect(mine[1]).toMatchObject({ category: 'IMMIGRANT', progress: 100, color: 'DARK_GREEN' });

    const byName = await call('POST', '/api/certificate/pagination?sort=p.code,desc', {
      protocolCode: mine[1].protocolCode,
      personName: 'rossi',
      typeOfCertificate: 'DEATH',
    });
    expect(byName.body).toMatchObject({ totalElements: 1, page: 1, size: 10 });
    expect(byName.body.content[0]).toMatchObject({ checklistPersonId: rossi.id, typeOfCertificate: 'DEATH' });
    const code = mine[0].protocolCode as string;
    const byCode = await call('POST', '/api/certificate/pagination', { protocolCode: code });
    expect(byCode.body.content.every((row: { protocolCode: string }) => row.protocolCode === code)).toBe(
      true,
    );
    expect(byCode.body.totalElements).toBe(2);
  });

  it("answers the protocol's clients with the tree, whom a person may be", async () => {
    const client = new Types.ObjectId();
    const protocol = await insertProtocol({ clients: [{ client, name: 'Ana Rossi' }] });
    const tree = await call('GET', `/api/certificate/protocol/${protocol}`);
    expect(tree.body.clients).toEqual([{ id: String(client), name: 'Ana Rossi' }]);
  });

  it('finds a person name whatever its accents and case', async () => {
    const protocol = await insertProtocol();
    await addPerson(protocol, {
      category: 'IMMIGRANT',
      name: 'João da Conceição',
      certificates: [{ typeOfCertificate: 'BIRTH' }],
    });
    for (const personName of ['conceicao', 'JOAO DA', 'Conceição'])
      expect(
        (await call('POST', '/api/certificate/pagination', { personName })).body.content.map(
          (row: { personName: string }) => row.personName,
        ),
      ).toEqual(['João da Conceição']);
  });
});

describe('audit (entity Protocol)', () => {
  it('records who changed which checklist field, from what to what, and lists it for the protocol', async () => {
    const protocolId = await insertProtocol();
    const person = await addPerson(protocolId, { category: 'IMMIGRANT', name: 'Giuseppe' });
    const certificate = await call('POST', '/api/certificate/save-one', {
      protocolId,
      checklistPersonId: person.id,
      typeOfCertificate: 'BIRTH',
    });
    await call('POST', '/api/certificate/save-one', {
      id: certificate.body.id,
      protocolId,
      checklistPersonId: person.id,
      typeOfCertificate: 'BIRTH',
      price: 5000,
    });
    await call('POST', `/api/protocol/${protocolId}/checklist/send`);

    const audit = await call('POST', '/api/certificate/audit?size=50', { protocolId }, 'LIMITED');
    expect(audit.status).toBe(200);
    const entries = audit.body.content as {
      field: string;
      action: string;
      before: unknown;
      after: unknown;
    }[];
    const row = (field: string) => entries.find((entry) => entry.field === field);
    expect(audit.body.content[0]).toMatchObject({
      entity: 'Protocol',
      entityId: protocolId,
      userName: 'test.normal',
    });
    expect(row(`checklist.${person.id}.category`)).toMatchObject({ action: 'CREATE', after: 'IMMIGRANT' });
    expect(row(`checklist.${person.id}.certificates.${certificate.body.id}.price`)).toMatchObject({
      action: 'UPDATE',
      before: null,
      after: 5000,
    });
    expect(row('checklist.sent')).toMatchObject({ action: 'UPDATE', before: false, after: true });
    const other = await call('POST', '/api/certificate/audit', { protocolId: await insertProtocol() });
    expect(other.body.totalElements).toBe(0);
    expect((await call('POST', '/api/certificate/audit', { protocolId: { $ne: null } })).status).toBe(400);
  });
});
