import { createHash, randomUUID } from 'node:crypto';
import type Koa from 'koa';
import { EJSON } from 'bson';
import { Types } from 'mongoose';
import { PDFDocument } from 'pdf-lib';
import {
  CLIENT_API,
  DOCUMENT_API,
  PROTOCOL_API,
  PUBLIC_SIGNATURE_API,
  SIGNATURE_API,
  type UserLevel,
} from '@linhagem/contracts';
import { connectDatabase, type Database } from '@linhagem/service-kit';
import { callerHeaders, listenForTest, requestJson } from '@linhagem/service-kit/testing';
import { buildApp as buildCatalog } from '../services/catalog/src/app';
import { buildApp as buildClients, type AppOptions as ClientsOptions } from '../services/clients/src/app';
import { buildApp as buildDocuments } from '../services/documents/src/app';
import { buildApp as buildIdentity } from '../services/identity/src/app';
import { buildApp as buildProtocols } from '../services/protocols/src/app';

// DESIGN "Writes are never GETs": every route a service answers to GET, taken from its own routers (each built with
// service-kit's route() from the route tables of packages/contracts), is called with valid-looking input over a case
// with a client, a protocol, a document and an open signing request; no collection of any service may change.

type Box = { name: string; app: Koa; database: Database; url: string; close(): Promise<void> };
const boxes: Box[] = [];
const clientsOptions: ClientsOptions = {};

async function start(name: string, build: (database: Database) => Koa): Promise<Box> {
  const database = await connectDatabase(`get-writes-${name}-${randomUUID().slice(0, 8)}`);
  const app = build(database);
  const server = await listenForTest(app);
  const box = {
    name,
    app,
    database,
    url: server.url,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
  boxes.push(box);
  return box;
}

/** Every GET path the app's routers answer (a @koa/router dispatcher carries its router). */
function getPaths(app: Koa): string[] {
  const layers = app.middleware.flatMap(
    (middleware) =>
      (middleware as { router?: { stack: { path: string; methods: string[] }[] } }).router?.stack ?? [],
  );
  return [...new Set(layers.filter((layer) => layer.methods.includes('GET')).map((layer) => layer.path))];
}

/**
 * Everything each database holds, as one hash per collection. An export's audit entry (`action: 'EXPORT'`: who took
 * which data, when; docs/adr-lgpd.md and the export audit) is the one record a read leaves, by design: it is the log
 * of that read, not a change of what the office holds, and is left out.
 */
async function snapshot(): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for (const box of boxes) {
    const db = box.database.connection.db!;
    for (const { name } of await db.listCollections().toArray()) {
      const docs = (await db.collection(name).find({}).sort({ _id: 1 }).toArray()).filter(
        (doc) => !(name === 'audits' && doc.action === 'EXPORT'),
      );
      all[`${box.name}.${name}`] = createHash('sha256').update(EJSON.stringify(docs)).digest('hex');
    }
  }
  return all;
}

let seeded: Record<string, string>;

beforeAll(async () => {
  const nobody = 'http://127.0.0.1:9';
  const clients = await start('clients', (db) => buildClients(db, clientsOptions));
  const catalog = await start('catalog', (db) => buildCatalog(db, { protocolsUrl: nobody }));
  const protocols = await start('protocols', (db) =>
    buildProtocols(db, { clientsUrl: clients.url, catalogUrl: catalog.url, identityUrl: nobody }),
  );
  const documents = await start('documents', (db) =>
    buildDocuments(db, { protocolsUrl: protocols.url, catalogUrl: catalog.url }),
  );
  await start('identity', (db) => buildIdentity(db));
  clientsOptions.protocolsUrl = protocols.url;
  clientsOptions.documentsUrl = documents.url;

  const as = async (box: Box, method: string, path: string, body?: unknown, level: UserLevel = 'NORMAL') => {
    const answer = await requestJson(`${box.url}${path}`, { method, headers: callerHeaders(level), body });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return answer.body;
  };
  const client = await as(clients, 'POST', CLIENT_API.collection, {
    name: 'Rosa Leitura',
    cpf: '529.982.247-25',
    birthDay: '1970-01-02',
    confirmDuplicateName: true,
  });
  const protocol = await as(protocols, 'POST', PROTOCOL_API.collection, {
    name: 'Cidadania Leitura',
    familyName: 'Leitura',
    mainClient: client.id,
    clients: [client.id],
  });
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  const form = new FormData();
  form.append('protocolId', protocol.id);
  form.append('kind', 'OTHER');
  form.append('file', new Blob([new Uint8Array(await pdf.save())], { type: 'application/pdf' }), 'a.pdf');
  const headers = callerHeaders('NORMAL');
  delete headers['content-type'];
  const document = await (
    await fetch(`${documents.url}${DOCUMENT_API.collection}`, { method: 'POST', headers, body: form })
  ).json();
  const signature = await as(documents, 'POST', SIGNATURE_API.collection, {
    documentId: document.id,
    signers: [{ clientId: client.id }],
    expiresOn: `${new Date().getFullYear() + 1}-12-31`,
  });
  seeded = {
    id: client.id,
    clientId: client.id,
    protocolId: protocol.id,
    accessCode: protocol.accessCode,
    documentId: document.id,
    signatureId: signature.id,
    page: '1',
  };
  // the portal's read of the signing requests, as a family opens the page
  expect(PUBLIC_SIGNATURE_API.listRoute).toContain(':accessCode');
}, 120_000);

afterAll(async () => {
  for (const box of boxes.reverse()) await box.close();
});

/** A path of the table with its parameters filled: the seeded case's ids and code, else a fresh id. */
const filled = (path: string, id: string) =>
  path.replace(
    /:(\w+)/g,
    (_, name: string) => seeded[name] ?? (name === 'id' ? id : String(new Types.ObjectId())),
  );

it('no GET route of any service writes anything', async () => {
  const before = await snapshot();
  const called: string[] = [];
  for (const box of boxes) {
    for (const path of getPaths(box.app)) {
      // `:id` is tried as each seeded record, so a route of any family reaches a real one
      for (const id of new Set([seeded.clientId, seeded.protocolId, seeded.documentId, seeded.signatureId])) {
        const url = `${box.url}${filled(path, id)}`;
        const headers = path.startsWith('/internal')
          ? callerHeaders('ADMINISTRATOR', { kind: 'service', sub: 'service:test' })
          : callerHeaders('ADMINISTRATOR');
        const answer = await fetch(url, { headers: { ...headers, 'x-forwarded-for': '10.20.30.40' } });
        await answer.arrayBuffer();
        called.push(`${box.name} ${answer.status} ${path}`);
        if (!path.includes(':')) break;
      }
    }
  }
  expect(called.length).toBeGreaterThan(50);
  expect(called.some((line) => line.startsWith('documents 200 /api/public/signature/'))).toBe(true);
  const after = await snapshot();
  // a collection a model created on its first use holds nothing: read as empty
  const empty = createHash('sha256').update(EJSON.stringify([])).digest('hex');
  const changed = Object.keys({ ...before, ...after }).filter(
    (name) => (before[name] ?? empty) !== (after[name] ?? empty),
  );
  expect(changed).toEqual([]);
}, 300_000);
