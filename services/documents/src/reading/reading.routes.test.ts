import {
  DOCUMENT_API,
  ERROR_CODES,
  NOTIFICATION_API,
  PUBLIC_DOCUMENT_API,
  PUBLIC_READING_API,
  READING_API,
  READING_ERROR_CODES,
} from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { makeJpeg } from '../../test/files';
import {
  startDocumentsApiTestService,
  uploadAs,
  type CaseWithCertificates,
  type DocumentsApiTestService,
} from '../../test/support';
import { readingModel } from './model';
import { ReadingRunner } from './readingQueue';
import { drawShortBirthCertificate } from './testCertificates';

// two small pages are read by OCR here; the accuracy set is the bench's
jest.setTimeout(240_000);

let service: DocumentsApiTestService;
let family: CaseWithCertificates;
beforeAll(async () => {
  service = await startDocumentsApiTestService();
  family = await service.caseWithCertificates('Maria Leitura');
  await service.requestFromFamily(family.birth);
});
afterAll(() => service.close());

const staff = (method: string, path: string, body?: unknown, level: 'NORMAL' | 'LIMITED' = 'NORMAL') =>
  requestJson(`${service.url}${path}`, { method, headers: callerHeaders(level), body });
const portal = (method: string, path: string, body?: unknown) =>
  requestJson(`${service.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9, 10.9.0.1' },
    body,
  });
const readAll = async () => {
  const runner = new ReadingRunner(service.database.connection, 1).start();
  await runner.whenIdle();
  await runner.stop();
};

describe('a certificate read on arrival', () => {
  let staffDocument: string;
  let familyDocument: string;

  it('answers the upload at once and queues its reading', async () => {
    const sent = await uploadAs(
      `${service.url}${DOCUMENT_API.collection}`,
      {
        protocolId: family.id,
        certificateId: family.birth,
        kind: 'ORIGINAL_SCAN',
      },
      [
        {
          bytes: await drawShortBirthCertificate('MARIA APARECIDA DOS SANTOS'),
          name: 'certidão.png',
          type: 'image/png',
        },
      ],
    );
    expect(sent.status).toBe(201);
    staffDocument = sent.body.id;
    const reading = await staff('GET', READING_API.reading(staffDocument), undefined, 'LIMITED');
    expect(reading.status).toBe(200);
    expect(reading.body).toMatchObject({ status: 'QUEUED', pages: [], fields: [], matricula: null });

    const fromFamily = await uploadAs(
      `${service.url}${PUBLIC_DOCUMENT_API.documents(family.id, family.accessCode)}`,
      { certificateId: family.birth },
      [
        {
          bytes: await drawShortBirthCertificate('JOSE BORTOLAN DA COSTA'),
          name: 'foto.png',
          type: 'image/png',
        },
      ],
      { 'x-forwarded-for': '203.0.113.9, 10.9.0.1' },
    );
    expect(fromFamily.status).toBe(201);
    familyDocument = fromFamily.body.id;
  });

  it('resumes a reading a stopped process left half done, and leaves one another process holds', async () => {
    const readings = readingModel(service.database.connection);
    // the staff scan: claimed by a process that died (its lease lapsed); the family's: held by a live one
    await readings.updateOne(
      { document: staffDocument },
      { $set: { status: 'READING', attempts: 1, leaseUntil: new Date(Date.now() - 1000) } },
    );
    await readings.updateOne(
      { document: familyDocument },
      { $set: { status: 'READING', attempts: 1, leaseUntil: new Date(Date.now() + 60_000) } },
    );
    await readAll();
    const reading = await staff('GET', READING_API.reading(staffDocument), undefined, 'LIMITED');
    expect(reading.body.status).toBe('READ');
    expect(reading.body.language).toBe('por');
    expect(reading.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'personName', value: 'Maria Aparecida dos Santos', page: 1 }),
        expect.objectContaining({ name: 'eventDate', value: '1897-03-14' }),
      ]),
    );
    expect(reading.body.pages[0].words[0]).toEqual({
      text: expect.any(String),
      confidence: expect.any(Number),
      box: [expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number)],
    });
    expect((await readings.findOne({ document: familyDocument }).lean())?.status).toBe('READING');
  });

  it('reads a document again on demand (NORMAL), answering 202 before reading', async () => {
    expect((await staff('POST', READING_API.reading(familyDocument), undefined, 'LIMITED')).status).toBe(403);
    const again = await staff('POST', READING_API.reading(familyDocument));
    expect(again.status).toBe(202);
    expect(again.body.status).toBe('QUEUED');
    await readAll();
    expect((await staff('GET', READING_API.reading(familyDocument))).body.status).toBe('READ');
  });

  it('shows the family what was read of its own upload, without word boxes, and keeps its answer', async () => {
    const own = await portal('GET', PUBLIC_READING_API.reading(family.id, family.accessCode, familyDocument));
    expect(own.status).toBe(200);
    expect(own.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'personName', value: 'Jose Bortolan da Costa' }),
      ]),
    );
    expect(own.body.fields[0]).not.toHaveProperty('box');
    expect(own.body).not.toHaveProperty('pages');

    const staffFile = await portal(
      'GET',
      PUBLIC_READING_API.reading(family.id, family.accessCode, staffDocument),
    );
    expect(staffFile.status).toBe(404);
    expect(staffFile.body.code).toBe(READING_ERROR_CODES.notFamilyUpload);
    const wrongCode = await portal(
      'GET',
      PUBLIC_READING_API.reading(family.id, 'WRONG-CODE', familyDocument),
    );
    expect([403, 404]).toContain(wrongCode.status);

    const feedback = PUBLIC_READING_API.feedback(family.id, family.accessCode, familyDocument);
    const silent = await portal('POST', feedback, { ok: false });
    expect(silent.status).toBe(400);
    expect(silent.body.code).toBe(ERROR_CODES.validation);
    const said = await portal('POST', feedback, { ok: false, note: 'O nome é José, com acento' });
    expect(said.status).toBe(200);
    expect(said.body.feedback).toMatchObject({ ok: false, note: 'O nome é José, com acento' });
    expect((await staff('GET', READING_API.reading(familyDocument))).body.feedback).toMatchObject({
      ok: false,
      note: 'O nome é José, com acento',
    });
    // the office is told on its bell, with the family's note
    const bell = await requestJson(`${service.protocols.url}${NOTIFICATION_API.list}`, {
      headers: callerHeaders('NORMAL'),
    });
    const told = bell.body.notifications.filter(
      (n: { protocolId: string; message: string }) =>
        n.protocolId === family.id && n.message.includes('foto.png'),
    );
    expect(told.map((n: { message: string }) => n.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('O nome é José, com acento')]),
    );
  });

  it('says UNREADABLE for a page with almost no text', async () => {
    const sent = await uploadAs(
      `${service.url}${DOCUMENT_API.collection}`,
      {
        protocolId: family.id,
        certificateId: family.wedding,
        kind: 'ORIGINAL_SCAN',
      },
      [{ bytes: await makeJpeg(), name: 'foto.jpg', type: 'image/jpeg' }],
    );
    await readAll();
    expect((await staff('GET', READING_API.reading(sent.body.id))).body).toMatchObject({
      status: 'UNREADABLE',
      fields: [],
    });
  });
});
