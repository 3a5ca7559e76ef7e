/**
 * Exports of the staff lists (docs/adr-exports.md), free of zod: the formats, the lists that can be exported and
 * the refusals.
 */

/** CSV (UTF-8 with BOM, `;` separated, as Excel in pt-BR opens it) or an XLSX workbook. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The staff lists that can be exported: each names its export in the audit. */
export const EXPORT_LISTS = [
  'clients',
  'protocols',
  'budgets',
  'certificates',
  'cash-entries',
  'client-audit',
  'protocol-audit',
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** The audit entity an export is recorded under (who, which list, which filter, how many rows). */
export const EXPORT_AUDIT_ENTITY = 'Export';

export const EXPORT_ERROR_CODES = {
  /** taking the office's data out in bulk needs NORMAL (LIMITED reads the lists on screen only) */
  levelTooLow: 'export.level-too-low',
  /** an audit is exported by administrators only */
  auditAdministratorOnly: 'export.audit-administrator-only',
} as const;

/** The content types of the answer, by format. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
