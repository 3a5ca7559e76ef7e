import mongoose, { type Collection, type Connection } from 'mongoose';
import { importModels } from './importModel';

/**
 * The collection an import writes to, and what a restored record must have recomputed (its search fields): the
 * journal puts records back without knowing their kind.
 */
export type ImportTarget = {
  collection: () => Collection;
  /** fields derived from the others (search words), recomputed from the record as restored */
  derived?: (record: Record<string, unknown>) => Record<string, unknown>;
  /** the record's version counter, raised by a restore (a form open on the old values then refuses to save) */
  versionField?: string;
  /** called once records were removed or restored (a model's cached counts) */
  changed?: () => void;
};

/** One record an apply will create or update, with its spreadsheet row; an update's fields as they were. */
export type JournalEntry =
  | { action: 'CREATE'; recordId: string; row: number }
  | { action: 'UPDATE'; recordId: string; row: number; before: Record<string, unknown> };

const asRecord = (value: unknown) => (value ?? {}) as Record<string, unknown>;

/**
 * Writes the journal of an apply before the apply writes anything (DESIGN: no multi-document transactions): each
 * record it will create and each field it will change with its previous value (absent ones as null), with the row.
 */
export async function writeJournal(
  connection: Connection,
  importId: mongoose.Types.ObjectId,
  entries: JournalEntry[],
) {
  const { ImportChange } = importModels(connection);
  const docs = entries.map((e) => ({
    importId,
    recordId: new mongoose.Types.ObjectId(e.recordId),
    action: e.action,
    row: e.row,
    ...(e.action === 'UPDATE' ? { before: e.before } : {}),
  }));
  for (let i = 0; i < docs.length; i += 1000)
    await ImportChange.collection.insertMany(docs.slice(i, i + 1000));
}

/**
 * Puts back what the journal of an import says it wrote: created records deleted, updated fields restored (absent
 * ones unset), all but the records in `keep`, left as they are. Answers how many of each; the journal is removed.
 */
export async function putBack(
  connection: Connection,
  importId: mongoose.Types.ObjectId,
  target: ImportTarget,
  keep: ReadonlySet<string> = new Set(),
): Promise<{ removed: number; restored: number }> {
  const { ImportChange } = importModels(connection);
  const collection = target.collection();
  let removed = 0;
  let restored = 0;
  const created: mongoose.Types.ObjectId[] = [];
  for await (const change of ImportChange.find({ importId }).lean().cursor()) {
    if (change.action === 'CREATE') {
      if (!keep.has(String(change.recordId))) created.push(change.recordId);
      continue;
    }
    if (keep.has(String(change.recordId))) continue;
    const before = asRecord(change.before);
    const set = Object.fromEntries(Object.entries(before).filter(([, v]) => v !== null));
    const unset = Object.fromEntries(
      Object.entries(before)
        .filter(([, v]) => v === null)
        .map(([f]) => [f, 1]),
    );
    const current = await collection.findOne({ _id: change.recordId });
    if (!current) continue;
    const after = {
      ...current,
      ...set,
      ...Object.fromEntries(Object.keys(unset).map((f) => [f, undefined])),
    };
    await collection.updateOne(
      { _id: change.recordId },
      {
        $set: { ...set, ...(target.derived?.(after) ?? {}), updatedAt: new Date() },
        ...(Object.keys(unset).length ? { $unset: unset } : {}),
        ...(target.versionField ? { $inc: { [target.versionField]: 1 } } : {}),
      },
    );
    restored += 1;
  }
  for (let i = 0; i < created.length; i += 1000) {
    const { deletedCount } = await collection.deleteMany({ _id: { $in: created.slice(i, i + 1000) } });
    removed += deletedCount;
  }
  target.changed?.();
  await ImportChange.deleteMany({ importId });
  return { removed, restored };
}
