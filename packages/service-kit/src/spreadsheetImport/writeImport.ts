import mongoose, { type Connection } from 'mongoose';
import { auditModel } from '../audit/model';
import type { Caller } from '../internalAuth';
import { putBack, writeJournal, type ImportTarget, type JournalEntry } from './importJournal';
import { importModels } from './importModel';
import { importAuditEntry } from './undoImport';

/** An import being written: its progress, the audit entries written so far (removed again on failure). */
export type ImportWriting = {
  /** `count` more records written: the import's progress, for the screen's bar */
  progress(count: number): Promise<void>;
  /** writes audit entries (each with its own `_id`), remembered to be removed if the import fails */
  audit(entries: { _id: mongoose.Types.ObjectId }[]): Promise<void>;
};

/**
 * Writes an import all or nothing for any kind (DESIGN: no multi-document transactions): first the journal
 * (`entries`: each record it will create, each field it will change with its previous value, and their rows),
 * then the kind's `write` in batches reporting progress and audit, then the audit entry of the import itself
 * (the file's name and SHA-256, and `counts`). On any failure the journal puts everything back and the audit
 * entries go; `undoWrite` then undoes what the kind reserved (e.g. protocol codes).
 */
export async function writeImport(
  connection: Connection,
  caller: Caller,
  doc: { _id: mongoose.Types.ObjectId; fileName: string; sha256: string },
  target: ImportTarget,
  entries: JournalEntry[],
  write: (writing: ImportWriting) => Promise<Record<string, number>>,
  undoWrite?: () => Promise<void>,
): Promise<void> {
  const { Import } = importModels(connection);
  const audits = auditModel(connection);
  const auditIds: mongoose.Types.ObjectId[] = [];
  let done = 0;
  const total = entries.length;
  const writing: ImportWriting = {
    async progress(count) {
      done += count;
      await Import.updateOne({ _id: doc._id }, { $set: { progress: { done, total } } });
    },
    async audit(list) {
      auditIds.push(...list.map((e) => e._id));
      if (list.length) await audits.collection.insertMany(list);
    },
  };
  try {
    await writeJournal(connection, doc._id, entries);
    const counts = await write(writing);
    target.changed?.();
    await writing.audit([importAuditEntry(caller, 'IMPORT', doc, counts)]);
  } catch (error) {
    await putBack(connection, doc._id, target);
    await undoWrite?.().catch(() => undefined);
    if (auditIds.length)
      await audits.deleteMany({ _id: mongoose.trusted({ $in: auditIds }) }).catch(() => undefined);
    throw error;
  }
}
