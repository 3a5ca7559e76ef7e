import { z } from 'zod';
import { objectIdSchema } from '../client';
import type { Language } from '../constants';
import { DOCUMENT_KINDS, type DocumentContentType, type DocumentKind, type DocumentStatus } from './codes';

/** The longest note staff write when they ask the family for a certificate's file. */
export const FAMILY_REQUEST_NOTE_MAX_LENGTH = 1000;

/** Body of `POST /api/certificate/{id}/request-from-family`: what the family reads beside the upload button. */
export const familyRequestBodySchema = z
  .object({
    note: z.string().trim().max(FAMILY_REQUEST_NOTE_MAX_LENGTH).optional().nullable(),
  })
  .strict();
export type FamilyRequestBody = z.infer<typeof familyRequestBodySchema>;

/** A certificate's mark "requested from the family", as the certificate answers it (absent when not requested). */
export type CertificateFamilyRequest = {
  note: string | null;
  /** ISO date-time */
  requestedAt: string;
  requestedBy: { userId: string; name: string };
};

/** One thing the office asked the family for, as the portal shows it. */
export type PublicDocumentRequest = {
  certificateId: string;
  /** whose certificate: the checklist person's name */
  personName: string;
  /** the certificate's type and document type (`CERTIFICATE_TYPES`, `DOCUMENT_TYPES`), for the portal's words */
  certificateType: string;
  documentType: string | null;
  note: string | null;
  /** ISO date-time */
  requestedAt: string;
};

/** A file the family sent, as the portal shows it: never who reviewed it, never a staff file. */
export type PublicDocument = {
  id: string;
  certificateId?: string;
  kind: DocumentKind;
  fileName: string;
  contentType: DocumentContentType;
  size: number;
  /** ISO date-time */
  sentAt: string;
  /** received (PENDING_REVIEW), accepted, or sent back with the reason */
  status: DocumentStatus;
  reviewReason?: string;
  version: number;
  current: boolean;
};

/** `GET /api/public/document/{protocolId}/{accessCode}`. */
export type PublicDocumentList = { requests: PublicDocumentRequest[]; documents: PublicDocument[] };

/** The text fields of a family's upload (`POST /api/public/document/{protocolId}/{accessCode}`). */
export const publicDocumentUploadFieldsSchema = z
  .object({
    /** a certificate of this protocol that the office requested from the family */
    certificateId: objectIdSchema,
    /** a family sends a scan or photo of the original unless it says otherwise */
    kind: z.enum(DOCUMENT_KINDS).default('ORIGINAL_SCAN'),
  })
  .strict();
export type PublicDocumentUploadFields = z.infer<typeof publicDocumentUploadFieldsSchema>;

/**
 * What the staff member in charge reads (the bell, the timeline, the office's mail) when the family sends a file,
 * in the office's language (`DEFAULT_LANGUAGE`, as the family's mail names its stage): the sender and file are
 * filled in as plain text, escaped by the caller.
 */
export const DOCUMENT_RECEIVED_TEXT: Record<Language, { message: string; subject: string }> = {
  'pt-BR': {
    message: '{sender} enviou um arquivo pelo portal: {file}',
    subject: 'arquivo enviado pela família',
  },
  'en-US': { message: '{sender} sent a file through the portal: {file}', subject: 'file sent by the family' },
};
