import { z } from 'zod';
import { STATUSES_DOCUMENT, STATUSES_TRANSLATE, TYPES_OF_CERTIFICATE, type ChecklistCategory } from './enums';
import type { CertificateWithProgress } from './certificate';

/** Filter body of `POST /api/certificate/pagination`: the office's work queue across protocols. */
export const certificateFilterSchema = z
  .object({
    statusDocument: z.enum(STATUSES_DOCUMENT).optional(),
    statusTranslate: z.enum(STATUSES_TRANSLATE).optional(),
    typeOfCertificate: z.enum(TYPES_OF_CERTIFICATE).optional(),
    /** the start of a protocol code, e.g. `2026/` or `2026/0007` */
    protocolCode: z.string().trim().max(20).optional(),
    /** part of the checklist person's name or of the name in the document, ignoring case */
    personName: z.string().trim().max(200).optional(),
    /** only certificates of active protocols expired or expiring within EXPIRING_SOON_DAYS */
    expiringSoon: z.boolean().optional(),
    /** only originals whose last custody move took them outside the office more than this many days ago */
    outsideOfficeDays: z.number().int().min(0).max(3650).optional(),
  })
  .strict();
export type CertificateFilter = z.infer<typeof certificateFilterSchema>;

/**
 * Sort fields of `POST /api/certificate/pagination`: `protocolCode` asc by default (spec 7 writes it `p.code`,
 * accepted too).
 */
export const CERTIFICATE_SORT_FIELDS = [
  'protocolCode',
  'personName',
  'typeOfCertificate',
  'typeOfDocument',
  'statusDocument',
  'statusTranslate',
  'price',
  'translatePrice',
  'updatedAt',
] as const;
export type CertificateSortField = (typeof CERTIFICATE_SORT_FIELDS)[number];
export const CERTIFICATE_SORT_ALIASES: Record<string, CertificateSortField> = { 'p.code': 'protocolCode' };

/** One row of the work queue: the certificate, its progress, and whose and which protocol's it is. */
export type CertificateRow = CertificateWithProgress & {
  protocolCode: string | null;
  personName: string | null;
  category: ChecklistCategory;
};
