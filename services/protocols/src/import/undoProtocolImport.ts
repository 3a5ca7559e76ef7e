import mongoose, { type Collection, type Connection } from 'mongoose';
import type { ImportUndoResult } from '@linhagem/contracts';
import { undoImport, type Caller, type UndoJournal } from '@linhagem/service-kit';
import { cashEntryModel } from '../cashEntry/model';
import { certificateModel, checklistModel, checklistPersonModel } from '../checklist/model';
import { deadlineModel } from '../deadline/model';
import { notificationModel } from '../notification/model';
import { pixCodeModel } from '../pix/model';
import { protocolModel } from '../protocol/model';
import type { Deps } from '../protocol/service';
import { protocolContractModel } from '../protocolContract/model';
import { queueEntryModel } from '../queue/model';
import { timelineEventModel } from '../timeline/model';
import { protocolImportTarget } from './writeProtocolImport';

/** Protocol ids per query: a `$in` of this many stays far below a query's 16 MB. */
const BATCH = 5000;
const oid = (id: string) => new mongoose.Types.ObjectId(id);
type Filter = Record<string, unknown>;

/**
 * The records someone adds to a case while working on it, each naming it by `protocol`: its checklist, cash
 * entries, timeline (messages, notes, a family's upload), a deadline added by hand or marked done, its contract,
 * a Pix charge, its place in a consular queue. The clock's own records (the notices it gave on a computed
 * deadline) and the bell are not work on the case: they go with it.
 */
const workOn = (connection: Connection): [Collection, Filter][] => [
  [checklistModel(connection).collection, {}],
  [checklistPersonModel(connection).collection, {}],
  [certificateModel(connection).collection, {}],
  [cashEntryModel(connection).collection, {}],
  [timelineEventModel(connection).collection, {}],
  [deadlineModel(connection).collection, { $or: [{ manual: true }, { done: true }] }],
  [protocolContractModel(connection).collection, {}],
  [pixCodeModel(connection).collection, {}],
  [queueEntryModel(connection).collection, {}],
];

/**
 * The protocols of an import changed since it was applied (docs/adr-spreadsheet-import.md, "Undo"): the undo
 * leaves them as they are. A protocol is changed since when it was saved after the apply (any edit of its own:
 * fields, stage, clients, services, a portal step), and a created one also when any work was added to it.
 */
export async function protocolsChangedSince(
  connection: Connection,
  { created, updated, appliedAt }: UndoJournal,
): Promise<Set<string>> {
  const changed = new Set<string>();
  const protocols = protocolModel(connection).collection;
  const all = [...created, ...updated];
  for (let i = 0; i < all.length; i += BATCH) {
    const ids = all.slice(i, i + BATCH).map(oid);
    const saved = await protocols.distinct('_id', { _id: { $in: ids }, updatedAt: { $gt: appliedAt } });
    for (const id of saved) changed.add(String(id));
  }
  for (let i = 0; i < created.length; i += BATCH) {
    const ids = created.slice(i, i + BATCH).map(oid);
    const worked = await Promise.all(
      workOn(connection).map(([collection, filter]) =>
        collection.distinct('protocol', { ...filter, protocol: { $in: ids } }),
      ),
    );
    for (const id of worked.flat()) changed.add(String(id));
  }
  return changed;
}

/** The clock's notices and the bell entries of protocols the undo removed: nothing else would ever read them. */
async function forgetRemoved(connection: Connection, removed: string[]) {
  for (let i = 0; i < removed.length; i += BATCH) {
    const protocol = { $in: removed.slice(i, i + BATCH).map(oid) };
    await Promise.all([
      deadlineModel(connection).collection.deleteMany({ protocol }),
      notificationModel(connection).collection.deleteMany({ protocol }),
    ]);
  }
}

/**
 * `POST /api/protocol/import/{importId}/undo`: the shared undo (service-kit `undoImport`): the protocols it
 * created are removed and the ones it updated get their previous values back, except those changed since, which
 * stay as they are and are listed in `kept`.
 */
export async function undoProtocolImport(
  deps: Deps,
  caller: Caller,
  importId: string,
): Promise<ImportUndoResult> {
  let removed: string[] = [];
  const result = await undoImport(
    deps.connection,
    caller,
    'PROTOCOL',
    importId,
    protocolImportTarget(deps.connection),
    async (journal) => {
      const kept = await protocolsChangedSince(deps.connection, journal);
      removed = journal.created.filter((id) => !kept.has(id));
      return kept;
    },
  );
  await forgetRemoved(deps.connection, removed);
  return result;
}
