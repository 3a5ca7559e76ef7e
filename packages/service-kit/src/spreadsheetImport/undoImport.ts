import mongoose, { type Connection } from 'mongoose';
import { IMPORT_UNDO_DAYS, type ImportKind, type ImportUndoResult } from '@linhagem/contracts';
import { auditModel } from '../audit/model';
import type { Caller } from '../internalAuth';
import { importErrors } from './importErrors';
import { putBack, type ImportTarget } from './importJournal';
import { importModels } from './importModel';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit entry of an import or its undo (entity `Import`): the file's name and SHA-256, and the counts. */
export function importAuditEntry(
  caller: Caller,
  action: 'IMPORT' | 'UNDO_IMPORT',
  doc: { _id: unknown; fileName: string; sha256: string },
  counts: Record<string, number>,
  at = new Date(),
) {
  return {
    _id: new mongoose.Types.ObjectId(),
    entity: 'Import',
    entityId: doc._id as mongoose.Types.ObjectId,
    entityName: doc.fileName,
    action,
    userName: caller.userName,
    name: caller.name,
    at,
    changes: [
      { field: 'fileName', before: null, after: doc.fileName },
      { field: 'sha256', before: null, after: doc.sha256 },
      ...Object.entries(counts).map(([field, after]) => ({ field, before: null, after })),
    ],
  };
}

/** What an undo is about to put back, for the kind to say which records stay as they are (`kept`). */
export type UndoJournal = {
  /** the records the import created */
  created: string[];
  /** the records the import updated */
  updated: string[];
  /** when the import was applied: a record written after it was changed since */
  appliedAt: Date;
};

/**
 * `POST …/import/{importId}/undo` for any kind, within IMPORT_UNDO_DAYS of the apply: the records it created are
 * removed and the ones it updated get their previous values back, except those `keep` names (`kept`: a client a
 * protocol uses, a protocol someone worked on since); recorded in the audit with the file's name, SHA-256 and
 * counts.
 */
export async function undoImport(
  connection: Connection,
  caller: Caller,
  kind: ImportKind,
  importId: string,
  target: ImportTarget,
  keep: (journal: UndoJournal) => Promise<Set<string>> = async () => new Set(),
): Promise<ImportUndoResult> {
  const { Import, ImportChange } = importModels(connection);
  const id = new mongoose.Types.ObjectId(importId);
  const found = await Import.findOne({ _id: id, kind }).lean();
  if (!found) throw importErrors.notFound();
  if (found.status !== 'APPLIED' || !found.appliedAt) throw importErrors.notApplied();
  if (found.appliedAt.getTime() + IMPORT_UNDO_DAYS * DAY_MS < Date.now()) throw importErrors.undoExpired();
  const claimed = await Import.findOneAndUpdate(
    { _id: id, status: 'APPLIED', undoingAt: mongoose.trusted({ $exists: false }) },
    { $set: { undoingAt: new Date() } },
  );
  if (!claimed) throw importErrors.notApplied();
  try {
    const journal: UndoJournal = { created: [], updated: [], appliedAt: found.appliedAt };
    for await (const c of ImportChange.find({ importId: id }, { recordId: 1, action: 1 }).lean().cursor())
      (c.action === 'CREATE' ? journal.created : journal.updated).push(String(c.recordId));
    const kept = await keep(journal);
    const { removed, restored } = await putBack(connection, id, target, kept);
    const undo = { removed, restored, kept: [...kept] };
    await auditModel(connection).create(
      importAuditEntry(caller, 'UNDO_IMPORT', found, { removed, restored, kept: kept.size }),
    );
    await Import.updateOne(
      { _id: id },
      { $set: { status: 'UNDONE', undoneAt: new Date(), undo }, $unset: { undoingAt: 1 } },
    );
    return undo;
  } catch (error) {
    await Import.updateOne({ _id: id }, { $unset: { undoingAt: 1 } });
    throw error;
  }
}
