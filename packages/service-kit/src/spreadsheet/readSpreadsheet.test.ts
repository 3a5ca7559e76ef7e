import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { IMPORT_ERROR_CODES } from '@linhagem/contracts';
import { spreadsheetReader } from './readSpreadsheet';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (bytes: Buffer | string) => {
  const name = path.join(dir, `f${(n += 1)}`);
  fs.writeFileSync(name, bytes);
  return name;
};
const readAll = async (name: string, sheet?: string) => {
  const reader = spreadsheetReader(name, { sheet });
  const rows: string[][] = [];
  for await (const row of reader.rows()) rows.push(row);
  return { rows, info: reader.info.value };
};

describe('spreadsheetReader', () => {
  it('reads Windows-1252 with the characters Latin-1 would lose, separated by semicolons', async () => {
    const text = 'Nome;Obs\r\nJoão d’Ávila;“Preço” – 10 €\r\n';
    const { rows, info } = await readAll(file(iconv.encode(text, 'win1252')));
    expect(info).toEqual({ kind: 'csv', encoding: 'windows-1252', delimiter: ';' });
    expect(rows).toEqual([
      ['Nome', 'Obs'],
      ['João d’Ávila', '“Preço” – 10 €'],
    ]);
  });

  it('drops a UTF-8 BOM, reads tabs and quoted fields over several lines', async () => {
    const text = '\uFEFFName\tNotes\nAna\t"first line\nsecond; line"\n';
    const { rows, info } = await readAll(file(Buffer.from(text, 'utf8')));
    expect(info).toEqual({ kind: 'csv', encoding: 'utf-8-bom', delimiter: '\t' });
    expect(rows).toEqual([
      ['Name', 'Notes'],
      ['Ana', 'first line\nsecond; line'],
    ]);
  });

  it('reads the named sheet of a workbook, dates as calendar dates', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Capa').addRow(['nothing here']);
    const sheet = workbook.addWorksheet('Clientes');
    sheet.addRow(['Nome', 'Nascimento', 'CPF']);
    sheet.addRow(['Maria', new Date(Date.UTC(1950, 0, 31)), 52998224725]);
    const name = path.join(dir, 'book.xlsx');
    await workbook.xlsx.writeFile(name);
    const { rows, info } = await readAll(name, 'Clientes');
    expect(info).toEqual({ kind: 'xlsx', sheets: ['Capa', 'Clientes'], sheet: 'Clientes' });
    expect(rows).toEqual([
      ['Nome', 'Nascimento', 'CPF'],
      ['Maria', '1950-01-31', '52998224725'],
    ]);
    expect((await readAll(name)).rows).toEqual([['nothing here']]);
    await expect(readAll(name, 'Outra')).rejects.toMatchObject({
      status: 400,
      code: IMPORT_ERROR_CODES.sheetNotFound,
    });
  });

  it('refuses an old .xls file', async () => {
    const bytes = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(readAll(file(bytes))).rejects.toMatchObject({ code: IMPORT_ERROR_CODES.unreadable });
  });
});
