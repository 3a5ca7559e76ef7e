import mongoose, { type Connection } from 'mongoose';
import {
  type ClientBody,
  type ImportAction,
  type ImportApplyBody,
  type ImportApplyResult,
  type ImportMapping,
} from '@linhagem/contracts';
import { AppError, type Caller } from '@linhagem/service-kit';
import { clientModel } from '../client/model';
import { toStoredFields } from '../client/storedFields';
import { importErrors } from './importErrors';
import { checkMapping, rememberMapping } from './importMapping';
import { importModels } from './importModel';
import { analyseClientRows } from './previewClientImport';
import type { ClientRow, FamilyField } from './readClientRow';
import { resolveClientLinks } from './resolveClientLinks';
import { writeClientImport, type PlannedCreate, type PlannedUpdate } from './writeClientImport';

const FAMILY: FamilyField[] = ['father', 'mother', 'spouse'];
const NAME_FIELD: Record<FamilyField, 'fatherName' | 'motherName' | 'spousesName'> = {
  father: 'fatherName',
  mother: 'motherName',
  spouse: 'spousesName',
};

/** Claims a preview for this apply (a second apply at the same time is refused). */
async function claim(connection: Connection, caller: Caller, importId: string) {
  const { Import } = importModels(connection);
  const id = new mongoose.Types.ObjectId(importId);
  const found = await Import.findOne({ _id: id, kind: 'CLIENT', userId: caller.sub }).lean();
  if (!found || (found.status === 'PREVIEWED' && (found.expiresAt?.getTime() ?? 0) < Date.now()))
    throw importErrors.notFound();
  const claimed = await Import.findOneAndUpdate(
    { _id: id, status: 'PREVIEWED' },
    { $set: { status: 'APPLYING', progress: { done: 0, total: found.rows } } },
    { returnDocument: 'after' },
  ).lean();
  if (!claimed) throw importErrors.alreadyApplied();
  const release = () =>
    Import.updateOne({ _id: id }, { $set: { status: 'PREVIEWED' }, $unset: { progress: 1 } }).then(
      () => undefined,
    );
  return { doc: claimed, release };
}

/** Each row's action: the decision, else CREATE for a row without problem or match, else SKIP. */
function decide(
  rows: ClientRow[],
  decisions: ImportApplyBody['decisions'],
  matched: Map<number, string | undefined>,
  repeated: Set<number>,
) {
  const known = new Map(rows.map((r) => [r.row, r]));
  const decided = new Map<number, ImportAction>();
  const wrong: number[] = [];
  for (const { row, action } of decisions ?? []) {
    const read = known.get(row);
    if (!read || decided.has(row)) wrong.push(row);
    else if (action !== 'SKIP' && read.problems.length) wrong.push(row);
    else if (action.startsWith('UPDATE') && !matched.get(row)) wrong.push(row);
    decided.set(row, action);
  }
  if (wrong.length) throw importErrors.badDecision('Some decisions do not fit their rows', wrong);
  const actionOf = (row: ClientRow): ImportAction =>
    decided.get(row.row) ??
    (row.problems.length || matched.has(row.row) || repeated.has(row.row) ? 'SKIP' : 'CREATE');
  const targets = rows.filter((r) => actionOf(r).startsWith('UPDATE')).map((r) => matched.get(r.row)!);
  const twice = rows.filter(
    (r) =>
      actionOf(r).startsWith('UPDATE') &&
      targets.indexOf(matched.get(r.row)!) !== targets.lastIndexOf(matched.get(r.row)!),
  );
  if (twice.length)
    throw importErrors.badDecision(
      'Two rows update the same client',
      twice.map((r) => r.row),
    );
  return actionOf;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * `POST /api/client/import/{importId}/apply`: every row read again with the mapping, checked and decided before
 * the first write; then written all or nothing (writeClientImport: a journal first, undone on any failure).
 */
export async function applyClientImport(
  connection: Connection,
  caller: Caller,
  importId: string,
  body: ImportApplyBody,
): Promise<ImportApplyResult> {
  const { doc, release } = await claim(connection, caller, importId);
  const id = doc._id as mongoose.Types.ObjectId;
  let mapping: ImportMapping;
  let planned: { creates: PlannedCreate[]; updates: PlannedUpdate[]; skipped: number; linked: number };
  try {
    mapping = body.mapping
      ? checkMapping('CLIENT', doc.columns, body.mapping)
      : (doc.mapping as ImportMapping);
    planned = await plan(connection, id, doc.columns, mapping, doc.rows, body.decisions ?? []);
  } catch (error) {
    await release();
    throw error;
  }
  try {
    const { created, updated } = await writeClientImport(connection, caller, doc, planned);
    const result = { created, updated, skipped: planned.skipped, linked: planned.linked };
    await importModels(connection).Import.updateOne(
      { _id: id },
      {
        $set: { status: 'APPLIED', appliedAt: new Date(), result, mapping },
        $unset: { expiresAt: 1, progress: 1 },
      },
    );
    await rememberMapping(connection, 'CLIENT', doc.columns, mapping);
    return result;
  } catch (error) {
    await release();
    throw error instanceof AppError ? error : importErrors.applyFailed();
  }
}

async function plan(
  connection: Connection,
  importId: mongoose.Types.ObjectId,
  columns: string[],
  mapping: ImportMapping,
  total: number,
  decisions: ImportApplyBody['decisions'],
) {
  const rows: ClientRow[] = [];
  const { matches } = await analyseClientRows(connection, importId, columns, mapping, total, (row) =>
    rows.push(row),
  );
  const matched = new Map<number, string | undefined>();
  const repeated = new Set<number>();
  for (const m of matches) {
    if (m.by === 'FILE') repeated.add(m.row);
    else if (!matched.has(m.row)) matched.set(m.row, m.clientId);
  }
  const actionOf = decide(rows, decisions, matched, repeated);
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
