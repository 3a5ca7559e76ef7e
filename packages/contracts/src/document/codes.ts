/**
 * The documents of a case (scans, translations, apostilles), free of zod so any page can import them: the kinds,
 * the review statuses, the accepted types and the limits. See docs/adr-documents.md.
 */

/** What a file proves about its certificate: the scan of the original, its sworn translation, or an apostille. */
export const DOCUMENT_KINDS = [
  'ORIGINAL_SCAN',
  'TRANSLATION',
  'APOSTILLE_ORIGINAL',
  'APOSTILLE_TRANSLATION',
  'OTHER',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A file sent waits for staff to accept it, or to send it back with a reason. */
export const DOCUMENT_STATUSES = ['PENDING_REVIEW', 'ACCEPTED', 'REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The types a document may have, found from its bytes (never from its name or the type the sender declared). */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** The largest file a document may be (25 MB); the service may be given a lower one (`MAX_DOCUMENT_BYTES`). */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/**
 * A case's storage allowance by default (500 MB): the family's and staff's uploads of one protocol, summed; the
 * service may be given another (`MAX_CASE_UPLOAD_BYTES`). docs/adr-documents.md "Storage per case".
 */
export const DEFAULT_CASE_UPLOAD_BYTES = 500 * 1024 * 1024;
/** `GET /api/document/storage/{protocolId}`: how much of its allowance a case's uploads use, in bytes. */
export type CaseStorage = { protocolId: string; usedBytes: number; limitBytes: number };
/** A file's name is kept for display only, cut to this many characters. */
export const DOCUMENT_NAME_MAX_LENGTH = 200;
/** The longer side of a document's thumbnail, in pixels. */
export const DOCUMENT_THUMBNAIL_MAX_PX = 320;
/** The multipart field that carries the file of an upload. */
export const DOCUMENT_FILE_FIELD = 'file';

/** Messages the document schemas put on their issues. */
export const DOCUMENT_MESSAGES = {
  /** a review that sends a file back must say why */
  reasonRequired: 'document.reason-required',
  tooLong: 'document.too-long',
} as const;

/** Stable `code` of the documents service's refusals (HTTP status in the comment); nothing is stored with any. */
export const DOCUMENT_ERROR_CODES = {
  /** 415 the bytes are not a PDF, JPEG, PNG or WebP (a HEIC photo, a text file named .pdf, ...) */
  unsupportedType: 'document.unsupported-type',
  /** 415 the bytes are of another accepted type than the one the upload declared; details `{ declared, detected }` */
  typeMismatch: 'document.type-mismatch',
  /** 400 a file of no bytes */
  empty: 'document.empty',
  /** 413 a file over the limit, refused while it streams; details `{ maxBytes }` */
  tooLarge: 'document.too-large',
  /**
   * 413 the case's uploads would pass its storage allowance (`MAX_CASE_UPLOAD_BYTES`) with this file; details
   * `{ limitBytes, usedBytes }`
   */
  caseStorageFull: 'document.case-storage-full',
  /** 422 a PDF that needs a password to open */
  pdfEncrypted: 'document.pdf-encrypted',
  /** 422 a PDF that carries JavaScript (a document action, an open action or a name tree of scripts) */
  pdfJavaScript: 'document.pdf-javascript',
  /**
   * 422 a PDF with other active content: a launch, submit-form or import-data action, rich media, embedded files,
   * an XFA form, or actions chained deeper than a reader should follow; details `{ found }`
   */
  pdfActiveContent: 'document.pdf-active-content',
  /**
   * 422 a file whose reading passes a limit (inflated streams, an image's pixels, pages, the time or memory of its
   * reading): refused, nothing stored
   */
  tooComplex: 'document.too-complex',
  /** 422 a file of an accepted type whose bytes do not open as one (a broken PDF or picture) */
  unreadable: 'document.unreadable',
  /** 400 a multipart upload without its `file` part */
  noFile: 'document.no-file',
  /** 400 a multipart upload with more than one file */
  tooManyFiles: 'document.too-many-files',
  /** 400 a certificate that is not of the document's protocol */
  certificateNotInProtocol: 'document.certificate-not-in-protocol',
  /** 400 a family upload for a certificate the office has not requested from the family */
  notRequested: 'document.not-requested',
  /** 409 a budget has no documents: convert it to a protocol first */
  budget: 'document.budget',
} as const;
