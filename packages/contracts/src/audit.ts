/** Audit trail (DESIGN "Audit"): one row per changed field, for every audited entity. */
/** `EXPORT`: a list taken out as a file (docs/adr-exports.md), recorded under the entity `Export`. */
/**
 * `IMPORT` and `UNDO_IMPORT`: a spreadsheet import and its undo (docs/adr-spreadsheet-import.md), recorded under the
 * entity `Import` with the file's name, SHA-256 and counts.
 */
export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'EXPORT', 'IMPORT', 'UNDO_IMPORT'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field of a change: nested fields as `address.city`, `null` = absent. */
export type AuditFieldChange = { field: string; before: unknown; after: unknown };

/**
 * One audited change of one field: who, when, field, before, after (nested fields as `address.city`). A create or
 * delete of a client is one entry instead: `field` is empty and `changes` lists its fields.
 */
export type AuditEntry = {
  id: string;
  /** the audited entity: `Client`, ... */
  entity: string;
  entityId: string;
  /** the record's name at the time of the change */
  entityName: string;
  action: AuditAction;
  field: string;
  before: unknown;
  after: unknown;
  userName: string;
  name: string;
  /** ISO date-time */
  at: string;
  changes?: AuditFieldChange[];
  /** where the change came from when not typed: `reading:<documentId>` (docs/adr-reading.md) */
  source?: string;
};
