import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { IMPORT_ERROR_CODES } from '@linhagem/contracts';
import { AppError } from '../AppError';
import { detectCsv, type CsvDelimiter, type CsvEncoding } from './detectCsv';

/** How the file was read: a CSV's detected encoding and separator, or a workbook's sheets and the one read. */
export type SpreadsheetInfo =
  | { kind: 'csv'; encoding: CsvEncoding; delimiter: CsvDelimiter }
  | { kind: 'xlsx'; sheets: string[]; sheet?: string };

export type SpreadsheetOptions = {
  /** a workbook's sheet by name; the first one when absent */
  sheet?: string;
};

const HEAD_BYTES = 64 * 1024;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

async function readHead(path: string): Promise<Buffer> {
  const handle = await fs.promises.open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text an office typed: dates as `YYYY-MM-DD` (a date cell has no zone), formulas as their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/**
 * Reads a CSV or XLSX file's rows one at a time, as text (docs/adr-spreadsheet-import.md): memory stays flat
 * whatever the file's length. A CSV's encoding and separator are detected (detectCsv) and its quoted fields may
 * hold separators and line breaks; a workbook is read with exceljs's streaming reader, the first sheet or the one
 * named. `info` is filled once the rows start.
 */
export function spreadsheetReader(path: string, options: SpreadsheetOptions = {}) {
  const info: { value?: SpreadsheetInfo } = {};
  const unreadable = (reason: string) =>
    new AppError(422, 'The file cannot be read as CSV or XLSX', {
      code: IMPORT_ERROR_CODES.unreadable,
      details: { reason },
    });

  async function* csvRows(head: Buffer): AsyncGenerator<string[]> {
    const { encoding, delimiter } = detectCsv(head);
    info.value = { kind: 'csv', encoding, delimiter };
    const parser = parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
    const decode = iconv.decodeStream(encoding === 'windows-1252' ? 'win1252' : 'utf8');
    const feeding = pipeline(fs.createReadStream(path), decode, parser).catch((error: unknown) => {
      parser.destroy(error as Error);
    });
    try {
      for await (const record of parser as AsyncIterable<string[]>) yield record;
    } catch (error) {
      throw unreadable(error instanceof Error ? error.message : 'CSV');
    } finally {
      await feeding;
    }
  }

  async function* xlsxRows(): AsyncGenerator<string[]> {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      // the styles say which numbers are dates
      styles: 'cache',
      entries: 'ignore',
    });
    let found = false;
    try {
      for await (const worksheet of reader) {
        const names = (
          ((reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets ?? []) as {
            name: string;
          }[]
        ).map((s) => s.name);
        const name = (worksheet as unknown as { name?: string }).name;
        if (!info.value) info.value = { kind: 'xlsx', sheets: names };
        const wanted = !found && (options.sheet === undefined || options.sheet === name);
        if (!wanted) {
          // a sheet not read is still walked: the zip is one stream
          for await (const _row of worksheet) void _row;
          continue;
        }
        found = true;
        info.value = { kind: 'xlsx', sheets: names, sheet: name };
        for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
          const values = row.values as ExcelJS.CellValue[];
          // exceljs's values start at index 1 (column A)
          const cells: string[] = [];
          for (let i = 1; i < values.length; i += 1) cells[i - 1] = cellText(values[i]);
          // a row exceljs skipped (all empty) leaves no gap: only rows with something are rows
          yield Array.from(cells, (cell) => cell ?? '');
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unreadable(error instanceof Error ? error.message : 'XLSX');
    }
    if (!found) {
      const sheets = info.value?.kind === 'xlsx' ? info.value.sheets : [];
      if (options.sheet !== undefined)
        throw new AppError(400, 'The workbook has no sheet of that name', {
          code: IMPORT_ERROR_CODES.sheetNotFound,
          details: { sheets },
        });
      throw unreadable('The workbook has no sheet');
    }
  }

  async function* rows(): AsyncGenerator<string[]> {
    const head = await readHead(path);
    if (startsWith(head, ZIP)) yield* xlsxRows();
    else if (startsWith(head, OLE)) throw unreadable('An Excel 97-2003 .xls file: save it as .xlsx or CSV');
    else if (head.includes(0)) throw unreadable('A binary file');
    else yield* csvRows(head);
  }

  return { info, rows };
}
