import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { documentUploadFieldsSchema, type DocumentUploadFields, type UserLevel } from '@linhagem/contracts';
import { authenticate, createService, type Caller } from '@linhagem/service-kit';
import { callerHeaders, startTestService } from '@linhagem/service-kit/testing';
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
    ctx.body = await receiveDocument(connection, ctx.req, {
      maxBytes,
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
