import mongoose, { type Connection } from 'mongoose';
import {
  toPage,
  parseSort,
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
  type Page,
  type PaginationQuery,
} from '@linhagem/contracts';
import { AppError } from '../AppError';
import { dayRange } from '../dayRange';
import { officeTimeZone } from '../officeDay';
import { toObjectId } from '../objectId';
import type { Caller } from '../internalAuth';
import { auditModel } from './model';
import { diffRecords } from './diff';

export type AuditTarget = { entityId: string; entityName: string };
export type RecordAuditOptions = {
  /** a create or delete as one entry that lists its fields, instead of one entry per field */
  oneEntry?: boolean;
  /** where the change came from when not a person's typing (`reading:<documentId>`, docs/adr-reading.md) */
  source?: string;
};

/** Records every changed field of one create, update or delete of an `entity`; nothing when nothing changed. */
export async function recordAudit(
  connection: Connection,
  caller: Caller,
  entity: string,
  action: AuditAction,
  target: AuditTarget,
  before: object | undefined,
  after: object | undefined,
  { oneEntry = false, source }: RecordAuditOptions = {},
): Promise<number> {
  const changes = diffRecords(before as Record<string, unknown>, after as Record<string, unknown>);
  if (changes.length === 0) return 0;
  const common = {
    entity,
    entityId: target.entityId,
    entityName: target.entityName,
    action,
    userName: caller.userName,
    name: caller.name,
    at: new Date(),
    ...(source && { source }),
  };
  const grouped = oneEntry && action !== 'UPDATE';
  await auditModel(connection).insertMany(
    grouped ? [{ ...common, changes }] : changes.map((change) => ({ ...common, ...change })),
  );
  return changes.length;
}

const SORTS: Record<string, string> = { at: 'at', field: 'field', userName: 'userName', action: 'action' };

export type AuditScope = {
  /**
   * only the changes of these records (the records of one parent, e.g. the documents of a protocol); with the
   * filter's `entityId`, that record's only when it is one of them
   */
  entityIds?: string[];
  /** whose calendar days `from` and `to` are (the office's, officeTimeZone()) */
  timeZone?: string;
  /**
   * entities listed beside `entity` when no one record is asked: the exports of this box's lists (EXPORT_AUDIT_ENTITY),
   * so an audit's "Exported" filter finds who took which list out
   */
  alsoEntities?: string[];
};

/** The condition and order of an entity's audit list (its page and its export share them). */
export function auditQuery(
  entity: string,
  filter: AuditFilter,
  sort: string | undefined,
  { entityIds, timeZone, alsoEntities }: AuditScope = {},
): { where: Record<string, unknown>; order: Record<string, 1 | -1> } {
  const { field: sortField, direction } = parseSort(sort, 'at,desc');
  const key = SORTS[sortField];
  if (!key) throw AppError.badRequest(`Cannot sort by ${sortField}`);
  const whole = !filter.entityId && !entityIds && alsoEntities?.length;
  const where: Record<string, unknown> = {
    entity: whole ? mongoose.trusted({ $in: [entity, ...alsoEntities] }) : entity,
  };
  if (filter.entityId) where.entityId = toObjectId(filter.entityId);
  if (entityIds) {
    const ids = filter.entityId ? entityIds.filter((id) => id === filter.entityId) : entityIds;
    where.entityId = mongoose.trusted({ $in: ids.map(toObjectId) });
  }
  if (filter.action) where.action = filter.action;
  if (filter.field) where.$or = [{ field: filter.field }, { 'changes.field': filter.field }];
  if (filter.userName) where.userName = filter.userName;
  const at = dayRange(filter.from, filter.to, timeZone);
  if (at) where.at = at;
  return { where, order: { [key]: direction, _id: direction } };
}

/** `POST /api/<entity>/audit`: the audited changes of one entity type, newest first by default. */
export async function listAudit(
  connection: Connection,
  entity: string,
  filter: AuditFilter,
  query: PaginationQuery,
  scope: AuditScope = {},
): Promise<Page<AuditEntry>> {
  const { where, order } = auditQuery(entity, filter, query.sort, {
    ...scope,
    timeZone: await officeTimeZone(),
  });
  const model = auditModel(connection);
  const [rows, total] = await Promise.all([
    model
      .find(where)
      .sort(order)
      .skip((query.page - 1) * query.size)
      .limit(query.size)
      .lean(),
    model.countDocuments(where),
  ]);
  const content: AuditEntry[] = rows.map((row) => ({
    id: String(row._id),
    entity: row.entity ?? entity,
    entityId: String(row.entityId),
    entityName: row.entityName ?? '',
    action: row.action as AuditAction,
    field: row.field,
    before: row.before ?? null,
    after: row.after ?? null,
    userName: row.userName,
    name: row.name ?? '',
    at: row.at.toISOString(),
    ...(row.source && { source: row.source }),
    ...(row.changes && {
      changes: row.changes.map(({ field, before, after }) => ({
        field,
        before: before ?? null,
        after: after ?? null,
      })),
    }),
  }));
  return toPage(content, total, query.page, query.size);
}
