import type { Connection } from 'mongoose';
import {
  EXPORT_AUDIT_ENTITY,
  type AuditAction,
  type AuditEntry,
  type ClientAuditFilter,
  type Page,
  type PaginationQuery,
} from '@linhagem/contracts';
import {
  listAudit,
  recordAudit as recordEntityAudit,
  type AuditTarget,
  type Caller,
} from '@linhagem/service-kit';

/** Records every changed field of one create, update or delete of a client; a create or delete as one entry. */
export function recordAudit(
  connection: Connection,
  caller: Caller,
  action: AuditAction,
  target: AuditTarget,
  before: object | undefined,
  after: object | undefined,
): Promise<number> {
  return recordEntityAudit(connection, caller, 'Client', action, target, before, after, { oneEntry: true });
}

/** `POST /api/client/audit`: the audited changes of clients, newest first by default. */
export function listClientAudit(
  connection: Connection,
  { clientId, ...filter }: ClientAuditFilter,
  query: PaginationQuery,
): Promise<Page<AuditEntry>> {
  return listAudit(connection, 'Client', { ...filter, entityId: clientId }, query, {
    alsoEntities: [EXPORT_AUDIT_ENTITY],
  });
}
