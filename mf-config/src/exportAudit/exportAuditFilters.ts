import { EXPORT_AUDIT_SOURCES, type ExportAuditFilter, type ExportAuditSource } from '@linhagem/contracts';

/** The screen's filters as the address keeps them (text only). */
export type ExportAuditFilters = { source: string; from: string; to: string; userName: string };

export const EMPTY_FILTERS: ExportAuditFilters = { source: '', from: '', to: '', userName: '' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The box whose exports are shown: clients unless the address names another. */
export const sourceOf = (filters: ExportAuditFilters): ExportAuditSource =>
  EXPORT_AUDIT_SOURCES.find((source) => source === filters.source) ?? 'clients';

/** The filter body: only whole dates (a date still being typed is not sent) and a chosen user. */
export function toExportAuditFilter({ from, to, userName }: ExportAuditFilters): ExportAuditFilter {
  return {
    ...(ISO_DATE.test(from) && { from }),
    ...(ISO_DATE.test(to) && { to }),
    ...(userName && { userName }),
  };
}
