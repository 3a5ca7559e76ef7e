import { randomUUID } from 'node:crypto';
import { finished, pipeline } from 'node:stream/promises';
import type { Connection, mongo } from 'mongoose';
import { DOCUMENT_FILE_FIELD } from '@linhagem/contracts';
import {
  readUpload,
  UPLOAD_HEAD_BYTES,
  type AppError,
  type UploadSource,
  type UploadStore,
} from '@linhagem/service-kit';
import { documentErrors } from '../errors';
import { documentFiles, removeStoredFile, type StoredFileId } from '../storage/files';

/**
 * How many first bytes of a file are kept for finding its type: as many as file-type reads (its
 * `reasonableDetectionSizeInBytes`, which its type declarations do not export).
 */
export const HEAD_BYTES = UPLOAD_HEAD_BYTES;

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
  /** the refusal past `maxBytes` when it is not the file limit (a case's room left): `document.too-large` else */
  tooLarge?: (maxBytes: number) => AppError;
};

/** Streams the file's bytes into GridFS under a generated name, with backpressure. */
const intoGridFs =
  (connection: Connection): UploadStore<mongo.GridFSBucketWriteStream> =>
  async (file, { declaredType }) => {
    const upload = documentFiles(connection).openUploadStream(randomUUID(), { metadata: { declaredType } });
    try {
      await pipeline(file, upload);
    } catch (error) {
      // finish what was written (its chunk writes settle) so that the delete leaves no chunk behind
      if (!upload.writableEnded) upload.end();
      await finished(upload).catch(() => undefined);
      await documentFiles(connection)
        .delete(upload.id)
        .catch(() => undefined);
      throw error;
    }
    return upload;
  };

/**
 * Reads a `multipart/form-data` request as it streams with service-kit's one upload reader (`readUpload`): exactly
 * one file, in the field `file`, and its text fields. The file's bytes are counted, hashed and written to GridFS
 * under a generated name while they arrive, never held whole in memory; past `maxBytes` it stops at once with 413.
 * Two files, none, an empty one, or any failure on the way leave nothing stored.
 */
export async function readDocumentUpload(
  source: UploadSource,
  { connection, maxBytes, tooLarge = documentErrors.tooLarge }: ReadUploadOptions,
): Promise<ReceivedUpload> {
  const upload = await readUpload(source, {
    maxBytes,
    field: DOCUMENT_FILE_FIELD,
    store: intoGridFs(connection),
    discard: (stored) => removeStoredFile(connection, stored.id),
    refusals: {
      tooLarge,
      noFile: documentErrors.noFile,
      tooManyFiles: documentErrors.tooManyFiles,
      empty: documentErrors.empty,
    },
  });
  const { stored, rawFileName, declaredType, size, sha256, head } = upload.file;
  return {
    fields: upload.fields,
    file: {
      id: stored.id,
      storedName: stored.filename,
      fileName: rawFileName,
      declaredType,
      size,
      sha256,
      head,
    },
    discard: upload.discard,
  };
}
