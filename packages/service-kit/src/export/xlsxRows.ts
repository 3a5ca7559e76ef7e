import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  calendarDate,
  type ExportColumn,
  type ExportColumnKind,
  type ExportLanguage,
  type ExportValue,
} from './exportColumn';

/** Excel's number formats by language: money in the language's currency (spec 1: BRL in pt-BR, USD in en-US). */
const NUMBER_FORMATS: Record<ExportLanguage, Partial<Record<ExportColumnKind, string>>> = {
  'pt-BR': {
    money: '"R$" #,##0.00;-"R$" #,##0.00',
    date: 'dd/mm/yyyy',
    dateTime: 'dd/mm/yyyy hh:mm',
  },
  'en-US': {
    money: '"$"#,##0.00;-"$"#,##0.00',
    date: 'mm/dd/yyyy',
    dateTime: 'mm/dd/yyyy hh:mm',
  },
};

/** A value as its cell holds it: money in units, dates as dates, numbers as numbers, the rest as text. */
function cellValue(value: ExportValue, kind: ExportColumnKind, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'money' && typeof value === 'number') return value / 100;
  if ((kind === 'date' || kind === 'dateTime') && (typeof value === 'string' || value instanceof Date))
    return calendarDate(value, timeZone) ?? String(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  // a string is written as a string cell, never as a formula (exceljs takes a formula only as `{ formula }`)
  return String(value);
}

/**
 * Writes the rows as one XLSX sheet to `out` with exceljs's streaming writer (docs/adr-exports.md): each row is
 * committed as it comes, so the workbook is never whole in memory. Answers the number of rows.
 */
export async function writeXlsx<T>(
  out: Writable,
  columns: ExportColumn<T>[],
  rows: AsyncIterable<T>,
  language: ExportLanguage,
  sheetName: string,
  timeZone: string,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    // the fastest deflate: an export is read once, and its time is the person's wait
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const formats = NUMBER_FORMATS[language];
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width ?? (column.kind === 'text' || !column.kind ? 24 : 14),
  }));
  // a format only on the cells that need one: a column style would be copied onto every cell of the column
  const numFmts = columns.map((column) => formats[column.kind ?? 'text']);
  const header = sheet.addRow(columns.map((column) => column.header[language]));
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const row of rows) {
    const added = sheet.addRow(
      columns.map((column) => cellValue(column.value(row), column.kind ?? 'text', timeZone)),
    );
    numFmts.forEach((numFmt, index) => {
      if (numFmt) added.getCell(index + 1).numFmt = numFmt;
    });
    added.commit();
    count += 1;
    // let the zip stream drain to the answer now and then, so rows do not pile up ahead of it
    if (count % 500 === 0 && out.writableNeedDrain)
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
