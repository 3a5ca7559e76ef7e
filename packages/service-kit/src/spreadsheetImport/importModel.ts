import { Schema, type Connection } from 'mongoose';
import { IMPORT_KINDS, IMPORT_STATUSES } from '@linhagem/contracts';

const resultSchema = new Schema(
  { created: Number, updated: Number, skipped: Number, linked: Number },
  { _id: false, strict: 'throw' },
);
const undoSchema = new Schema(
  { removed: Number, restored: Number, kept: [String] },
  { _id: false, strict: 'throw' },
);

/**
 * One import (docs/adr-spreadsheet-import.md): its file (name, SHA-256), columns and mapping, where it stands and
 * what it did. A preview not applied expires (`expiresAt`, TTL); an applied one is kept for the list and its undo.
 */
export const importSchema = new Schema(
  {
    kind: { type: String, enum: IMPORT_KINDS, required: true },
    status: { type: String, enum: IMPORT_STATUSES, required: true },
    userId: { type: String, required: true },
    userName: { type: String, required: true },
    name: { type: String, default: '' },
    fileName: { type: String, default: '' },
    sha256: { type: String, required: true },
    size: { type: Number, required: true },
    sheet: String,
    columns: { type: [String], default: [] },
    mapping: { type: Schema.Types.Mixed, default: {} },
    rows: { type: Number, required: true },
    expiresAt: Date,
    appliedAt: Date,
    undoneAt: Date,
    /** set while an undo runs: a second undo at the same time is refused */
    undoingAt: Date,
    progress: new Schema({ done: Number, total: Number }, { _id: false, strict: 'throw' }),
    result: resultSchema,
    undo: undoSchema,
  },
  { strict: 'throw', versionKey: false, collection: 'imports', timestamps: true },
);
importSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
importSchema.index({ kind: 1, createdAt: -1 });
// a later import of the same file finds the records of this one by their rows
importSchema.index({ kind: 1, sha256: 1, appliedAt: -1 });

/** The file's rows as read, in chunks, until the preview expires: the apply reads them back in order. */
export const importRowsSchema = new Schema(
  {
    importId: { type: Schema.Types.ObjectId, required: true },
    index: { type: Number, required: true },
    rows: { type: [[String]], required: true },
    expiresAt: { type: Date, required: true },
  },
  { strict: 'throw', versionKey: false, collection: 'importRows' },
);
importRowsSchema.index({ importId: 1, index: 1 });
importRowsSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/**
 * What an apply wrote, written before the write itself (a journal): each record it creates, and each it updates
 * with the values it had. A failed apply and the undo read it to put everything back.
 */
export const importChangeSchema = new Schema(
  {
    importId: { type: Schema.Types.ObjectId, required: true },
    recordId: { type: Schema.Types.ObjectId, required: true },
    action: { type: String, enum: ['CREATE', 'UPDATE'], required: true },
    /** the spreadsheet row the record came from: a later import of the same file names a record by its row */
    row: Number,
    /** an update's fields as they were (absent ones as null) */
    before: Schema.Types.Mixed,
  },
  { strict: 'throw', versionKey: false, collection: 'importChanges' },
);
importChangeSchema.index({ importId: 1, action: 1 });
importChangeSchema.index({ importId: 1, row: 1 });

/** The mapping last used for a set of columns (`columnsKey`), offered again on the next import of them. */
export const importMappingMemorySchema = new Schema(
  { _id: { type: String, required: true }, mapping: { type: Schema.Types.Mixed, required: true } },
  { strict: 'throw', versionKey: false, collection: 'importMappings', timestamps: true },
);

const define = (connection: Connection) => ({
  Import: connection.model('Import', importSchema),
  ImportRows: connection.model('ImportRows', importRowsSchema),
  ImportChange: connection.model('ImportChange', importChangeSchema),
  ImportMapping: connection.model('ImportMapping', importMappingMemorySchema),
});
export type ImportModels = ReturnType<typeof define>;

/** The import's collections in this connection (defined once). */
export function importModels(connection: Connection): ImportModels {
  if (!connection.models.Import) return define(connection);
  const { Import, ImportRows, ImportChange, ImportMapping } = connection.models;
  return { Import, ImportRows, ImportChange, ImportMapping } as ImportModels;
}
