import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { CLIENT_IMPORT_API, type ImportMapping, type UserLevel } from '@linhagem/contracts';
import { callerHeaders } from './support';

/** Rows as a CSV's text: fields with the separator, a quote or a line break quoted, quotes doubled. */
export function csvText(rows: string[][], delimiter = ';', lineEnd = '\r\n'): string {
  const field = (f: string) => (/[;,\t"\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f);
  return rows.map((r) => r.map(field).join(delimiter)).join(lineEnd) + lineEnd;
}

/** As Brazilian Excel saves "CSV (separado por vírgulas)": Windows-1252 bytes, semicolons. */
export const windows1252Csv = (rows: string[][]) => iconv.encode(csvText(rows), 'win1252');
export const utf8BomCsv = (rows: string[][], delimiter = ';') =>
  Buffer.from('\uFEFF' + csvText(rows, delimiter), 'utf8');

/** A workbook written with exceljs: sheets by name, each a list of rows (dates as Date cells). */
export async function xlsxFile(sheets: Record<string, (string | number | Date)[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `POST …/import/preview` as the BFF forwards it: the file, and the mapping and sheet when given. */
export async function uploadImport(
  baseUrl: string,
  bytes: Uint8Array,
  {
    fileName = 'clientes.csv',
    mapping,
    sheet,
    path = CLIENT_IMPORT_API.preview,
    level = 'NORMAL',
  }: { fileName?: string; mapping?: ImportMapping; sheet?: string; path?: string; level?: UserLevel } = {},
) {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (sheet) form.append('sheet', sheet);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const { 'content-type': _json, ...headers } = callerHeaders(level);
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: form });
  return { status: response.status, body: await response.json() };
}
