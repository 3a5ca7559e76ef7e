import mongoose, { type Connection } from 'mongoose';
import { IMPORT_UNDO_DAYS, type ImportKind, type ImportSummary } from '@linhagem/contracts';
import { importErrors } from './importErrors';
import { importModels } from './importModel';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_LIMIT = 100;

type Stored = Record<string, unknown> & { _id: unknown; createdAt?: Date; appliedAt?: Date; undoneAt?: Date };

export function toImportSummary(doc: Stored): ImportSummary {
  const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : undefined);
  const appliedAt = doc.appliedAt;
  return {
    importId: String(doc._id),
    kind: doc.kind as ImportSummary['kind'],
    status: doc.status as ImportSummary['status'],
    fileName: String(doc.fileName ?? ''),
    sha256: String(doc.sha256),
    rows: Number(doc.rows),
    userName: String(doc.userName),
    name: String(doc.name ?? ''),
    createdAt: iso(doc.createdAt) ?? '',
    ...(appliedAt
      ? {
          appliedAt: iso(appliedAt),
          undoUntil: new Date(appliedAt.getTime() + IMPORT_UNDO_DAYS * DAY_MS).toISOString(),
        }
      : {}),
    ...(doc.undoneAt ? { undoneAt: iso(doc.undoneAt) } : {}),
    ...(doc.result ? { result: doc.result as ImportSummary['result'] } : {}),
    ...(doc.undo ? { undo: doc.undo as ImportSummary['undo'] } : {}),
    ...(doc.progress ? { progress: doc.progress as ImportSummary['progress'] } : {}),
  };
}

/** `GET …/import`: the latest imports of the kind that were applied (or are applying), the newest first. */
export async function listImports(connection: Connection, kind: ImportKind): Promise<ImportSummary[]> {
  const docs = await importModels(connection)
    .Import.find({ kind, status: mongoose.trusted({ $ne: 'PREVIEWED' }) })
    .sort({ createdAt: -1 })
    .limit(LIST_LIMIT)
    .lean();
  return docs.map((d) => toImportSummary(d as unknown as Stored));
}

/** `GET …/import/{importId}`: one import and its progress while it applies. */
export async function getImport(
  connection: Connection,
  kind: ImportKind,
  importId: string,
): Promise<ImportSummary> {
  const doc = await importModels(connection)
    .Import.findOne({ _id: new mongoose.Types.ObjectId(importId), kind })
    .lean();
  if (!doc) throw importErrors.notFound();
  return toImportSummary(doc as unknown as Stored);
}
