import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit';
import { isoDateSchema, objectIdSchema } from '../client';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_STATUSES,
  type DocumentContentType,
  type DocumentKind,
  type DocumentStatus,
} from './codes';

/** Who sent a file: a staff user, or the family through the portal (the checklist person when known). */
export type DocumentSender =
  { kind: 'STAFF'; userId: string; name: string } | { kind: 'FAMILY'; personId?: string; name: string };

/** A reviewer as the document shows them. */
export type DocumentReviewer = { userId: string; name: string };

/**
 * One file of a case as the API answers it; its bytes are served apart (`…/content`, `…/thumbnail`). Named
 * `CaseDocument` so that it never hides the browser's `Document` in a page.
 */
/**
 * What a file keeps of its certificate: its type (`BIRTH`…). Not the person's name: a copy here would outlive the
 * client's anonymisation (docs/adr-lgpd.md), which reaches the checklist only.
 */
export type DocumentCertificateLabel = { certificateType: string };

export type CaseDocument = {
  id: string;
  protocolId: string;
  /** the checklist certificate it proves; absent for a file of the whole case */
  certificateId?: string;
  /**
   * which certificate, as the checklist named it when the file came: still shown once the certificate is removed
   * from the checklist (files kept before this was stored, and certificates of no type yet, have none)
   */
  certificateLabel?: DocumentCertificateLabel;
  kind: DocumentKind;
  /** the sender's file name, cleaned, for display only: the stored file never bears it */
  fileName: string;
  /** found from the bytes */
  contentType: DocumentContentType;
  /** bytes */
  size: number;
  /** hexadecimal SHA-256 of the bytes as sent (kept untouched as evidence) */
  sha256: string;
  /** PDFs only */
  pageCount?: number;
  sentBy: DocumentSender;
  /** ISO date-time */
  sentAt: string;
  status: DocumentStatus;
  /** why it was sent back (REJECTED), or a note on acceptance */
  reviewReason?: string;
  reviewedBy?: DocumentReviewer;
  /** ISO date-time */
  reviewedAt?: string;
  /** 1 for the first file of its certificate and kind, then 2, 3, ... */
  version: number;
  /** the newest file of its certificate and kind; earlier versions stay listed */
  current: boolean;
  /** ISO date-time of a soft delete; deleted documents are left out of every list */
  deletedAt?: string;
};

/** The text fields of an upload (`POST /api/document`, multipart beside its one `file`). */
export const documentUploadFieldsSchema = z
  .object({
    protocolId: objectIdSchema,
    /** a form sends an empty field for "none" */
    certificateId: z.preprocess((value) => (value === '' ? undefined : value), objectIdSchema.optional()),
    kind: z.enum(DOCUMENT_KINDS),
  })
  .strict();
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/**
 * The query of an upload (`POST /api/document?protocolId=`): the protocol named up front, so that a case whose
 * storage is full is refused before the body is read (docs/adr-documents.md "Storage per case"). Optional; when
 * given, the form's `protocolId` must be the same.
 */
export const documentUploadQuerySchema = z.object({ protocolId: objectIdSchema.optional() });
export type DocumentUploadQuery = z.infer<typeof documentUploadQuerySchema>;

/** Filter body of `POST /api/document/pagination`. */
export const documentFilterSchema = z
  .object({
    protocolId: objectIdSchema.optional(),
    certificateId: objectIdSchema.optional(),
    kind: z.enum(DOCUMENT_KINDS).optional(),
    status: z.enum(DOCUMENT_STATUSES).optional(),
  })
  .strict();
export type DocumentFilter = z.infer<typeof documentFilterSchema>;

/** Sort fields of `POST /api/document/pagination` (`sentAt,desc` by default). */
export const DOCUMENT_SORT_FIELDS = ['sentAt', 'kind', 'status', 'fileName', 'size', 'version'] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];

export const DOCUMENT_REVIEW_REASON_MAX_LENGTH = 1000;

/** Body of `POST /api/document/{id}/review`: a file sent back must say why (the family reads it). */
export const documentReviewSchema = z
  .object({
    decision: z.enum(['ACCEPTED', 'REJECTED']),
    reason: z
      .string()
      .trim()
      .max(DOCUMENT_REVIEW_REASON_MAX_LENGTH, DOCUMENT_MESSAGES.tooLong)
      .optional()
      .nullable(),
  })
  .strict()
  .superRefine((review, ctx) => {
    if (review.decision === 'REJECTED' && !review.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: DOCUMENT_MESSAGES.reasonRequired });
  });
export type DocumentReview = z.infer<typeof documentReviewSchema>;

/** Filter body of `POST /api/document/audit`: one document's history, or that of every document of a protocol. */
export const documentAuditFilterSchema = z
  .object({
    documentId: objectIdSchema.optional(),
    protocolId: objectIdSchema.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    userName: z.string().trim().max(100).optional(),
    /** inclusive calendar dates of the change */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .strict();
export type DocumentAuditFilter = z.infer<typeof documentAuditFilterSchema>;
