import type mongoose from 'mongoose';
import {
  IMPORT_PROBLEM_CODES,
  MAX_IMPORT_REFERENCES,
  type ImportMatch,
  type ImportProblem,
  type ProtocolImportField,
} from '@linhagem/contracts';
import { fieldColumns, storedRows, type StoredImport } from '@linhagem/service-kit';
import { protocolModel } from '../protocol/model';
import type { Deps } from '../protocol/service';
import { protocolMatchKey, readProtocolRow, type ProtocolRow } from './readProtocolRow';

/** A row as the apply takes it: its main client found (id and name), when it names one. */
export type ResolvedProtocolRow = ProtocolRow & { client?: { id: string; name: string } };

/**
 * Rows and CPFs per question to the clients service: a quarter of what the contract takes (MAX_IMPORT_REFERENCES),
 * so each answer stays far inside the internal call's timeout on a loaded machine (a thousand CPFs took 0.6 s at a
 * load of 20 on 2 cores).
 */
const REFERENCES_PER_CALL = MAX_IMPORT_REFERENCES / 4;

/** Asks the clients service for the rows' main clients, REFERENCES_PER_CALL rows and CPFs at a time. */
async function resolveMainClients({ remotes }: Deps, sha256: string, rows: ProtocolRow[]) {
  const byRow = new Map<number, { id: string; name: string }>();
  const byCpf = new Map<string, { id: string; name: string }>();
  const wantedRows = [
    ...new Set(rows.flatMap((r) => (r.mainClient && 'row' in r.mainClient ? [r.mainClient.row] : []))),
  ];
  const wantedCpfs = [
    ...new Set(rows.flatMap((r) => (r.mainClient && 'cpf' in r.mainClient ? [r.mainClient.cpf] : []))),
  ];
  for (let i = 0; i < Math.max(wantedRows.length, wantedCpfs.length); i += REFERENCES_PER_CALL) {
    const found = await remotes.importReferences({
      sha256,
      rows: wantedRows.slice(i, i + REFERENCES_PER_CALL),
      cpfs: wantedCpfs.slice(i, i + REFERENCES_PER_CALL),
    });
    for (const { row, id, name } of found.rows) byRow.set(row, { id, name });
    for (const { cpf, id, name } of found.cpfs) byCpf.set(cpf, { id, name });
  }
  return (ref: ProtocolRow['mainClient']) => ref && ('row' in ref ? byRow.get(ref.row) : byCpf.get(ref.cpf));
}

/** The office's protocols (not budgets) by name and family name, accents and case aside. */
async function existingProtocols(deps: Deps, keys: Set<string>) {
  const found = new Map<string, { id: string; name: string }>();
  const cursor = protocolModel(deps.connection)
    .find({ budget: false }, { name: 1, familyName: 1, code: 1 })
    .lean<{ _id: mongoose.Types.ObjectId; name: string; familyName: string; code: string }[]>()
    .cursor();
  for await (const p of cursor) {
    const key = protocolMatchKey(p.name, p.familyName);
    if (keys.has(key) && !found.has(key)) found.set(key, { id: String(p._id), name: `${p.code} ${p.name}` });
  }
  return found;
}

/**
 * Every row of a stored protocols import through a mapping: its problems (a main client that names no client of
 * the same file's client import, nor an existing client's CPF, is `import.reference-not-found`) and its matches
 * (an existing protocol of the same name and family name, `NAME_FAMILY`; an earlier row of the file, `FILE`).
 */
export async function analyseProtocolRows(deps: Deps, stored: StoredImport) {
  const byField = fieldColumns<ProtocolImportField>(stored.columns, stored.mapping);
  const rows: ResolvedProtocolRow[] = [];
  for await (const { row, cells } of storedRows(deps.connection, stored._id))
    rows.push(readProtocolRow(row, cells, byField));
  const clientOf = await resolveMainClients(deps, stored.sha256, rows);
  const existing = await existingProtocols(
    deps,
    new Set(rows.filter((r) => r.fields.name).map((r) => r.matchKey)),
  );
  const problems: ImportProblem[] = [];
  const matches: ImportMatch[] = [];
  const firstByKey = new Map<string, number>();
  for (const row of rows) {
    if (row.mainClient) {
      row.client = clientOf(row.mainClient);
      if (!row.client)
        row.problems.push({
          row: row.row,
          field: 'row' in row.mainClient ? 'mainClientRow' : 'mainClientCpf',
          code: IMPORT_PROBLEM_CODES.referenceNotFound,
        });
    }
    problems.push(...row.problems);
    if (!row.fields.name) continue;
    const same = existing.get(row.matchKey);
    if (same) matches.push({ row: row.row, by: 'NAME_FAMILY', protocolId: same.id, name: same.name });
    const earlier = firstByKey.get(row.matchKey);
    if (earlier) matches.push({ row: row.row, by: 'FILE', sameAsRow: earlier });
    else firstByKey.set(row.matchKey, row.row);
  }
  const invalid = new Set(problems.map((p) => p.row));
  return { rows, problems, matches, valid: stored.rows - invalid.size };
}
