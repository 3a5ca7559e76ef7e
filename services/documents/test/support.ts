import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  CERTIFICATE_API,
  DEFAULT_CASE_UPLOAD_BYTES,
  documentUploadFieldsSchema,
  type DocumentUploadFields,
  type UserLevel,
} from '@linhagem/contracts';
import { authenticate, connectDatabase, createService, type Caller } from '@linhagem/service-kit';
import { callerHeaders, listenForTest, startTestService } from '@linhagem/service-kit/testing';
import { startProtocolsTestService } from '../../protocols/test/support';
import type { Mail } from '../../protocols/src/mail/mailer';
import { buildApp } from '../src/app';
import { receiveDocument } from '../src/document/receiveDocument';
import { documentErrors } from '../src/errors';
import { DOCUMENT_BUCKET } from '../src/storage/files';

/** The documents service on a fresh in-process database. */
export async function startDocumentsTestService() {
  return startTestService(`documents-test-${randomUUID().slice(0, 8)}`, buildApp);
}

/** The path of the upload route the tests mount (the API's own routes are wired over this core). */
export const TEST_UPLOAD_PATH = '/test/upload';

export type UploadTestOptions = {
  maxBytes: number;
  /** certificate ids and the protocol each belongs to, as services/protocols would answer; tests may add more */
  certificates?: Map<string, string>;
};

/** A test-only upload route over the core: a staff caller's upload, its target checked against `certificates`. */
function uploadRouter(connection: Connection, { maxBytes, certificates = new Map() }: UploadTestOptions) {
  const resolveTarget = async (fields: Record<string, string>): Promise<DocumentUploadFields> => {
    const target = documentUploadFieldsSchema.parse(fields);
    if (target.certificateId && certificates.get(target.certificateId) !== target.protocolId)
      throw documentErrors.certificateNotInProtocol();
    return target;
  };
  return new Router().post(TEST_UPLOAD_PATH, authenticate, async (ctx) => {
    const caller = ctx.state.caller as Caller;
    ctx.status = 201;
    ctx.body = await receiveDocument(connection, ctx, {
      maxBytes,
      caseLimitBytes: DEFAULT_CASE_UPLOAD_BYTES,
      sender: { kind: 'STAFF', userId: caller.sub, name: caller.name },
      caller,
      resolveTarget,
    });
  });
}

/**
 * The documents service's middleware chain (errors, request context) on a fresh database, with the test-only
 * upload route in place of the API's (services/protocols stood in for by `certificates`).
 */
export async function startUploadTestService({ maxBytes, certificates = new Map() }: UploadTestOptions) {
  const service = await startTestService(`documents-upload-${randomUUID().slice(0, 8)}`, (database) =>
    createService({
      name: 'documents',
      routers: [uploadRouter(database.connection, { maxBytes, certificates })],
      database,
    }),
  );
  const db = service.database.connection.db!;
  return {
    ...service,
    certificates,
    uploadUrl: `${service.url}${TEST_UPLOAD_PATH}`,
    /** what is stored: document records, GridFS files and chunks */
    async stored() {
      const [documents, files, chunks] = await Promise.all([
        db.collection('documents').countDocuments(),
        db.collection(`${DOCUMENT_BUCKET}.files`).countDocuments(),
        db.collection(`${DOCUMENT_BUCKET}.chunks`).countDocuments(),
      ]);
      return { documents, files, chunks };
    },
  };
}

/** The internal token of a user of `level`, without the JSON content type (a multipart body brings its own). */
export function authHeaders(level: UserLevel = 'NORMAL'): Record<string, string> {
  const headers = callerHeaders(level);
  delete headers['content-type'];
  return headers;
}

export type UploadPart = { bytes: Buffer; name?: string; type?: string; field?: string };

/** A multipart upload as a browser's form sends it (FormData over fetch): text fields, then the files. */
export async function upload(url: string, fields: Record<string, string>, files: UploadPart[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { bytes, name = 'file.bin', type = '', field = 'file' } of files)
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(url, { method: 'POST', headers: authHeaders(), body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export type CaseWithCertificates = {
  id: string;
  accessCode: string;
  personId: string;
  /** the person's birth and wedding certificates */
  birth: string;
  wedding: string;
};

/**
 * The documents API on the real services/protocols app, both on one embedded engine in this process (each its own
 * database), with protocols' own stand-ins for the services it asks. `maxBytes` lowers the upload limit,
 * `caseLimitBytes` a case's storage allowance.
 */
export async function startDocumentsApiTestService({
  maxBytes,
  caseLimitBytes,
  mailEnabled,
}: { maxBytes?: number; caseLimitBytes?: number; mailEnabled?: boolean } = {}) {
  const mails: Mail[] = [];
  const protocols = await startProtocolsTestService({
    mailer: { enabled: true, send: async (mail) => (mails.push(mail), true) },
  });
  Object.assign(protocols.standIns.office, { email: 'cases@office.test' });
  const database = await connectDatabase(`documents-api-${randomUUID().slice(0, 8)}`, protocols.database.uri);
  const server = await listenForTest(
    buildApp(database, { protocolsUrl: protocols.url, maxBytes, caseLimitBytes, mailEnabled }),
  );
  const db = database.connection.db!;
  return {
    url: server.url,
    database,
    protocols,
    mails,
    /** what is stored: document records, GridFS files and chunks */
    async stored() {
      const [documents, files, chunks] = await Promise.all([
        db.collection('documents').countDocuments(),
        db.collection(`${DOCUMENT_BUCKET}.files`).countDocuments(),
        db.collection(`${DOCUMENT_BUCKET}.chunks`).countDocuments(),
      ]);
      return { documents, files, chunks };
    },
    /** a protocol whose checklist has one person with a birth and a wedding certificate */
    async caseWithCertificates(name: string): Promise<CaseWithCertificates> {
      const family = await protocols.createCase('protocol', [name]);
      const person = await protocols.call('POST', CERTIFICATE_API.collection, {
        protocolId: family.id,
        category: 'IMMIGRANT',
        name,
        certificates: [
          { typeOfCertificate: 'BIRTH', typeOfDocument: 'NORMAL' },
          { typeOfCertificate: 'WEDDING', typeOfDocument: 'CIVIL' },
        ],
      });
      if (person.status !== 201)
        throw new Error(`checklist: ${person.status} ${JSON.stringify(person.body)}`);
      const [birth, wedding] = person.body.certificates as { id: string }[];
      return {
        id: family.id,
        accessCode: family.accessCode,
        personId: person.body.id,
        birth: birth.id,
        wedding: wedding.id,
      };
    },
    /** the office asks the family for a certificate's file */
    async requestFromFamily(certificateId: string, note?: string) {
      const answer = await protocols.call('POST', CERTIFICATE_API.requestFromFamily(certificateId), { note });
      if (answer.status !== 200) throw new Error(`request: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
    async close() {
      await server.close();
      await database.close();
      await protocols.close();
    },
  };
}
export type DocumentsApiTestService = Awaited<ReturnType<typeof startDocumentsApiTestService>>;

/** A multipart upload with `headers` (a staff caller's by default, `{}` for the portal) as `upload` sends it. */
export async function uploadAs(
  url: string,
  fields: Record<string, string>,
  files: UploadPart[],
  headers: Record<string, string> = authHeaders(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { bytes, name = 'file.bin', type = '', field = 'file' } of files)
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(url, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body };
}
