import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import type { Connection, mongo } from 'mongoose';
import { DOCUMENT_FILE_FIELD, ERROR_CODES } from '@linhagem/contracts';
import { AppError, dropRestOfBody } from '@linhagem/service-kit';
import { documentErrors } from '../errors';
import { documentFiles, type StoredFileId } from '../storage/files';

/**
 * How many first bytes of a file are kept for finding its type: as many as file-type reads (its
 * `reasonableDetectionSizeInBytes`, which its type declarations do not export).
 */
export const HEAD_BYTES = 4100;
/** What a multipart body may carry beyond its file: boundaries, part headers and the few text fields. */
const MULTIPART_ALLOWANCE = 64 * 1024;

/** A file written to GridFS while it arrived, and what was learnt on the way. */
export type StoredUpload = {
  /** the GridFS id of the bytes */
  id: StoredFileId;
  /** the generated name the bytes are stored under (never the sender's) */
  storedName: string;
  /** the sender's file name exactly as sent: display it only through `cleanDisplayName` */
  fileName: string;
  /** the part's declared content type, lowercased without parameters ('' when none) */
  declaredType: string;
  size: number;
  /** hexadecimal SHA-256 of the bytes */
  sha256: string;
  /** the first HEAD_BYTES bytes, for finding the type */
  head: Buffer;
};

export type ReceivedUpload = {
  /** the text fields of the body, by name, to validate */
  fields: Record<string, string>;
  file: StoredUpload;
  /** Deletes the stored bytes: the caller refuses the upload after reading it (bad fields, bad type, ...). */
  discard(): Promise<void>;
};

export type ReadUploadOptions = {
  connection: Connection;
  /** the largest file accepted, in bytes */
  maxBytes: number;
};

const isMultipart = (req: IncomingMessage) =>
  /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '');

/**
 * Reads a `multipart/form-data` request as it streams: exactly one file, in the field `file`, and its text fields.
 * The file's bytes are counted, hashed and written to GridFS under a generated name while they arrive, never held
 * whole in memory; past `maxBytes` it stops at once with 413 (before the rest of the body is read). Two files,
 * none, an empty one, or any failure on the way leave nothing stored.
 */
export async function readDocumentUpload(
  req: IncomingMessage,
  { connection, maxBytes }: ReadUploadOptions,
): Promise<ReceivedUpload> {
  if (!isMultipart(req))
    throw new AppError(415, 'Send the file as multipart/form-data', {
      code: ERROR_CODES.unsupportedMediaType,
    });
  // a body announced larger than the file may be plus its envelope is refused before a byte is read
  if (Number(req.headers['content-length'] ?? 0) > maxBytes + MULTIPART_ALLOWANCE)
    throw documentErrors.tooLarge(maxBytes);

  const bucket = documentFiles(connection);
  // a Map: a field named __proto__ stays a field (Object.fromEntries makes it an own property the schema refuses)
  const fields = new Map<string, string>();
  let upload: mongo.GridFSBucketWriteStream | undefined;
  let fileStream: Readable | undefined;
  let stored: Promise<Omit<StoredUpload, 'fileName' | 'declaredType'>> | undefined;
  let fileInfo: { fileName: string; declaredType: string } | undefined;

  const parser = createParser(req);
  const parsed = new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // stop parsing: the rest of the body is neither parsed nor stored
      req.unpipe(parser);
      fileStream?.destroy();
      // past the limit the 413 closes the connection; any other refusal drops the rest of a body within it
      if (!(error instanceof AppError && error.status === 413))
        dropRestOfBody(req, maxBytes + MULTIPART_ALLOWANCE);
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        fail(AppError.badRequest(`The field ${name.slice(0, 100)} is too long`));
      else fields.set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      if (upload) {
        stream.resume();
        return fail(documentErrors.tooManyFiles());
      }
      if (name !== DOCUMENT_FILE_FIELD) {
        stream.resume();
        return fail(documentErrors.noFile(`Send the file in the field "${DOCUMENT_FILE_FIELD}"`));
      }
      fileStream = stream;
      fileInfo = {
        fileName: info.filename ?? '',
        declaredType: info.mimeType.split(';')[0].trim().toLowerCase(),
      };
      upload = bucket.openUploadStream(randomUUID(), { metadata: { declaredType: fileInfo.declaredType } });
      stored = storeFile(stream, upload, maxBytes);
      stored.catch(fail);
    });
    parser.on('partsLimit', () => fail(AppError.badRequest('The upload has too many parts')));
    parser.on('fieldsLimit', () => fail(AppError.badRequest('The upload has too many fields')));
    parser.on('error', () => fail(AppError.badRequest('The multipart body could not be read')));
    parser.on('close', () => resolve());
    req.on('error', () => fail(AppError.badRequest('The upload was interrupted')));
    req.on('close', () => {
      if (!req.complete) fail(AppError.badRequest('The upload was interrupted'));
    });
    req.pipe(parser);
  });

  const discard = async () => {
    await stored?.catch(() => undefined);
    if (!upload) return;
    // finish what was written (its chunk writes settle) so that the delete leaves no chunk behind
    if (!upload.writableEnded) upload.end();
    await finished(upload).catch(() => undefined);
    await bucket.delete(upload.id).catch(() => undefined);
  };

  try {
    await parsed;
    if (!stored || !fileInfo) throw documentErrors.noFile();
    const file = { ...(await stored), ...fileInfo };
    if (file.size === 0) throw documentErrors.empty();
    return { fields: Object.fromEntries(fields), file, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

function createParser(req: IncomingMessage) {
  try {
    return busboy({
      headers: req.headers,
      // browsers send a file name in UTF-8 (accents, other scripts) without RFC 5987 encoding
      defParamCharset: 'utf8',
      limits: { fields: 10, fieldNameSize: 100, fieldSize: 1000, parts: 20 },
    });
  } catch {
    // a multipart type without its boundary
    throw AppError.badRequest('The multipart body could not be read');
  }
}

/** Streams one file into GridFS, counting, hashing and keeping its first bytes; stops past `maxBytes`. */
async function storeFile(stream: Readable, upload: mongo.GridFSBucketWriteStream, maxBytes: number) {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw documentErrors.tooLarge(maxBytes);
    hash.update(chunk);
    if (headLength < HEAD_BYTES) {
      const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength));
      head.push(part);
      headLength += part.length;
    }
    if (!upload.write(chunk)) await once(upload, 'drain');
  }
  upload.end();
  await finished(upload);
  return {
    id: upload.id,
    storedName: upload.filename,
    size,
    sha256: hash.digest('hex'),
    head: Buffer.concat(head),
  };
}
