import mongoose, { type Connection } from 'mongoose';
import { IMPORT_UNDO_DAYS, type ImportUndoResult } from '@linhagem/contracts';
import { auditModel, type Caller } from '@linhagem/service-kit';
import { countClientProtocols } from '../protocols/protocolsClient';
import { importErrors } from './importErrors';
import { importModels } from './importModel';
import { putBack } from './writeClientImport';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Protocol counts asked at once: the protocols service answers each from an index. */
const CONCURRENCY = 8;

/** The created clients a protocol uses: they stay (spec 8: "There is some protocol for this client"). */
async function inUse(ids: string[], protocolsUrl: string | undefined): Promise<Set<string>> {
  const used = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      if ((await countClientProtocols(id, protocolsUrl)) > 0) used.add(id);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return used;
}

/**
 * `POST /api/client/import/{importId}/undo`, within IMPORT_UNDO_DAYS of the apply: the clients it created are
 * removed unless a protocol uses them (`kept`), the ones it updated get their previous values back; recorded in
 * the audit with the file's name, SHA-256 and counts.
 */
export async function undoClientImport(
  connection: Connection,
  caller: Caller,
  importId: string,
  protocolsUrl?: string,
): Promise<ImportUndoResult> {
  const { Import, ImportChange } = importModels(connection);
  const id = new mongoose.Types.ObjectId(importId);
  const found = await Import.findOne({ _id: id, kind: 'CLIENT' }).lean();
  if (!found) throw importErrors.notFound();
  if (found.status !== 'APPLIED' || !found.appliedAt) throw importErrors.notApplied();
  if (found.appliedAt.getTime() + IMPORT_UNDO_DAYS * DAY_MS < Date.now()) throw importErrors.undoExpired();
  const claimed = await Import.findOneAndUpdate(
    { _id: id, status: 'APPLIED', undoingAt: mongoose.trusted({ $exists: false }) },
    { $set: { undoingAt: new Date() } },
  );
  if (!claimed) throw importErrors.notApplied();
  try {
    const created = (await ImportChange.find({ importId: id, action: 'CREATE' }, { recordId: 1 }).lean()).map(
      (c) => String(c.recordId),
    );
    const kept = await inUse(created, protocolsUrl);
    const { removed, restored } = await putBack(connection, id, kept);
    const undo = { removed, restored, kept: [...kept] };
    await auditModel(connection).create({
      entity: 'Import',
      entityId: id,
      entityName: found.fileName,
      action: 'UNDO_IMPORT',
      userName: caller.userName,
      name: caller.name,
      at: new Date(),
      changes: [
        { field: 'fileName', before: null, after: found.fileName },
        { field: 'sha256', before: null, after: found.sha256 },
        { field: 'removed', before: null, after: removed },
        { field: 'restored', before: null, after: restored },
        { field: 'kept', before: null, after: kept.size },
      ],
    });
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
