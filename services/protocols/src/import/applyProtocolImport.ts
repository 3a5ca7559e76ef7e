import mongoose from 'mongoose';
import type { ImportApplyBody } from '@linhagem/contracts';
import {
  decideRows,
  importErrors,
  matchedRows,
  type Caller,
  type ImportApplier,
  type StoredImport,
} from '@linhagem/service-kit';
import { protocolModel, type ProtocolRecord } from '../protocol/model';
import type { Deps } from '../protocol/service';
import { analyseProtocolRows, type ResolvedProtocolRow } from './analyseProtocolRows';
import { writeProtocolImport } from './writeProtocolImport';

export type StoredProtocol = ProtocolRecord & { _id: mongoose.Types.ObjectId; __v?: number };
export type PlannedProtocolCreate = { row: ResolvedProtocolRow; protocolId: string };
export type PlannedProtocolUpdate = {
  row: ResolvedProtocolRow;
  protocolId: string;
  /** the stored fields to write */
  set: Record<string, unknown>;
  current: StoredProtocol;
};
export type ProtocolPlan = {
  creates: PlannedProtocolCreate[];
  updates: PlannedProtocolUpdate[];
  skipped: number;
  /** rows whose main client was found and linked */
  linked: number;
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** What an update writes of a row: the filled fields (UPDATE_EMPTY: only those the protocol lacks). */
function updateOf(row: ResolvedProtocolRow, current: StoredProtocol, onlyEmpty: boolean) {
  const set: Record<string, unknown> = {};
  for (const field of row.filled) {
    if (field === 'mainClient') {
      if (!row.client || (onlyEmpty && current.mainClient)) continue;
      if (String(current.mainClient ?? '') === row.client.id) continue;
      set.mainClient = new mongoose.Types.ObjectId(row.client.id);
      if (!current.clients.some((c) => String(c.client) === row.client!.id))
        set.clients = [
          ...current.clients,
          {
            _id: new mongoose.Types.ObjectId(),
            client: set.mainClient,
            name: row.client.name,
            fromPortal: false,
          },
        ];
      continue;
    }
    const value = row.fields[field];
    // a stage and a status always have a value: UPDATE_EMPTY leaves them as they are
    const has = field === 'stage' || field === 'status' || !isEmpty(current[field]);
    if (isEmpty(value) || (onlyEmpty && has) || current[field] === value) continue;
    set[field] = value;
  }
  return set;
}

async function plan(deps: Deps, stored: StoredImport, decisions: ImportApplyBody['decisions']) {
  const { rows, matches } = await analyseProtocolRows(deps, stored);
  const { matched, repeated } = matchedRows(matches);
  const actionOf = decideRows(rows, decisions, matched, repeated);
  const creates: PlannedProtocolCreate[] = [];
  const updates: PlannedProtocolUpdate[] = [];
  const toUpdate = rows.filter((r) => actionOf(r).startsWith('UPDATE'));
  const current = new Map<string, StoredProtocol>();
  const ids = toUpdate.map((r) => new mongoose.Types.ObjectId(matched.get(r.row)!));
  for (let i = 0; i < ids.length; i += 1000)
    for (const p of await protocolModel(deps.connection)
      .find({ _id: mongoose.trusted({ $in: ids.slice(i, i + 1000) }) })
      .lean<StoredProtocol[]>())
      current.set(String(p._id), p);
  let linked = 0;
  for (const row of rows) {
    const action = actionOf(row);
    if (action === 'SKIP') continue;
    if (action === 'CREATE') {
      creates.push({ row, protocolId: new mongoose.Types.ObjectId().toHexString() });
      if (row.client) linked += 1;
      continue;
    }
    const protocolId = matched.get(row.row)!;
    const found = current.get(protocolId);
    if (!found) throw importErrors.badDecision('A protocol to update no longer exists', [row.row]);
    if (found.status !== 'ACTIVE' && !row.filled.includes('status'))
      throw importErrors.badDecision('A protocol to update is not active', [row.row]);
    const set = updateOf(row, found, action === 'UPDATE_EMPTY');
    if (set.mainClient) linked += 1;
    updates.push({ row, protocolId, set, current: found });
  }
  return { creates, updates, skipped: stored.rows - creates.length - updates.length, linked };
}

/**
 * The protocols' apply (docs/adr-spreadsheet-import.md): `plan` reads every row again with the mapping, finds its
 * main client and checks every decision before the first write; `write` writes it all or nothing.
 */
export const protocolApplier = (deps: Deps, caller: Caller): ImportApplier<ProtocolPlan> => ({
  plan: (stored, decisions) => plan(deps, stored, decisions),
  write: async (stored, planned) => {
    const { created, updated } = await writeProtocolImport(deps.connection, caller, stored, planned);
    return { created, updated, skipped: planned.skipped, linked: planned.linked };
  },
});
