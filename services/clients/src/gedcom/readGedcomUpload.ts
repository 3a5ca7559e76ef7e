import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { ERROR_CODES, GEDCOM_FILE_FIELD } from '@linhagem/contracts';
import { AppError, dropRestOfBody } from '@linhagem/service-kit';
import { gedcomErrors } from './gedcomErrors';

/** What a multipart body may carry beyond its file: boundaries and part headers. */
const MULTIPART_ALLOWANCE = 64 * 1024;

export type GedcomUpload = { fileName: string; bytes: Buffer };

const isMultipart = (req: IncomingMessage) =>
  /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '');

/**
 * Reads a `multipart/form-data` request as it streams, the way services/documents' readUpload does: exactly one
 * file, in the field `file`; past `maxBytes` it stops at once with 413, before the rest of the body is read. The
 * file is kept in memory (at most `maxBytes`): the preview parses all of it and stores no file.
 */
export async function readGedcomUpload(req: IncomingMessage, maxBytes: number): Promise<GedcomUpload> {
  if (!isMultipart(req))
    throw new AppError(415, 'Send the file as multipart/form-data', {
      code: ERROR_CODES.unsupportedMediaType,
    });
  if (Number(req.headers['content-length'] ?? 0) > maxBytes + MULTIPART_ALLOWANCE)
    throw gedcomErrors.tooLarge(maxBytes);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fields: 5, fieldNameSize: 100, fieldSize: 1000, parts: 10, files: 2 },
    });
  } catch {
    throw AppError.badRequest('The multipart body could not be read');
  }

  return new Promise<GedcomUpload>((resolve, reject) => {
    let failed = false;
    let file: { fileName: string; chunks: Buffer[]; size: number; done: Promise<void> } | undefined;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // stop parsing: past the limit the 413 closes the connection; any other refusal drops the rest of the body
      req.unpipe(parser);
      if (!(error instanceof AppError && error.status === 413))
        dropRestOfBody(req, maxBytes + MULTIPART_ALLOWANCE);
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (file) {
        stream.resume();
        return fail(gedcomErrors.noFile('Send one file at a time'));
      }
      if (name !== GEDCOM_FILE_FIELD) {
        stream.resume();
        return fail(gedcomErrors.noFile());
      }
      const current = {
        fileName: info.filename ?? '',
        chunks: [] as Buffer[],
        size: 0,
        done: Promise.resolve(),
      };
      current.done = new Promise<void>((done) => {
        stream.on('data', (chunk: Buffer) => {
          current.size += chunk.length;
          if (current.size > maxBytes) {
            stream.destroy();
            return fail(gedcomErrors.tooLarge(maxBytes));
          }
          current.chunks.push(chunk);
        });
        stream.on('end', () => done());
        stream.on('close', () => done());
      });
      file = current;
    });
    parser.on('field', () => undefined);
    parser.on('partsLimit', () => fail(AppError.badRequest('The upload has too many parts')));
    parser.on('filesLimit', () => fail(gedcomErrors.noFile('Send one file at a time')));
    parser.on('error', () => fail(AppError.badRequest('The multipart body could not be read')));
    parser.on('close', async () => {
      await file?.done;
      if (failed) return;
      if (!file || file.size === 0) return fail(gedcomErrors.noFile());
      resolve({ fileName: file.fileName.slice(0, 200), bytes: Buffer.concat(file.chunks) });
    });
    req.on('error', () => fail(AppError.badRequest('The upload was interrupted')));
    req.on('close', () => {
      if (!req.complete) fail(AppError.badRequest('The upload was interrupted'));
    });
    req.pipe(parser);
  });
}
