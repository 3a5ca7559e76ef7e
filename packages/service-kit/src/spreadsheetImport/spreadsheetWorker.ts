import fs from 'node:fs';
import { once } from 'node:events';
import { MAX_IMPORT_ROWS } from '@linhagem/contracts';
import { fileTask } from '../fileWork/fileTask';
import { spreadsheetReader, type SpreadsheetInfo } from '../spreadsheet/readSpreadsheet';
import { importErrors } from './importErrors';
import { columnsOf } from './importColumns';

const SAMPLE_ROWS = 5;

export type ReadRowsInput = { filePath: string; sheet?: string; outPath: string; maxRows?: number };
export type ReadRowsOutput = { columns: string[]; sample: string[][]; rows: number; info: SpreadsheetInfo };

/**
 * The reading of an import's file, run in a worker thread by `readImportFile` (DESIGN "File work off the event
 * loop"): decoding, CSV parsing and the workbook's unzipping and XML are the costly part. Each data row is written
 * as one JSON line to `outPath` as it is read (memory stays flat); the header becomes the columns.
 */
export const readRows = fileTask(async (input: ReadRowsInput): Promise<ReadRowsOutput> => {
  const maxRows = input.maxRows ?? MAX_IMPORT_ROWS;
  const reader = spreadsheetReader(input.filePath, { sheet: input.sheet });
  const out = fs.createWriteStream(input.outPath, { mode: 0o600 });
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
      if (rows > maxRows) throw importErrors.tooManyRows(maxRows);
      if (sample.length < SAMPLE_ROWS) sample.push(cells);
      if (!out.write(JSON.stringify(cells.slice(0, columns.length)) + '\n')) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  if (!columns || rows === 0) throw importErrors.empty();
  return { columns, sample, rows, info: reader.info.value as SpreadsheetInfo };
});
