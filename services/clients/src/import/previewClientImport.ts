import mongoose, { type Connection } from 'mongoose';
import {
  FIRST_DATA_ROW,
  IMPORT_PREVIEW_TTL_SECONDS,
  IMPORT_PROBLEM_CODES,
  MAX_IMPORT_ROWS,
  type ClientImportField,
  type ImportMapping,
  type ImportPreview,
  type ImportProblem,
} from '@linhagem/contracts';
import { spreadsheetReader, type Caller, type SpreadsheetInfo } from '@linhagem/service-kit';
import { findClientMatches, type MatchKeys } from './findClientMatches';
import { importErrors } from './importErrors';
import { chooseMapping, columnsOf, fieldColumns } from './importMapping';
import { importModels } from './importModel';
import type { ImportUpload } from './readImportUpload';
import { readClientRow, type ClientRow } from './readClientRow';
import { rowStore, storedRows } from './storedRows';

const SAMPLE_ROWS = 5;

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

/** Every row of a stored import through a mapping: its problems and what matching needs. */
export async function analyseClientRows(
  connection: Connection,
  importId: mongoose.Types.ObjectId,
  columns: string[],
  mapping: ImportMapping,
  rows: number,
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

/**
 * `POST /api/client/import/preview`: reads the file as it streams (rows stored in chunks, never the whole file in
 * memory), chooses the mapping (sent, remembered or guessed) and answers each row's problems and matches.
 * Writes no client.
 */
export async function previewClientImport(
  connection: Connection,
  caller: Caller,
  upload: ImportUpload,
): Promise<ImportPreview> {
  const { Import } = importModels(connection);
  const importId = new mongoose.Types.ObjectId();
  const expiresAt = new Date(Date.now() + IMPORT_PREVIEW_TTL_SECONDS * 1000);
  const store = rowStore(connection, importId, expiresAt);
  const reader = spreadsheetReader(upload.filePath, { sheet: upload.sheet });
  let columns: string[] | undefined;
  const sample: string[][] = [];
  let rows = 0;
  try {
    for await (const cells of reader.rows()) {
      if (!columns) {
        columns = columnsOf(cells);
        continue;
      }
      // a row with nothing in it is no row (Excel leaves formatted empty rows at the end)
      if (cells.every((cell) => !cell.trim())) continue;
      rows += 1;
      if (rows > MAX_IMPORT_ROWS) throw importErrors.tooManyRows(MAX_IMPORT_ROWS);
      if (sample.length < SAMPLE_ROWS) sample.push(cells);
      await store.add(cells.slice(0, columns.length));
    }
    if (!columns || rows === 0) throw importErrors.empty();
    await store.flush();
    const { mapping, remembered } = await chooseMapping(connection, 'CLIENT', columns, upload.mapping);
    const { problems, matches, valid } = await analyseClientRows(
      connection,
      importId,
      columns,
      mapping,
      rows,
    );
    const info = reader.info.value as SpreadsheetInfo;
    const sheet = info.kind === 'xlsx' ? info.sheet : undefined;
    await Import.create({
      _id: importId,
      kind: 'CLIENT',
      status: 'PREVIEWED',
      userId: caller.sub,
      userName: caller.userName,
      name: caller.name,
      fileName: upload.fileName,
      sha256: upload.sha256,
      size: upload.size,
      sheet,
      columns,
      mapping,
      rows,
      expiresAt,
    });
    return {
      importId: String(importId),
      kind: 'CLIENT',
      fileName: upload.fileName,
      sheets: info.kind === 'xlsx' ? info.sheets : [],
      ...(sheet ? { sheet } : {}),
      ...(info.kind === 'csv' ? { encoding: info.encoding, delimiter: info.delimiter } : {}),
      columns,
      mapping,
      mappingRemembered: remembered,
      sample,
      rows,
      valid,
      problems,
      matches,
    };
  } catch (error) {
    await store.discard();
    throw error;
  } finally {
    await upload.discard();
  }
}
