import mongoose, { type Connection } from 'mongoose';
import type {
  ImportAction,
  ImportApplyBody,
  ImportApplyResult,
  ImportKind,
  ImportMapping,
} from '@linhagem/contracts';
import { AppError } from '../AppError';
import type { Caller } from '../internalAuth';
import { importErrors } from './importErrors';
import { checkMapping, rememberMapping } from './importMapping';
import { importModels } from './importModel';
import type { StoredImport } from './problemRowsCsv';

/** Claims a preview for this apply (a second apply at the same time is refused). */
async function claim(connection: Connection, caller: Caller, kind: ImportKind, importId: string) {
  const { Import } = importModels(connection);
  const id = new mongoose.Types.ObjectId(importId);
  const found = await Import.findOne({ _id: id, kind, userId: caller.sub }).lean();
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
  return { doc: claimed as unknown as StoredImport, release };
}

/** A kind's apply: `plan` reads and checks every row and writes nothing; `write` writes it all or nothing. */
export type ImportApplier<P> = {
  plan: (stored: StoredImport, decisions: ImportApplyBody['decisions']) => Promise<P>;
  write: (stored: StoredImport, planned: P) => Promise<ImportApplyResult>;
};

/**
 * `POST …/import/{importId}/apply` for any kind: the preview claimed, every row read again with the mapping,
 * checked and decided before the first write (`plan`), then written (`write`: a journal first, put back on any
 * failure). A refusal before the write leaves the preview to apply again; a failed write is `import.apply-failed`.
 */
export async function applyImport<P>(
  connection: Connection,
  caller: Caller,
  kind: ImportKind,
  importId: string,
  body: ImportApplyBody,
  applier: ImportApplier<P>,
): Promise<ImportApplyResult> {
  const { doc, release } = await claim(connection, caller, kind, importId);
  let stored: StoredImport;
  let planned: P;
  try {
    const mapping = body.mapping ? checkMapping(kind, doc.columns, body.mapping) : doc.mapping;
    stored = { ...doc, mapping };
    planned = await applier.plan(stored, body.decisions ?? []);
  } catch (error) {
    await release();
    throw error;
  }
  try {
    const result = await applier.write(stored, planned);
    await importModels(connection).Import.updateOne(
      { _id: doc._id },
      {
        $set: { status: 'APPLIED', appliedAt: new Date(), result, mapping: stored.mapping },
        $unset: { expiresAt: 1, progress: 1 },
      },
    );
    await rememberMapping(connection, kind, doc.columns, stored.mapping as ImportMapping);
    return result;
  } catch (error) {
    await release();
    throw error instanceof AppError ? error : importErrors.applyFailed();
  }
}

/** What deciding needs of a row: its number and whether it has problems. */
export type DecidedRow = { row: number; problems: readonly unknown[] };

/**
 * Each row's action: the decision, else CREATE for a row without problem or match, else SKIP. A decision naming
 * no row, a row twice, anything but SKIP for a row with problems, an update of a row without match, or two rows
 * updating the same record are refused (`import.bad-decision`, with the rows).
 */
export function decideRows<R extends DecidedRow>(
  rows: R[],
  decisions: ImportApplyBody['decisions'],
  matched: Map<number, string | undefined>,
  repeated: Set<number>,
): (row: R) => ImportAction {
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
  const actionOf = (row: R): ImportAction =>
    decided.get(row.row) ??
    (row.problems.length || matched.has(row.row) || repeated.has(row.row) ? 'SKIP' : 'CREATE');
  // how many rows update each record, counted once (a search per row was quadratic: 20,000 updates, seconds)
  const updating = new Map<string | undefined, number>();
  for (const r of rows)
    if (actionOf(r).startsWith('UPDATE'))
      updating.set(matched.get(r.row), (updating.get(matched.get(r.row)) ?? 0) + 1);
  const twice = rows.filter((r) => actionOf(r).startsWith('UPDATE') && updating.get(matched.get(r.row))! > 1);
  if (twice.length)
    throw importErrors.badDecision(
      'Two rows update the same record',
      twice.map((r) => r.row),
    );
  return actionOf;
}

/** The matches of a preview as deciding reads them: the record each row matched first, and the file's repeats. */
export function matchedRows(matches: { row: number; by: string; clientId?: string; protocolId?: string }[]) {
  const matched = new Map<number, string | undefined>();
  const repeated = new Set<number>();
  for (const m of matches) {
    if (m.by === 'FILE') repeated.add(m.row);
    else if (!matched.has(m.row)) matched.set(m.row, m.clientId ?? m.protocolId);
  }
  return { matched, repeated };
}
