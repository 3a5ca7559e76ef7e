import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import yauzl from 'yauzl';
import {
  CLIENT_API,
  DOCUMENT_API,
  PROTOCOL_API,
  PUBLIC_SIGNATURE_API,
  SIGNATURE_API,
  type UserLevel,
} from '@linhagem/contracts';
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

// docs/adr-lgpd.md "Signatures": the export holds the client's signature records; anonymising clears them.
let clients: TestService;
let catalog: TestService;
let protocols: TestService;
let documents: TestService;
const clientsOptions: AppOptions = {};

beforeAll(async () => {
  const unique = randomUUID().slice(0, 8);
  const nobody = 'http://127.0.0.1:9';
  clients = await startTestService(`lgpd-sig-clients-${unique}`, (db) => buildApp(db, clientsOptions));
  catalog = await startTestService(`lgpd-sig-catalog-${unique}`, (db) =>
    buildCatalog(db, { protocolsUrl: nobody }),
  );
  protocols = await startTestService(`lgpd-sig-protocols-${unique}`, (db) =>
    buildProtocols(db, { clientsUrl: clients.url, catalogUrl: catalog.url, identityUrl: nobody }),
  );
  documents = await startTestService(`lgpd-sig-documents-${unique}`, (db) =>
    buildDocuments(db, { protocolsUrl: protocols.url, catalogUrl: catalog.url }),
  );
  clientsOptions.protocolsUrl = protocols.url;
  clientsOptions.documentsUrl = documents.url;
});
afterAll(async () => {
  for (const box of [documents, protocols, catalog, clients]) await box?.close();
});

const as = (
  box: TestService,
  method: string,
  path: string,
  body?: unknown,
  level: UserLevel = 'ADMINISTRATOR',
) => requestJson(`${box.url}${path}`, { method, headers: callerHeaders(level), body });

async function zipEntries(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, string>();
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    });
  });
}
const exportOf = async (id: string) =>
  zipEntries(
    Buffer.from(
      await (
        await fetch(`${clients.url}${CLIENT_API.personalData(id)}`, {
          headers: callerHeaders('ADMINISTRATOR'),
        })
      ).arrayBuffer(),
    ),
  );

const NAME = 'Letícia Assinante Lgpd';
const CPF = '529.982.247-25';

it('exports a client’s signature records, and anonymising leaves no staff read or portal page with the name or CPF', async () => {
  const client = (
    await as(clients, 'POST', CLIENT_API.collection, {
      name: NAME,
      confirmDuplicateName: true,
      cpf: CPF,
      birthDay: '1979-08-09',
    })
  ).body;
  const protocol = (
    await as(protocols, 'POST', PROTOCOL_API.collection, {
      name: 'Cidadania Assinante',
      familyName: 'Assinante',
      mainClient: client.id,
      clients: [client.id],
    })
  ).body;
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  const form = new FormData();
  form.append('protocolId', protocol.id);
  form.append('kind', 'OTHER');
  form.append(
    'file',
    new Blob([new Uint8Array(await pdf.save())], { type: 'application/pdf' }),
    'contrato.pdf',
  );
  const headers = callerHeaders('NORMAL');
  delete headers['content-type'];
  const uploaded = await (
    await fetch(`${documents.url}${DOCUMENT_API.collection}`, { method: 'POST', headers, body: form })
  ).json();
  const next = `${new Date().getFullYear() + 1}-12-31`;
  const request = (
    await as(
      documents,
      'POST',
      SIGNATURE_API.collection,
      {
        documentId: uploaded.id,
        signers: [{ clientId: client.id }],
        expiresOn: next,
      },
      'NORMAL',
    )
  ).body;
  const drawing = await sharp({ create: { width: 90, height: 30, channels: 4, background: '#000' } })
    .png()
    .toBuffer();
  const signed = await requestJson(
    `${documents.url}${PUBLIC_SIGNATURE_API.sign(protocol.id, protocol.accessCode, request.id)}`,
    {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'lgpd-browser/1.0' },
      body: {
        clientId: client.id,
        cpf: CPF,
        birthDay: '1979-08-09',
        fullName: NAME,
        consent: true,
        drawing: `data:image/png;base64,${drawing.toString('base64')}`,
      },
    },
  );
  expect(signed.body.status).toBe('COMPLETED');

  const exported = JSON.parse((await exportOf(client.id)).get('signatures.json')!);
  expect(exported).toEqual([
    expect.objectContaining({
      signatureId: request.id,
      protocolId: protocol.id,
      documentName: 'contrato.pdf',
      signer: expect.objectContaining({
        name: NAME,
        cpf: '52998224725',
        birthDay: '1979-08-09',
        state: 'SIGNED',
        signedAt: expect.any(String),
        evidence: expect.objectContaining({
          fullName: NAME,
          address: '203.0.113.9',
          userAgent: 'lgpd-browser/1.0',
          drawing: expect.stringMatching(/^data:image\/png;base64,/),
          proof: 'CPF_BIRTH_DATE',
        }),
      }),
    }),
  ]);

  await as(protocols, 'POST', PROTOCOL_API.action(protocol.id, 'finalize'), {});
  expect((await as(clients, 'POST', CLIENT_API.anonymise(client.id), {})).status).toBe(200);

  const removed = [NAME, '52998224725', '529.982.247', '203.0.113.9', 'lgpd-browser', 'base64'];
  for (const level of ['LIMITED', 'NORMAL', 'ADMINISTRATOR'] as const) {
    const staffRead = await as(documents, 'GET', SIGNATURE_API.item(request.id), undefined, level);
    expect(staffRead.body.signers[0]).toMatchObject({ name: 'Anonimizado', state: 'SIGNED' });
    const listed = await as(
      documents,
      'GET',
      `${SIGNATURE_API.collection}?protocolId=${protocol.id}`,
      undefined,
      level,
    );
    for (const text of removed) expect(JSON.stringify([staffRead.body, listed.body])).not.toContain(text);
  }
  const portal = await requestJson(
    `${documents.url}${PUBLIC_SIGNATURE_API.list(protocol.id, protocol.accessCode)}`,
    { headers: { 'x-forwarded-for': '203.0.113.10' } },
  );
  expect(portal.body[0].signers[0].name).toBe('Anonimizado');
  const again = (await exportOf(client.id)).get('signatures.json')!;
  for (const text of removed) expect(again).not.toContain(text);
  // kept for the office's legal obligation: the request, its times and hashes, the signed PDF
  expect(JSON.parse(again)[0]).toMatchObject({
    signedSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    signer: { state: 'SIGNED', signedAt: expect.any(String), evidence: { proof: 'CPF_BIRTH_DATE' } },
  });
});
