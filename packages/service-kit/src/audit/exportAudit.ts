import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  EXPORT_AUDIT_API,
  EXPORT_AUDIT_ENTITY,
  exportAuditFilterSchema,
  paginationQuerySchema,
  type ExportAuditSource,
  parseSort,
  toPage,
  type ExportAuditEntry,
  type ExportAuditFilter,
  type ExportAuditWhat,
  type Page,
  type PaginationQuery,
} from '@linhagem/contracts';
import { AppError } from '../AppError';
import { read } from '../access';
import { route } from '../route';
import { dayRange } from '../dayRange';
import { officeTimeZone } from '../officeDay';
import type { AuditRecord } from './model';
import { auditModel } from './model';

/** The value of one of an entry's field changes (a list export records list, format, filter, sort and rows). */
const changed = (record: AuditRecord, field: string): unknown =>
  record.changes?.find((change) => change.field === field)?.after;

/**
 * One `EXPORT` entry as the screen shows it: a list export (entity `Export`, streamExport) with its list, format,
 * filter, sort and rows; any other (a client's personal data, exportPersonalData) by its field and its record's name.
 */
export function toExportAuditEntry(record: AuditRecord): ExportAuditEntry {
  const common = {
    id: String(record._id),
    at: record.at.toISOString(),
    userName: record.userName,
    name: record.name ?? '',
  };
  if (record.entity === EXPORT_AUDIT_ENTITY) {
    const rows = changed(record, 'rows');
    return {
      ...common,
      what: String(changed(record, 'list') ?? record.entityName) as ExportAuditWhat,
      format: String(changed(record, 'format') ?? ''),
      ...(typeof rows === 'number' && { rows }),
      filter: changed(record, 'filter') ?? {},
      sort: (changed(record, 'sort') as string | null | undefined) ?? null,
    };
  }
  return {
    ...common,
    what: (record.field || 'personal-data') as ExportAuditWhat,
    format: 'zip',
    subject: record.entityName ?? '',
  };
}

/**
 * `POST /api/<entity>/export-audit/pagination`: every export this service recorded (docs/adr-exports.md "Audit of
 * exports"), filtered by the office's days and the user, by moment (newest first by default).
 */
export async function listExportAudit(
  connection: Connection,
  filter: ExportAuditFilter,
  query: PaginationQuery,
): Promise<Page<ExportAuditEntry>> {
  const { field, direction } = parseSort(query.sort, 'at,desc');
  if (field !== 'at') throw AppError.badRequest(`Cannot sort by ${field}`);
  const where: Record<string, unknown> = { action: 'EXPORT' };
  if (filter.userName) where.userName = filter.userName;
  const at = dayRange(filter.from, filter.to, await officeTimeZone());
  if (at) where.at = at;
  const model = auditModel(connection);
  const [records, total] = await Promise.all([
    model
      .find(where)
      .sort({ at: direction, _id: direction })
      .skip((query.page - 1) * query.size)
      .limit(query.size)
      .lean<AuditRecord[]>(),
    model.countDocuments(where),
  ]);
  return toPage(records.map(toExportAuditEntry), total, query.page, query.size);
}

/**
 * The route of a service's audit of exports: `POST …/export-audit/pagination`, read at its family's level
 * (ADMINISTRATOR, packages/contracts API_FAMILIES). Before the entity's own routes: `export-audit` is no record id.
 */
export function exportAuditRoutes(connection: Connection, source: ExportAuditSource): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: EXPORT_AUDIT_API[source].pagination,
      access: read(source === 'clients' ? 'client-export-audit' : 'protocol-export-audit'),
      query: paginationQuerySchema,
      body: exportAuditFilterSchema,
    },
    ({ body, query }) => listExportAudit(connection, body, query),
  );
  return router;
}
