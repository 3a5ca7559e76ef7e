import { PassThrough, Readable } from 'node:stream';
import type { Context } from 'koa';
import mongoose, { type Connection } from 'mongoose';
import {
  EXPORT_AUDIT_ENTITY,
  EXPORT_CONTENT_TYPES,
  EXPORT_ERROR_CODES,
  hasLevel,
  type ExportFormat,
  type ExportList,
  type UserLevel,
} from '@linhagem/contracts';
import { AppError } from '../AppError';
import { authenticatedCaller, type Access } from '../access';
import { auditModel } from '../audit/model';
import type { Caller } from '../internalAuth';
import { csvLine, csvText, CSV_BOM } from './csvCell';
import { exportLanguage, type ExportColumn, type ExportLanguage } from './exportColumn';
import { writeXlsx } from './xlsxRows';
import { officeToday } from '@linhagem/contracts';
import { officeTimeZone } from '../officeDay';

/**
 * Who may export (issue "exports", docs/adr-exports.md): NORMAL and above take a list out, ADMINISTRATOR an audit;
 * a lower level is refused with its own code, so the screen can say why.
 */
export function exportAccess(level: Extract<UserLevel, 'NORMAL' | 'ADMINISTRATOR'>): Access {
  return (ctx) => {
    const caller = authenticatedCaller(ctx);
    if (!hasLevel(caller.typeUser, level))
      throw AppError.forbidden(
        level === 'ADMINISTRATOR'
          ? 'Only administrators export an audit'
          : 'Exporting needs the NORMAL level',
        {
          code:
            level === 'ADMINISTRATOR'
              ? EXPORT_ERROR_CODES.auditAdministratorOnly
              : EXPORT_ERROR_CODES.levelTooLow,
        },
      );
    return caller;
  };
}

/** Documents a cursor of an export asks the engine for at once (its default, 101, makes many round trips). */
export const EXPORT_BATCH_SIZE = 1000;

export type ExportOptions<T> = {
  connection: Connection;
  caller: Caller;
  list: ExportList;
  format: ExportFormat;
  /** the list's filter body and sort, as recorded in the audit */
  filter: unknown;
  sort?: string;
  columns: ExportColumn<T>[];
  /** the rows in the list's order, read as they are written (a mongoose cursor) */
  rows: AsyncIterable<T>;
};

async function* csvChunks<T>(
  columns: ExportColumn<T>[],
  rows: AsyncIterable<T>,
  language: ExportLanguage,
  timeZone: string,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(columns.map((column) => column.header[language]));
  let batch = '';
  for await (const row of rows) {
    batch += csvLine(
      columns.map((column) => csvText(column.value(row), column.kind ?? 'text', language, timeZone)),
    );
    if (batch.length > 64 * 1024) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

/** The rows as they come, and once the last has gone by, `done` with their number (awaited before the end). */
async function* counting<T>(
  rows: AsyncIterable<T>,
  done: (count: number) => Promise<void>,
): AsyncGenerator<T> {
  let count = 0;
  for await (const row of rows) {
    count += 1;
    yield row;
  }
  await done(count);
}

/** Records the export itself (who, which list, which filter and sort, how many rows) before its last bytes go. */
async function recordExport<T>(options: ExportOptions<T>, rows: number) {
  const { connection, caller, list, format, filter, sort } = options;
  await auditModel(connection).create({
    entity: EXPORT_AUDIT_ENTITY,
    entityId: new mongoose.Types.ObjectId(),
    entityName: list,
    action: 'EXPORT',
    changes: [
      { field: 'list', before: null, after: list },
      { field: 'format', before: null, after: format },
      { field: 'filter', before: null, after: filter ?? {} },
      { field: 'sort', before: null, after: sort ?? null },
      { field: 'rows', before: null, after: rows },
    ],
    userName: caller.userName,
    name: caller.name,
    at: new Date(),
  });
}

/**
 * Answers a whole list as a CSV or XLSX file, streamed from its cursor (docs/adr-exports.md): the memory holds a
 * batch of rows, never the list. Checks and the sort are the caller's to run before, so a refusal is still a 4xx;
 * a failure once the bytes flow cuts the answer short (the browser's download fails) and is logged. Dates and the
 * file's day are the office's (DESIGN "The office's day").
 */
export async function streamExport<T>(ctx: Context, options: ExportOptions<T>): Promise<void> {
  const { format, columns, list } = options;
  const timeZone = await officeTimeZone();
  const language = exportLanguage(ctx.get('accept-language'));
  // the export is audited when its last row is read, before the file's last bytes are written
  const rows = counting(options.rows, (count) => recordExport(options, count));
  ctx.status = 200;
  ctx.type = EXPORT_CONTENT_TYPES[format];
  ctx.set('Content-Disposition', `attachment; filename="${list}-${officeToday(timeZone)}.${format}"`);
  ctx.set('Cache-Control', 'no-store');
  if (format === 'csv') {
    ctx.body = Readable.from(csvChunks(columns, rows, language, timeZone));
    return;
  }
  const out = new PassThrough();
  ctx.body = out;
  writeXlsx(out, columns, rows, language, list, timeZone).catch((error: unknown) => {
    ctx.app.emit('error', error, ctx);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}
