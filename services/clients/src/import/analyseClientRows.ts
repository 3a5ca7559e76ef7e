import type mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import {
  FIRST_DATA_ROW,
  IMPORT_PROBLEM_CODES,
  type ClientImportField,
  type ImportMapping,
  type ImportProblem,
} from '@linhagem/contracts';
import { fieldColumns, storedRows } from '@linhagem/service-kit';
import { findClientMatches, type MatchKeys } from './findClientMatches';
import { readClientRow, type ClientRow } from './readClientRow';

/** A row reference (`#12`) that names no other data row of the file. */
export function badRowReferences(row: ClientRow, rows: number): ImportProblem[] {
  return Object.entries(row.references).flatMap(([field, ref]) =>
    ref &&
    'row' in ref &&
    (ref.row < FIRST_DATA_ROW || ref.row >= FIRST_DATA_ROW + rows || ref.row === row.row)
      ? [{ row: row.row, field, code: IMPORT_PROBLEM_CODES.referenceNotFound }]
      : [],
  );
}

/**
 * Every row of a stored client import through a mapping: its problems and matches (the preview's answer, and the
 * apply's reading again); `each` sees every row read.
 */
export async function analyseClientRows(
  connection: Connection,
  {
    _id: importId,
    columns,
    mapping,
    rows,
  }: { _id: mongoose.Types.ObjectId; columns: string[]; mapping: ImportMapping; rows: number },
  each?: (row: ClientRow) => void,
) {
  const byField = fieldColumns<ClientImportField>(columns, mapping);
  const problems: ImportProblem[] = [];
  const keys: MatchKeys[] = [];
  for await (const { row, cells } of storedRows(connection, importId)) {
    const read = readClientRow(row, cells, byField);
    read.problems.push(...badRowReferences(read, rows));
    problems.push(...read.problems);
    if (read.searchName)
      keys.push({ row, cpf: read.cpf, searchName: read.searchName, birthDay: read.birthDay });
    each?.(read);
  }
  const matches = await findClientMatches(connection, keys);
  const invalid = new Set(problems.map((p) => p.row));
  return { problems, matches, valid: rows - invalid.size };
}
