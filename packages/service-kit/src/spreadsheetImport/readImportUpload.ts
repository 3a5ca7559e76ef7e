import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import busboy from 'busboy';
import {
  ERROR_CODES,
  IMPORT_ERROR_CODES,
  IMPORT_FILE_FIELD,
  IMPORT_MAPPING_FIELD,
  IMPORT_SHEET_FIELD,
  MAX_IMPORT_BYTES,
} from '@linhagem/contracts';
import { AppError } from '../AppError';
import { dropRestOfBody } from '../dropRestOfBody';

/** What a multipart body may carry beyond its file: boundaries, part headers and the mapping's JSON. */
const MULTIPART_ALLOWANCE = 256 * 1024;

/** The uploaded file on disk (removed by `discard`), its name, size and SHA-256, and the form's other fields. */
export type ImportUpload = {
  fileName: string;
  filePath: string;
  size: number;
  sha256: string;
  mapping?: string;
  sheet?: string;
  discard: () => Promise<void>;
};

const tooLarge = (maxBytes: number) =>
  AppError.payloadTooLarge(`An import file may have at most ${maxBytes} bytes`, {
    code: IMPORT_ERROR_CODES.tooLarge,
    details: { maxBytes },
    headers: { Connection: 'close' },
  });
const noFile = (message = 'Send one CSV or XLSX file in the field "file"') =>
  AppError.badRequest(message, { code: IMPORT_ERROR_CODES.noFile });

/**
 * The one place an import reads its multipart body (service-kit's upload reader holds a whole file in memory; this one streams it to disk): exactly one
 * file in `file`, streamed to a temporary file while its SHA-256 is taken, so memory stays flat; `mapping` and
 * `sheet` as text. Past `maxBytes` it stops at once with 413.
 */
export async function readImportUpload(
  req: IncomingMessage,
  maxBytes = MAX_IMPORT_BYTES,
): Promise<ImportUpload> {
  if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? ''))
    throw new AppError(415, 'Send the file as multipart/form-data', {
      code: ERROR_CODES.unsupportedMediaType,
    });
  if (Number(req.headers['content-length'] ?? 0) > maxBytes + MULTIPART_ALLOWANCE) throw tooLarge(maxBytes);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fields: 5, fieldNameSize: 100, fieldSize: 200_000, parts: 8, files: 1 },
    });
  } catch {
    throw AppError.badRequest('The multipart body could not be read');
  }
  const filePath = path.join(os.tmpdir(), `linhagem-import-${randomUUID()}`);
  const discard = () => fs.promises.rm(filePath, { force: true });
  const fields: { mapping?: string; sheet?: string } = {};

  return new Promise<ImportUpload>((resolve, reject) => {
    let failed = false;
    let file:
      | { fileName: string; size: number; hash: ReturnType<typeof createHash>; done: Promise<void> }
      | undefined;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      if (!(error instanceof AppError && error.status === 413))
        dropRestOfBody(req, maxBytes + MULTIPART_ALLOWANCE);
      void discard();
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (file || name !== IMPORT_FILE_FIELD) {
        stream.resume();
        return fail(noFile(file ? 'Send one file at a time' : undefined));
      }
      const out = fs.createWriteStream(filePath, { mode: 0o600 });
      const current = {
        fileName: (info.filename ?? '').slice(0, 200),
        size: 0,
        hash: createHash('sha256'),
        done: Promise.resolve(),
      };
      current.done = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          current.size += chunk.length;
          if (current.size > maxBytes) {
            stream.destroy();
            out.destroy();
            return fail(tooLarge(maxBytes));
          }
          current.hash.update(chunk);
        });
        stream.pipe(out);
        out.on('finish', () => done());
        out.on('close', () => done());
        out.on('error', (error) => {
          fail(error);
          done();
        });
      });
      file = current;
    });
    parser.on('field', (name, value) => {
      if (name === IMPORT_MAPPING_FIELD) fields.mapping = value;
      if (name === IMPORT_SHEET_FIELD && value) fields.sheet = value.slice(0, 200);
    });
    parser.on('partsLimit', () => fail(AppError.badRequest('The upload has too many parts')));
    parser.on('filesLimit', () => fail(noFile('Send one file at a time')));
    parser.on('error', () => fail(AppError.badRequest('The multipart body could not be read')));
    parser.on('close', async () => {
      await file?.done;
      if (failed) return;
      if (!file || file.size === 0) return fail(noFile());
      resolve({
        fileName: file.fileName,
        filePath,
        size: file.size,
        sha256: file.hash.digest('hex'),
        ...fields,
        discard,
      });
    });
    req.on('error', () => fail(AppError.badRequest('The upload was interrupted')));
    req.on('close', () => {
      if (!req.complete) fail(AppError.badRequest('The upload was interrupted'));
    });
    req.pipe(parser);
  });
}
