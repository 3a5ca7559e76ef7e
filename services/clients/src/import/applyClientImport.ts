import mongoose, { type Connection } from 'mongoose';
import type { ClientBody, ImportApplyBody } from '@linhagem/contracts';
import {
  decideRows,
  importErrors,
  matchedRows,
  type Caller,
  type ImportApplier,
  type StoredImport,
} from '@linhagem/service-kit';
import { clientModel } from '../client/model';
import { toStoredFields } from '../client/storedFields';
import { analyseClientRows } from './analyseClientRows';
import type { ClientRow, FamilyField } from './readClientRow';
import { resolveClientLinks } from './resolveClientLinks';
import { writeClientImport, type PlannedCreate, type PlannedUpdate } from './writeClientImport';

const FAMILY: FamilyField[] = ['father', 'mother', 'spouse'];
const NAME_FIELD: Record<FamilyField, 'fatherName' | 'motherName' | 'spousesName'> = {
  father: 'fatherName',
  mother: 'motherName',
  spouse: 'spousesName',
};

/**
 * The clients' apply (docs/adr-spreadsheet-import.md): `plan` reads every row again with the mapping, checks every
 * decision and resolves the family links before the first write; `write` writes it all or nothing
 * (writeClientImport: a journal first, put back on any failure).
 */
export const clientApplier = (connection: Connection, caller: Caller): ImportApplier<ClientPlan> => ({
  plan: (stored, decisions) => plan(connection, stored, decisions),
  write: async (stored, planned) => {
    const { created, updated } = await writeClientImport(connection, caller, stored, planned);
    return { created, updated, skipped: planned.skipped, linked: planned.linked };
  },
});

type ClientPlan = { creates: PlannedCreate[]; updates: PlannedUpdate[]; skipped: number; linked: number };

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

async function plan(
  connection: Connection,
  stored: StoredImport,
  decisions: ImportApplyBody['decisions'],
): Promise<ClientPlan> {
  const total = stored.rows;
  const rows: ClientRow[] = [];
  const { matches } = await analyseClientRows(connection, stored, (row) => rows.push(row));
  const { matched, repeated } = matchedRows(matches);
  const actionOf = decideRows(rows, decisions, matched, repeated);
  const ids = new Map<number, string>();
  for (const row of rows) {
    const action = actionOf(row);
    if (action === 'CREATE') ids.set(row.row, new mongoose.Types.ObjectId().toHexString());
    else if (matched.get(row.row)) ids.set(row.row, matched.get(row.row)!);
  }
  const linkOf = await resolveClientLinks(connection, rows, (n) => ids.get(n));

  const model = clientModel(connection);
  const updateRows = rows.filter((r) => actionOf(r).startsWith('UPDATE'));
  const existing = new Map<string, Record<string, unknown>>();
  const targetIds = updateRows.map((r) => new mongoose.Types.ObjectId(ids.get(r.row)!));
  for (let i = 0; i < targetIds.length; i += 1000)
    for (const c of await model.find({ _id: mongoose.trusted({ $in: targetIds.slice(i, i + 1000) }) }).lean())
      existing.set(String(c._id), c as unknown as Record<string, unknown>);

  let linked = 0;
  const creates: PlannedCreate[] = [];
  const updates: PlannedUpdate[] = [];
  const spouseOf = new Map<string, string>();
  for (const row of rows) {
    const action = actionOf(row);
    if (action === 'SKIP' || !row.body) continue;
    const clientId = ids.get(row.row)!;
    const fields: Record<string, unknown> = { ...toStoredFields(row.body as ClientBody) };
    const filled = new Set<string>(row.filled);
    for (const field of FAMILY) {
      const link = linkOf(row, field);
      if (!link) continue;
      if ('id' in link && link.id !== clientId) {
        fields[field] = new mongoose.Types.ObjectId(link.id);
        filled.add(field);
        linked += 1;
        if (field === 'spouse') spouseOf.set(clientId, link.id);
      } else if ('name' in link) {
        fields[NAME_FIELD[field]] = link.name.slice(0, 200);
        filled.add(NAME_FIELD[field]);
      }
    }
    if (action === 'CREATE') {
      creates.push({ row: row.row, clientId, fields });
      continue;
    }
    const current = existing.get(clientId);
    if (!current) throw importErrors.badDecision('A client to update no longer exists', [row.row]);
    const set: Record<string, unknown> = {};
    for (const field of filled) {
      const value = fields[field];
      if (isEmpty(value)) continue;
      if (action === 'UPDATE_EMPTY' && !isEmpty(current[field])) {
        // a place fills only the parts the client lacks
        if (
          value &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          !(value instanceof mongoose.Types.ObjectId)
        ) {
          const have = current[field] as Record<string, unknown>;
          const add = Object.entries(value).filter(([k]) => isEmpty(have[k]));
          if (add.length) set[field] = { ...have, ...Object.fromEntries(add) };
        }
        continue;
      }
      if (JSON.stringify(current[field]) !== JSON.stringify(value)) set[field] = value;
    }
    updates.push({ row: row.row, clientId, set, current });
  }
  // a spouse created by this import, whose own row names no spouse, names back the row that named it
  const createdById = new Map(creates.map((c) => [c.clientId, c]));
  for (const create of creates) {
    const spouse = spouseOf.get(create.clientId);
    const other = spouse ? createdById.get(spouse) : undefined;
    if (other && !other.fields.spouse) {
      other.fields.spouse = new mongoose.Types.ObjectId(create.clientId);
      delete other.fields.spousesName;
      linked += 1;
    }
  }
  const skipped = total - creates.length - updates.length;
  return { creates, updates, skipped, linked };
}
