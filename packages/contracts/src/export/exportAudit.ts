import { z } from 'zod';
import { isoDateSchema } from '../client/fields';
import type { ExportList } from './codes';

/**
 * The administrators' audit of exports (docs/adr-exports.md "Audit of exports"): every `EXPORT` a service recorded,
 * a list taken out as CSV or XLSX or one client's personal data (LGPD art. 18) as a ZIP.
 */

/** What went out: one of the staff lists, or one client's personal data. */
export type ExportAuditWhat = ExportList | 'personal-data';

/** One export: who, when, what, in which format, with the list's filter, sort and number of rows. */
export type ExportAuditEntry = {
  id: string;
  /** ISO date-time */
  at: string;
  userName: string;
  /** the user's name at the time */
  name: string;
  what: ExportAuditWhat;
  /** `csv`, `xlsx`, or `zip` for personal data */
  format: string;
  /** the rows of a list; absent for personal data */
  rows?: number;
  /** the list's filter body as the screen sent it; absent for personal data */
  filter?: unknown;
  sort?: string | null;
  /** the client whose personal data went out */
  subject?: string;
};

/** Filter body of `POST …/export-audit/pagination`: inclusive office days and the user who exported. */
export const exportAuditFilterSchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    userName: z.string().trim().max(100).optional(),
  })
  .strict()
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'from is after to',
    path: ['to'],
  });
export type ExportAuditFilter = z.infer<typeof exportAuditFilterSchema>;
