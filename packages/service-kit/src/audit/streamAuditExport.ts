import type { Context } from 'koa';
import type { Connection } from 'mongoose';
import type { AuditFilter, ExportFormat, ExportList } from '@linhagem/contracts';
import { EXPORT_BATCH_SIZE, streamExport } from '../export/streamExport';
import type { Caller } from '../internalAuth';
import { AUDIT_EXPORT_COLUMNS } from './auditExportColumns';
import { auditModel, type AuditRecord } from './model';
import { auditQuery } from './service';
import { officeTimeZone } from '../officeDay';

export type AuditExport = {
  connection: Connection;
  caller: Caller;
  /** the audited entity (`Client`, `Protocol`) and the list's name in the export's own audit entry */
  entity: string;
  list: ExportList;
  format: ExportFormat;
  /** the audit list's filter (one record's entries when `entityId` is given) and the body as the caller sent it */
  filter: AuditFilter;
  body: unknown;
  sort?: string;
};

/**
 * An entity's audit list as CSV or XLSX (docs/adr-exports.md), with its page's condition and order: one function
 * for every box that keeps an audit, so an exported audit reads the same wherever it was kept.
 */
export async function streamAuditExport(ctx: Context, options: AuditExport): Promise<void> {
  const { connection, caller, entity, list, format, filter, body, sort } = options;
  const { where, order } = auditQuery(entity, filter, sort, { timeZone: await officeTimeZone() });
  const rows = auditModel(connection)
    .find(where)
    .sort(order)
    .lean<AuditRecord[]>()
    .cursor({ batchSize: EXPORT_BATCH_SIZE }) as AsyncIterable<AuditRecord>;
  await streamExport(ctx, {
    connection,
    caller,
    list,
    format,
    filter: body,
    sort,
    columns: AUDIT_EXPORT_COLUMNS,
    rows,
  });
}
