import ExcelJS from 'exceljs';
import type { UserLevel } from '@linhagem/contracts';
import { callerHeaders } from './support';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any refusal's shape
export type ExportAnswer = { status: number; headers: Headers; bytes: Buffer; json?: any };

/** `POST <path>?format&sort` as a user of `level`, in `language`: the file's bytes (or the refusal's JSON). */
export async function fetchExport(
  baseUrl: string,
  path: string,
  body: unknown,
  {
    format,
    sort,
    level = 'NORMAL',
    language = 'pt-BR',
  }: { format: 'csv' | 'xlsx'; sort?: string; level?: UserLevel; language?: string },
): Promise<ExportAnswer> {
  const query = new URLSearchParams({ format, ...(sort ? { sort } : {}) });
  const response = await fetch(`${baseUrl}${path}?${query}`, {
    method: 'POST',
    headers: { ...callerHeaders(level), 'accept-language': language },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('json')
    ? JSON.parse(bytes.toString('utf8'))
    : undefined;
  return { status: response.status, headers: response.headers, bytes, json };
}

/** A `;` CSV read by hand (RFC 4180 quoting): the BOM is checked and dropped, lines as arrays of fields. */
export function parseCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('The CSV has no BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

export type XlsxCell = { value: ExcelJS.CellValue; numFmt?: string; type: ExcelJS.ValueType };

/** The first sheet of an XLSX read back by exceljs: each row's cells with their value, type and number format. */
export async function readXlsx(bytes: Buffer): Promise<XlsxCell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: XlsxCell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: XlsxCell[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) {
      const cell = row.getCell(c);
      cells.push({ value: cell.value, numFmt: cell.numFmt, type: cell.type });
    }
    rows.push(cells);
  });
  return rows;
}
