import { gunzipSync, gzipSync } from 'node:zlib';
import { Schema, type Connection } from 'mongoose';
import { GEDCOM_PREVIEW_TTL_SECONDS, type GedcomPreview } from '@linhagem/contracts';

/**
 * A preview waiting for its apply (the importId): stored in the clients database, never in memory only, so any
 * instance answers the apply; MongoDB's TTL index drops it after `expiresAt` (and a read checks it too). The
 * persons, families and problems are kept gzipped: a 10 MB file's preview would pass a document's 16 MB.
 */
export const gedcomImportSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** the user who uploaded it: only they apply it */
    userId: { type: String, required: true },
    fileName: { type: String, default: '' },
    preview: { type: Buffer, required: true },
    expiresAt: { type: Date, required: true },
    /** set while (and once) the apply runs: a second apply is refused */
    appliedAt: Date,
  },
  { strict: 'throw', versionKey: false, collection: 'gedcomImports', timestamps: true },
);
gedcomImportSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const define = (connection: Connection) => connection.model('GedcomImport', gedcomImportSchema);
export type GedcomImportModel = ReturnType<typeof define>;

export function gedcomImportModel(connection: Connection): GedcomImportModel {
  return (connection.models.GedcomImport as GedcomImportModel | undefined) ?? define(connection);
}

export type StoredPreview = Omit<GedcomPreview, 'importId' | 'expiresAt' | 'fileName'>;

export const packPreview = (preview: StoredPreview) => gzipSync(JSON.stringify(preview), { level: 1 });
export const unpackPreview = (bytes: Buffer): StoredPreview => JSON.parse(gunzipSync(bytes).toString('utf8'));

export const previewExpiry = (now = Date.now()) => new Date(now + GEDCOM_PREVIEW_TTL_SECONDS * 1000);
