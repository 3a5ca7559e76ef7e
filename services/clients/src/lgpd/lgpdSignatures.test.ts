import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import yauzl from 'yauzl';
import {
  CERTIFICATE_API,
  CLIENT_API,
  DOCUMENT_API,
  PROTOCOL_API,
  PUBLIC_DOCUMENT_API,
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

  // the family sends the client's birth certificate through the portal: the file names its sender
  const person = (
    await as(protocols, 'POST', CERTIFICATE_API.collection, {
      protocolId: protocol.id,
      category: 'APPLICANT',
      name: NAME,
      clientId: client.id,
      certificates: [{ typeOfCertificate: 'BIRTH', typeOfDocument: 'CIVIL' }],
    })
  ).body;
  const birth = person.certificates[0].id as string;
  expect((await as(protocols, 'POST', CERTIFICATE_API.requestFromFamily(birth), {}, 'NORMAL')).status).toBe(
    200,
  );
  const scan = new FormData();
  scan.append('certificateId', birth);
  scan.append('kind', 'ORIGINAL_SCAN');
  scan.append('file', new Blob([new Uint8Array(await pdf.save())], { type: 'application/pdf' }), 'nasc.pdf');
  const familyUpload = await fetch(
    `${documents.url}${PUBLIC_DOCUMENT_API.documents(protocol.id, protocol.accessCode)}`,
    { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.11' }, body: scan },
  );
  expect(familyUpload.status).toBe(201);
  /** every staff read of the case's files and signatures, at `level`, and the portal's pages of them */
  const everyRead = async (level: UserLevel) =>
    JSON.stringify([
      (await as(documents, 'GET', SIGNATURE_API.item(request.id), undefined, level)).body,
      (await as(documents, 'GET', `${SIGNATURE_API.collection}?protocolId=${protocol.id}`, undefined, level))
        .body,
      (await as(documents, 'POST', DOCUMENT_API.pagination, { protocolId: protocol.id }, level)).body,
      (await as(documents, 'POST', `${DOCUMENT_API.audit}?size=100`, { protocolId: protocol.id }, level))
        .body,
      ...(await Promise.all(
        [
          PUBLIC_SIGNATURE_API.list(protocol.id, protocol.accessCode),
          PUBLIC_DOCUMENT_API.documents(protocol.id, protocol.accessCode),
        ].map(
          async (path) =>
            (await requestJson(`${documents.url}${path}`, { headers: { 'x-forwarded-for': '203.0.113.10' } }))
              .body,
        ),
      )),
    ]);
  // the portal masks the CPF (***.982.247-**): its middle digits are the client's too
  const removed = [NAME, '52998224725', '529.982.247', '982.247', '203.0.113.9', 'lgpd-browser', 'base64'];
  const before = await everyRead('LIMITED');
  // what the reads showed before: the check below could fail
  for (const text of [NAME, '52998224725', '203.0.113.9']) expect(before).toContain(text);

  await as(protocols, 'POST', PROTOCOL_API.action(protocol.id, 'finalize'), {});
  expect((await as(clients, 'POST', CLIENT_API.anonymise(client.id), {})).status).toBe(200);

  for (const level of ['LIMITED', 'NORMAL', 'ADMINISTRATOR'] as const) {
    const staffRead = await as(documents, 'GET', SIGNATURE_API.item(request.id), undefined, level);
    expect(staffRead.body.signers[0]).toMatchObject({ name: 'Anonimizado', state: 'SIGNED' });
    const reads = await everyRead(level);
    for (const text of removed) expect(reads).not.toContain(text);
  }
  const portal = await requestJson(
    `${documents.url}${PUBLIC_SIGNATURE_API.list(protocol.id, protocol.accessCode)}`,
    { headers: { 'x-forwarded-for': '203.0.113.10' } },
  );
  expect(portal.body[0].signers[0].name).toBe('Anonimizado');
  const listed = await as(documents, 'POST', DOCUMENT_API.pagination, { protocolId: protocol.id }, 'LIMITED');
  expect(listed.body.content).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sentBy: expect.objectContaining({ kind: 'FAMILY', name: 'Anonimizado' }) }),
    ]),
  );
  const again = (await exportOf(client.id)).get('signatures.json')!;
  for (const text of removed) expect(again).not.toContain(text);
  // kept for the office's legal obligation: the request, its times and hashes, the signed PDF
  expect(JSON.parse(again)[0]).toMatchObject({
    signedSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    signer: { state: 'SIGNED', signedAt: expect.any(String), evidence: { proof: 'CPF_BIRTH_DATE' } },
  });
});
