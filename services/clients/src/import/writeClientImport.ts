import mongoose, { type Connection } from 'mongoose';
import {
  diffRecords,
  forgetCounts,
  writeImport,
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
 * Writes a planned client import all or nothing (service-kit `writeImport`: a journal first, put back on any
 * failure): the clients in batches with the import's progress, each with its audit entry naming the file.
 */
export async function writeClientImport(
  connection: Connection,
  caller: Caller,
  doc: ImportDoc,
  { creates, updates }: { creates: PlannedCreate[]; updates: PlannedUpdate[] },
): Promise<{ created: number; updated: number }> {
  const model = clientModel(connection);
  const changed = updates.filter((u) => Object.keys(u.set).length);
  const journal = [
    ...creates.map((c) => ({ action: 'CREATE' as const, recordId: c.clientId, row: c.row })),
    ...changed.map((u) => ({
      action: 'UPDATE' as const,
      recordId: u.clientId,
      row: u.row,
      before: Object.fromEntries(Object.keys(u.set).map((f) => [f, u.current[f] ?? null])),
    })),
  ];
  const at = new Date();
  const common = { entity: 'Client', field: '', userName: caller.userName, name: caller.name, at };
  const source = { field: 'import', before: null, after: doc.fileName || 'import' };
  await writeImport(connection, caller, doc, clientImportTarget(connection), journal, async (writing) => {
    for (let i = 0; i < creates.length; i += BATCH) {
      // checked by the client body's schema already: written as the model would store them, without hydrating
      // 500 mongoose documents (their casting and validation were most of an apply's time)
      const planned = creates.slice(i, i + BATCH);
      await model.collection.insertMany(
        planned.map((c) => ({
          _id: oid(c.clientId),
          typeOfPerson: 'PERSON',
          ...c.fields,
          ...searchFieldsOf(c.fields as Parameters<typeof searchFieldsOf>[0]),
          createdAt: at,
          updatedAt: at,
          version: 0,
        })),
      );
      await writing.audit(
        planned.map((c) => ({
          ...common,
          _id: new mongoose.Types.ObjectId(),
          entityId: oid(c.clientId),
          entityName: String(c.fields.name),
          action: 'CREATE' as const,
          changes: [
            source,
            ...diffRecords(undefined, asRecord(toClient({ _id: c.clientId, ...c.fields } as never))),
          ],
        })),
      );
      await writing.progress(planned.length);
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
      await writing.audit(
        batch.map((u) => ({
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
        })),
      );
      await writing.progress(batch.length);
    }
    return { rows: doc.rows, created: creates.length, updated: changed.length };
  });
  return { created: creates.length, updated: changed.length };
}
