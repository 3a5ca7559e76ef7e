import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { ERROR_CODES } from '@linhagem/contracts';
import { AppError } from '../AppError';
import { dropRestOfBody } from '../dropRestOfBody';
import { cleanFileName } from './cleanFileName';
import { cleanPartHeaders } from './cleanPartHeaders';

/** How many first bytes of a file are kept for finding its type: as many as file-type reads. */
export const UPLOAD_HEAD_BYTES = 4100;
/** What a multipart body may carry beyond its file: boundaries, part headers and the few text fields. */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/** The refusals of an upload, each the box's own (its codes); the defaults are generic. */
export type UploadRefusals = {
  tooLarge(maxBytes: number): AppError;
  noFile(message?: string): AppError;
  tooManyFiles(): AppError;
  empty(): AppError;
  unsupportedType(detected?: string): AppError;
};

const defaultRefusals: UploadRefusals = {
  tooLarge: (maxBytes) => AppError.payloadTooLarge(`A file may have at most ${maxBytes} bytes`),
  noFile: (message = 'Send one file in the field "file"') => AppError.badRequest(message),
  tooManyFiles: () => AppError.badRequest('Send one file at a time'),
  empty: () => AppError.badRequest('The file is empty'),
  unsupportedType: (detected) =>
    new AppError(415, `This type of file is not accepted${detected ? ` (${detected})` : ''}`, {
      code: ERROR_CODES.unsupportedMediaType,
    }),
};

/** Where the file's bytes go as they arrive: it must read `file` to its end (or fail); its answer is `stored`. */
export type UploadStore<T> = (file: Readable, info: { declaredType: string }) => Promise<T>;

export type ReadUploadOptions<T> = {
  /** the largest file accepted, in bytes: past it 413 while the body streams (before, from a Content-Length) */
  maxBytes: number;
  /** the multipart field of the file (default `file`) */
  field?: string;
  /** text fields at most, and their longest value (default 10 and 1,000) */
  fields?: { max?: number; maxLength?: number };
  /** types accepted, from the file's first bytes (file-type); another is `unsupportedType` */
  allowedTypes?: readonly string[];
  /** where the bytes go (default: kept in memory, at most `maxBytes`) */
  store?: UploadStore<T>;
  /** undoes `store` when the upload is refused after it (default: nothing) */
  discard?: (stored: T) => Promise<void>;
  refusals?: Partial<UploadRefusals>;
};

export type UploadedFile<T> = {
  /** the sender's name cleaned for display (`cleanFileName`) */
  fileName: string;
  /** the sender's name as sent (its control characters already dropped) */
  rawFileName: string;
  /** the part's declared content type, lowercased without parameters ('' when none) */
  declaredType: string;
  /** the type from the bytes, when `allowedTypes` asked for it */
  type?: string;
  size: number;
  /** hexadecimal SHA-256 of the bytes */
  sha256: string;
  /** the first UPLOAD_HEAD_BYTES bytes */
  head: Buffer;
  stored: T;
};

export type Upload<T> = {
  fields: Record<string, string>;
  file: UploadedFile<T>;
  /** Undoes the store: the caller refuses the upload after reading it (bad fields, bad content, ...). */
  discard(): Promise<void>;
};

/** A Koa `ctx` (its answer then closes the connection after a body too long to drop) or a Node request. */
export type UploadSource = IncomingMessage | { req: IncomingMessage; res: ServerResponse };

const keepInMemory: UploadStore<Buffer> = async (file) => {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * The one reader of uploads of every box (docs/adr-documents.md "One upload reader"): a `multipart/form-data`
 * request (a Koa `ctx` or a Node request) read as it streams: exactly one file in `field`, its text fields. The file
 * is counted, hashed and handed to `store` chunk by chunk (never held whole unless the store keeps it); past
 * `maxBytes` it stops with 413 at once. Control characters of part headers are dropped (a file name with one is
 * accepted, cleaned); the name is cleaned for display. Any refusal reads and drops the rest of the body up to a
 * bound and answers on an open connection (`dropRestOfBody`), and undoes the store.
 */
export async function readUpload<T = Buffer>(
  source: UploadSource,
  options: ReadUploadOptions<T>,
): Promise<Upload<T>> {
  const { req, res } = 'req' in source ? source : { req: source, res: undefined };
  const { maxBytes, field = 'file', allowedTypes } = options;
  const refuse = { ...defaultRefusals, ...options.refusals };
  const store = (options.store ?? keepInMemory) as UploadStore<T>;
  const bound = maxBytes + MULTIPART_ALLOWANCE;
  const boundary = /^multipart\/form-data\s*;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(
    req.headers['content-type'] ?? '',
  );
  if (!boundary)
    throw new AppError(415, 'Send the file as multipart/form-data', {
      code: ERROR_CODES.unsupportedMediaType,
    });
  // a body announced larger than the file may be plus its envelope is refused before a byte is read; its rest is
  // read and dropped (up to the bound) so that the answer arrives
  if (Number(req.headers['content-length'] ?? 0) > bound) {
    dropRestOfBody(req, bound, res);
    throw refuse.tooLarge(maxBytes);
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // browsers send a file name in UTF-8 (accents, other scripts) without RFC 5987 encoding
      defParamCharset: 'utf8',
      limits: {
        fields: options.fields?.max ?? 10,
        fieldNameSize: 100,
        fieldSize: options.fields?.maxLength ?? 1000,
        parts: (options.fields?.max ?? 10) + 10,
      },
    });
  } catch {
    throw AppError.badRequest('The multipart body could not be read');
  }
  const cleaner = cleanPartHeaders(boundary[1] ?? boundary[2]);
  // a Map: a field named __proto__ stays a field
  const fields = new Map<string, string>();
  let file: { rawFileName: string; declaredType: string } | undefined;
  let stored: Promise<T> | undefined;
  let fileStream: Readable | undefined;
  /** what the store reads: ended with the error on a refusal (busboy's own stream may never say it closed) */
  let storeInput: PassThrough | undefined;
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;

  const parsed = new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // stop parsing: the rest of the body is read and dropped, not stored
      req.unpipe(cleaner);
      cleaner.unpipe(parser);
      fileStream?.destroy();
      storeInput?.destroy(error instanceof Error ? error : new Error(String(error)));
      dropRestOfBody(req, bound, res);
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        fail(AppError.badRequest(`The field ${name.slice(0, 100)} is too long`));
      else fields.set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      if (file) {
        stream.resume();
        return fail(refuse.tooManyFiles());
      }
      if (name !== field) {
        stream.resume();
        return fail(refuse.noFile(`Send the file in the field "${field}"`));
      }
      file = {
        rawFileName: info.filename ?? '',
        declaredType: info.mimeType.split(';')[0].trim().toLowerCase(),
      };
      fileStream = stream;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(refuse.tooLarge(maxBytes));
          hash.update(chunk);
          if (headLength < UPLOAD_HEAD_BYTES) {
            const part = Buffer.from(chunk.subarray(0, UPLOAD_HEAD_BYTES - headLength));
            head.push(part);
            headLength += part.length;
          }
          done(null, chunk);
        },
      });
      const bytes = new PassThrough();
      storeInput = bytes;
      pipeline(stream, counted, bytes).catch(fail);
      stored = store(bytes, { declaredType: file.declaredType });
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
    req.pipe(cleaner).pipe(parser);
  });

  const discard = async () => {
    const value = await stored?.catch(() => undefined);
    if (value !== undefined) await options.discard?.(value).catch(() => undefined);
  };

  try {
    await parsed;
    if (!stored || !file) throw refuse.noFile();
    const value = await stored;
    if (size === 0) throw refuse.empty();
    const headBytes = Buffer.concat(head);
    let type: string | undefined;
    if (allowedTypes) {
      const { fileTypeFromBuffer } = await import('file-type/core');
      type = (await fileTypeFromBuffer(headBytes))?.mime;
      if (!type || !allowedTypes.includes(type)) throw refuse.unsupportedType(type);
    }
    return {
      fields: Object.fromEntries(fields),
      file: {
        ...file,
        fileName: cleanFileName(file.rawFileName),
        ...(type ? { type } : {}),
        size,
        sha256: hash.digest('hex'),
        head: headBytes,
        stored: value,
      },
      discard,
    };
  } catch (error) {
    await discard();
    throw error;
  }
}
