import { createHash, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import yauzl from 'yauzl';
import { CERTIFICATE_API, CLIENT_API, DOCUMENT_API, PROTOCOL_API, type UserLevel } from '@linhagem/contracts';
import {
  callerHeaders,
  requestJson,
  startTestService,
  type TestService,
} from '@linhagem/service-kit/testing';
import { buildApp as buildCatalog } from '../../../catalog/src/app';
import { buildApp as buildDocuments } from '../../../documents/src/app';
import { buildApp as buildProtocols } from '../../../protocols/src/app';
import { buildApp, type AppOptions } from '../app';

/** The real clients, catalog, protocols and documents apps in-process, each on its own in-memory database. */
let clients: TestService;
let catalog: TestService;
let protocols: TestService;
let documents: TestService;
const clientsOptions: AppOptions = {};

beforeAll(async () => {
  const unique = randomUUID().slice(0, 8);
  const nobody = 'http://127.0.0.1:9';
  // the clients box and the protocols box call each other: the clients' options are filled once both listen
  clients = await startTestService(`lgpd-clients-${unique}`, (db) => buildApp(db, clientsOptions));
  catalog = await startTestService(`lgpd-catalog-${unique}`, (db) =>
    buildCatalog(db, { protocolsUrl: nobody }),
  );
  protocols = await startTestService(`lgpd-protocols-${unique}`, (db) =>
    buildProtocols(db, { clientsUrl: clients.url, catalogUrl: catalog.url, identityUrl: nobody }),
  );
  documents = await startTestService(`lgpd-documents-${unique}`, (db) =>
    buildDocuments(db, { protocolsUrl: protocols.url, catalogUrl: catalog.url }),
  );
  clientsOptions.protocolsUrl = protocols.url;
  clientsOptions.documentsUrl = documents.url;
});
afterAll(async () => {
  for (const box of [documents, protocols, catalog, clients]) await box?.close();
});

const call = (
  box: TestService,
  method: string,
  path: string,
  body?: unknown,
  level: UserLevel = 'ADMINISTRATOR',
) => requestJson(`${box.url}${path}`, { method, headers: callerHeaders(level), body });

async function ok(box: TestService, method: string, path: string, body?: unknown) {
  const answer = await call(box, method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

async function exportOf(id: string, level: UserLevel = 'ADMINISTRATOR') {
  const response = await fetch(`${clients.url}${CLIENT_API.personalData(id)}`, {
    headers: callerHeaders(level),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes,
  };
}

async function scan(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('Certidão de nascimento', { x: 50, y: 760, size: 20, font });
  return Buffer.from(await pdf.save());
}

const NAME = 'Giovanna Bortolini Lgpd';

/** A client with a father, in one protocol, a checklist person with a birth certificate and its uploaded scan. */
async function clientInCase() {
  const father = await ok(clients, 'POST', CLIENT_API.collection, {
    name: `Pai ${randomUUID().slice(0, 6)}`,
    confirmDuplicateName: true,
  });
  const client = await ok(clients, 'POST', CLIENT_API.collection, {
    name: NAME,
    confirmDuplicateName: true,
    cpf: '529.982.247-25',
    email: 'giovanna@example.com',
    cellPhoneNumber: '(11) 98888-7777',
    birthDay: '1980-03-04',
    notes: 'Prefere contato por WhatsApp',
    nameVariants: ['Giovana Bortolini'],
    father: father.id,
  });
  const protocol = await ok(protocols, 'POST', PROTOCOL_API.collection, {
    name: `Cidadania ${NAME}`,
    familyName: 'Bortolini',
    mainClient: client.id,
    clients: [client.id],
  });
  const person = await ok(protocols, 'POST', CERTIFICATE_API.collection, {
    protocolId: protocol.id,
    category: 'APPLICANT',
    name: NAME,
    clientId: client.id,
    certificates: [{ typeOfCertificate: 'BIRTH', typeOfDocument: 'CIVIL' }],
  });
  const certificateId = person.certificates[0].id as string;
  const form = new FormData();
  form.append('protocolId', protocol.id);
  form.append('certificateId', certificateId);
  form.append('kind', 'ORIGINAL_SCAN');
  const pdf = await scan();
  // named as a web page: the ZIP names its bytes by their type (a PDF), documents.json keeps the name sent
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'nascimento.html');
  const headers = callerHeaders('NORMAL');
  delete headers['content-type'];
  const sent = await fetch(`${documents.url}${DOCUMENT_API.collection}`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (sent.status !== 201) throw new Error(`upload: ${sent.status} ${await sent.text()}`);
  const document = (await sent.json()) as { id: string; sha256: string };
  return { client, father, protocol, certificateId, document, pdf };
}

let held: Awaited<ReturnType<typeof clientInCase>>;
beforeAll(async () => {
  held = await clientInCase();
});

describe('GET /api/client/:id/personal-data', () => {
  it('gives an administrator a ZIP of the record, links, protocols, certificates, documents and audit', async () => {
    const { client, father, protocol, certificateId, document } = held;
    const answer = await exportOf(client.id);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/zip');
    // personal data: kept by no cache, the browser's and the BFF's included
    expect(answer.cacheControl).toBe('no-store');
    const files = await readZip(answer.bytes);
    expect([...files.keys()].sort()).toEqual(
      [
        'audit.json',
        'certificates.json',
        'checklist-persons.json',
        'client.json',
        'documents.json',
        `files/${document.id}-nascimento.pdf`,
        'links.json',
        'manifest.json',
        'protocols.json',
        'signatures.json',
      ].sort(),
    );
    const read = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
    expect(read('client.json')).toMatchObject({ id: client.id, name: NAME, email: 'giovanna@example.com' });
    expect(read('links.json')).toMatchObject({
      father: { id: father.id, name: father.name },
      nameVariants: ['Giovana Bortolini'],
    });
    const [inProtocol] = read('protocols.json');
    expect(inProtocol).toMatchObject({ _id: protocol.id, code: protocol.code, status: 'ACTIVE' });
    expect(inProtocol.accessCode).toBeUndefined();
    expect(read('checklist-persons.json')).toEqual([
      expect.objectContaining({ client: client.id, name: NAME }),
    ]);
    expect(read('certificates.json')).toEqual([
      expect.objectContaining({ _id: certificateId, typeOfCertificate: 'BIRTH', personName: NAME }),
    ]);
    expect(read('documents.json')).toEqual([
      expect.objectContaining({ _id: document.id, sha256: document.sha256, fileName: 'nascimento.html' }),
    ]);
    expect(read('audit.json')).toEqual([expect.objectContaining({ action: 'CREATE', entityName: NAME })]);
    expect(read('manifest.json')).toMatchObject({
      clientId: client.id,
      exportedBy: { userName: expect.any(String) },
      documentFiles: [{ path: `files/${document.id}-nascimento.pdf`, sha256: document.sha256 }],
    });
    // the file itself, byte for byte as uploaded
    const bytes = files.get(`files/${document.id}-nascimento.pdf`)!;
    expect(bytes.equals(held.pdf)).toBe(true);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(document.sha256);

    // the export is audited: who took whose data, when
    const audit = await ok(clients, 'POST', `${CLIENT_API.audit}?size=50`, { clientId: client.id });
    expect(audit.content).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'EXPORT', entityName: NAME })]),
    );
  });

  it('refuses NORMAL and LIMITED users, a malformed id and an unknown client', async () => {
    for (const level of ['NORMAL', 'LIMITED'] as const)
      expect((await exportOf(held.client.id, level)).status).toBe(403);
    expect((await exportOf('not-an-id')).status).toBe(400);
    expect((await exportOf('0123456789abcdef01234567')).status).toBe(404);
  });
});

describe('POST /api/client/:id/anonymise', () => {
  it('refuses levels below ADMINISTRATOR, a malformed id and an unknown client', async () => {
    for (const level of ['NORMAL', 'LIMITED'] as const)
      expect((await call(clients, 'POST', CLIENT_API.anonymise(held.client.id), {}, level)).status).toBe(403);
    expect((await call(clients, 'POST', CLIENT_API.anonymise('not-an-id'), {})).status).toBe(400);
    expect((await call(clients, 'POST', CLIENT_API.anonymise('0123456789abcdef01234567'), {})).status).toBe(
      404,
    );
  });

  it('changes nothing when services/protocols cannot be asked (503)', async () => {
    const saved = clientsOptions.protocolsUrl;
    clientsOptions.protocolsUrl = 'http://127.0.0.1:9';
    try {
      const answer = await call(clients, 'POST', CLIENT_API.anonymise(held.client.id), {});
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('protocols.unavailable');
    } finally {
      clientsOptions.protocolsUrl = saved;
    }
    expect(await ok(clients, 'GET', CLIENT_API.item(held.client.id))).toMatchObject({
      name: NAME,
      email: 'giovanna@example.com',
    });
  });

  it('is refused while an active protocol needs the client, then replaces the data once it is finished', async () => {
    const { client, father, protocol, certificateId } = held;
    const refused = await call(clients, 'POST', CLIENT_API.anonymise(client.id), {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'client.anonymise-active-protocol',
      details: { codes: protocol.code, protocols: [{ id: protocol.id, code: protocol.code }] },
    });
    expect((await ok(clients, 'GET', CLIENT_API.item(client.id))).name).toBe(NAME);

    await ok(protocols, 'POST', PROTOCOL_API.action(protocol.id, 'finalize'), {});
    const done = await call(clients, 'POST', CLIENT_API.anonymise(client.id), {});
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id: client.id,
      protocols: { protocols: 1, checklistPersons: 1, certificates: 1 },
    });

    const after = await ok(clients, 'GET', CLIENT_API.item(client.id));
    expect(after).toMatchObject({ id: client.id, name: 'Anonimizado', father: father.id });
    for (const field of ['cpf', 'email', 'cellPhoneNumber', 'birthDay', 'notes'])
      expect(after[field]).toBeUndefined();
    expect(after.nameVariants).toEqual([]);

    // the protocol keeps its code and services; the client's name is gone from its links and certificates
    const files = await readZip((await exportOf(client.id)).bytes);
    const [inProtocol] = JSON.parse(files.get('protocols.json')!.toString('utf8'));
    // the protocol's own name held the client's full name (docs/adr-lgpd.md: the protocols' texts)
    expect(inProtocol).toMatchObject({
      code: protocol.code,
      status: 'FINISHED',
      name: 'Cidadania Anonimizado',
    });
    expect(inProtocol.clients).toEqual([expect.objectContaining({ client: client.id, name: 'Anonimizado' })]);
    expect(JSON.parse(files.get('certificates.json')!.toString('utf8'))).toEqual([
      expect.objectContaining({ _id: certificateId, personName: 'Anonimizado' }),
    ]);

    // audited, and no audit entry of the client holds the removed data any more
    const audit = await ok(clients, 'POST', `${CLIENT_API.audit}?size=50`, { clientId: client.id });
    expect(audit.content).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'anonymised', after: true })]),
    );
    const stored = JSON.stringify(
      await clients.database.connection
        .db!.collection('audits')
        .find({ entityId: new mongoose.Types.ObjectId(client.id) })
        .toArray(),
    );
    const everything = JSON.stringify(audit.content) + stored;
    for (const removed of [NAME, '52998224725', '529.982.247-25', 'giovanna@example.com', 'WhatsApp'])
      expect(everything).not.toContain(removed);

    const again = await call(clients, 'POST', CLIENT_API.anonymise(client.id), {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('client.already-anonymised');
  });
});
