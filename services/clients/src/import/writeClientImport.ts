import mongoose, { type Connection } from 'mongoose';
import {
  auditModel,
  diffRecords,
  forgetCounts,
  importAuditEntry,
  importModels,
  putBack,
  writeJournal,
  type Caller,
  type ImportTarget,
} from '@linhagem/service-kit';
import { clientModel, searchFieldsOf } from '../client/model';
import { toClient } from '../client/toClient';

export type PlannedCreate = { row: number; clientId: string; fields: Record<string, unknown> };
export type PlannedUpdate = {
  row: number;
  clientId: string;
  /** the fields to write */
  set: Record<string, unknown>;
  /** the client as it is */
  current: Record<string, unknown>;
};
type ImportDoc = { _id: mongoose.Types.ObjectId; fileName: string; sha256: string; rows: number };

const BATCH = 500;

/** The clients as an import's journal puts them back: their search fields recomputed, their version raised. */
export const clientImportTarget = (connection: Connection): ImportTarget => ({
  collection: () => clientModel(connection).collection,
  derived: (record) => searchFieldsOf(record as Parameters<typeof searchFieldsOf>[0]),
  versionField: 'version',
  changed: () => forgetCounts(clientModel(connection)),
});
const oid = (id: string) => new mongoose.Types.ObjectId(id);
const asRecord = (value: unknown) => value as Record<string, unknown>;

/**
 * Writes a planned import all or nothing (DESIGN: no multi-document transactions): first a journal of every client
 * it will create and every field it will change (with the value it had), then the clients in batches with the
 * import's progress, then the audit (each client, and the import itself with its file's name, SHA-256 and counts).
 * On any failure the journal puts everything back: created clients deleted, updated fields restored.
 */
export async function writeClientImport(
  connection: Connection,
  caller: Caller,
  doc: ImportDoc,
  { creates, updates }: { creates: PlannedCreate[]; updates: PlannedUpdate[] },
): Promise<{ created: number; updated: number }> {
  const { Import } = importModels(connection);
  const model = clientModel(connection);
  const importId = doc._id as mongoose.Types.ObjectId;
  const changed = updates.filter((u) => Object.keys(u.set).length);
  const auditIds: mongoose.Types.ObjectId[] = [];
  const total = creates.length + changed.length;
  try {
    await writeJournal(connection, importId, [
      ...creates.map((c) => ({ action: 'CREATE' as const, recordId: c.clientId, row: c.row })),
      ...changed.map((u) => ({
        action: 'UPDATE' as const,
        recordId: u.clientId,
        row: u.row,
        before: Object.fromEntries(Object.keys(u.set).map((f) => [f, u.current[f] ?? null])),
      })),
    ]);

    const at = new Date();
    const common = { entity: 'Client', field: '', userName: caller.userName, name: caller.name, at };
    const source = { field: 'import', before: null, after: doc.fileName || 'import' };
    let done = 0;
    const progress = () => Import.updateOne({ _id: importId }, { $set: { progress: { done, total } } });
    for (let i = 0; i < creates.length; i += BATCH) {
      // checked by the client body's schema already: written as the model would store them, without hydrating
      // 500 mongoose documents (their casting and validation were most of an apply's time)
      const planned = creates.slice(i, i + BATCH);
      const batch = planned.map((c) => ({
        _id: oid(c.clientId),
        typeOfPerson: 'PERSON',
        ...c.fields,
        ...searchFieldsOf(c.fields as Parameters<typeof searchFieldsOf>[0]),
        createdAt: at,
        updatedAt: at,
        version: 0,
      }));
      await model.collection.insertMany(batch);
      const entries = planned.map((c) => ({
        ...common,
        _id: new mongoose.Types.ObjectId(),
        entityId: oid(c.clientId),
        entityName: String(c.fields.name),
        action: 'CREATE' as const,
        changes: [
          source,
          ...diffRecords(undefined, asRecord(toClient({ _id: c.clientId, ...c.fields } as never))),
        ],
      }));
      auditIds.push(...entries.map((e) => e._id));
      await auditModel(connection).collection.insertMany(entries);
      done += batch.length;
      await progress();
    }
    for (let i = 0; i < changed.length; i += BATCH) {
      const batch = changed.slice(i, i + BATCH);
      await model.bulkWrite(
        batch.map((u) => {
          const after = { ...u.current, ...u.set } as Parameters<typeof searchFieldsOf>[0];
          return {
            updateOne: {
              filter: { _id: oid(u.clientId) },
              update: { $set: { ...u.set, ...searchFieldsOf(after), updatedAt: at }, $inc: { version: 1 } },
            },
          };
        }),
      );
      const entries = batch.map((u) => ({
        ...common,
        _id: new mongoose.Types.ObjectId(),
        entityId: oid(u.clientId),
        entityName: String(u.current.name ?? ''),
        action: 'UPDATE' as const,
        changes: [
          source,
          ...diffRecords(
            asRecord(toClient(u.current as never)),
            asRecord(toClient({ ...u.current, ...u.set } as never)),
          ),
        ],
      }));
      auditIds.push(...entries.map((e) => e._id));
      await auditModel(connection).collection.insertMany(entries);
      done += batch.length;
      await progress();
    }
    forgetCounts(model);
    const importEntry = importAuditEntry(
      caller,
      'IMPORT',
      doc,
      { rows: doc.rows, created: creates.length, updated: changed.length },
      at,
    );
    auditIds.push(importEntry._id);
    await auditModel(connection).create(importEntry);
    return { created: creates.length, updated: changed.length };
  } catch (error) {
    await putBack(connection, importId, clientImportTarget(connection));
    if (auditIds.length)
      await auditModel(connection)
        .deleteMany({ _id: mongoose.trusted({ $in: auditIds }) })
        .catch(() => undefined);
    throw error;
  }
}
