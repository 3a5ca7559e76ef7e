import mongoose, { type Connection } from 'mongoose';
import type { ImportKind, ImportMapping, ImportProblem } from '@linhagem/contracts';
import { CSV_BOM, csvLine, neutralise } from '../export/csvCell';
import type { Caller } from '../internalAuth';
import { importErrors } from './importErrors';
import { importModels } from './importModel';
import { storedRows } from './storedRows';

/** A previewed import as its kind's analysis reads it again. */
export type StoredImport = {
  _id: mongoose.Types.ObjectId;
  columns: string[];
  mapping: ImportMapping;
  rows: number;
  sha256: string;
  fileName: string;
};

/**
 * `GET …/import/{importId}/problems.csv`: the rows with problems as the file had them, with a last column naming
 * each problem (`field: code`), to fix in a spreadsheet and import again. `;` and a BOM, as Brazilian Excel opens
 * it; a cell a spreadsheet would run as a formula is neutralised. `problemsOf` is the kind's own reading.
 */
export async function problemRowsCsv(
  connection: Connection,
  caller: Caller,
  kind: ImportKind,
  importId: string,
  problemsOf: (doc: StoredImport) => Promise<ImportProblem[]>,
) {
  const { Import } = importModels(connection);
  const id = new mongoose.Types.ObjectId(importId);
  const doc = await Import.findOne({ _id: id, kind, userId: caller.sub, status: 'PREVIEWED' }).lean();
  if (!doc) throw importErrors.notFound();
  const problems = await problemsOf(doc as unknown as StoredImport);
  const byRow = new Map<number, string[]>();
  for (const p of problems) byRow.set(p.row, [...(byRow.get(p.row) ?? []), `${p.field}: ${p.code}`]);
  const lines = [CSV_BOM + csvLine([...doc.columns, 'Linha / Row', 'Problemas / Problems'])];
  for await (const { row, cells } of storedRows(connection, id)) {
    const found = byRow.get(row);
    if (found)
      lines.push(
        csvLine([...doc.columns.map((_, i) => neutralise(cells[i] ?? '')), String(row), found.join(', ')]),
      );
  }
  const base = (doc.fileName || 'import').replace(/\.[^.]+$/, '').replace(/[^\w\-. ]+/g, '_');
  return { fileName: `${base}-problemas.csv`, text: lines.join('') };
}
