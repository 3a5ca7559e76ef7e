import mongoose, { type Connection } from 'mongoose';
import type { ImportKind } from '@linhagem/contracts';
import { createLogger } from '../logger';
import { putBack, type ImportTarget } from './importJournal';
import { importModels } from './importModel';

/**
 * At start (docs/adr-spreadsheet-import.md): an apply a previous process left half done (`APPLYING`, last changed
 * before this start) is put back from its journal and offered again (`PREVIEWED`, its rows kept until they
 * expire); an undo it left half done is released, so a person can run it again (an undo runs twice safely).
 */
export async function settleInterruptedImports(
  connection: Connection,
  kind: ImportKind,
  target: ImportTarget,
  startedAt: Date,
) {
  const { Import } = importModels(connection);
  const before = mongoose.trusted({ $lt: startedAt });
  let applies = 0;
  for (const stuck of await Import.find({ kind, status: 'APPLYING', updatedAt: before }, { _id: 1 }).lean()) {
    await putBack(connection, stuck._id as mongoose.Types.ObjectId, target);
    await Import.updateOne({ _id: stuck._id }, { $set: { status: 'PREVIEWED' }, $unset: { progress: 1 } });
    applies += 1;
  }
  const { modifiedCount: undos } = await Import.updateMany(
    { kind, undoingAt: before },
    { $unset: { undoingAt: 1 } },
  );
  if (applies || undos) createLogger('import').warn('settled interrupted imports', { kind, applies, undos });
  return { applies, undos };
}
