// Reading certificates (docs/adr-reading.md): below the document's own path, in services/documents.
import { API_FAMILIES } from './apiFamilies';

const seg = encodeURIComponent;
const documentPrefix = API_FAMILIES.document.prefix;

/** A document's reading, for staff (`document` family: LIMITED reads, NORMAL writes). */
export const READING_API = {
  /** `GET` → `DocumentReading`; `POST` → 202 `DocumentReading` queued again (reads it again) */
  reading: (documentId: string) => `${documentPrefix}/${seg(documentId)}/reading`,
  readingRoute: `${documentPrefix}/:id/reading`,
  /** `POST ApplyReadingBody` → `AppliedReading`: the accepted fields written to the case */
  apply: (documentId: string) => `${documentPrefix}/${seg(documentId)}/reading/apply`,
  applyRoute: `${documentPrefix}/:id/reading/apply`,
  /**
   * `GET` → a JPEG of page `page` (from 1) of the pages read, in their proportions: the proposal panel draws the
   * fields' boxes over it (a PDF's page drawn, a picture upright)
   */
  page: (documentId: string, page: number) =>
    `${documentPrefix}/${seg(documentId)}/reading/page/${seg(String(page))}`,
  pageRoute: `${documentPrefix}/:id/reading/page/:page`,
} as const;

const certificatePrefix = API_FAMILIES.certificate.prefix;

/** A certificate's READING_DIFFERS warnings, in services/protocols (`certificate` family: NORMAL writes). */
export const CERTIFICATE_READING_API = {
  /** `POST ResolveReadingWarningBody` → `ResolvedReadingWarning`: one difference settled, audited */
  resolveWarning: (certificateId: string) => `${certificatePrefix}/${seg(certificateId)}/reading-warning`,
  resolveWarningRoute: `${certificatePrefix}/:id/reading-warning`,
} as const;

const publicDocumentPrefix = API_FAMILIES['public-document'].prefix;
const publicReadingBase = (protocolId: string, accessCode: string, documentId: string) =>
  `${publicDocumentPrefix}/${seg(protocolId)}/${seg(accessCode)}/${seg(documentId)}/reading`;

/** The family's view of the reading of one of its own uploads (`public-document` family). */
export const PUBLIC_READING_API = {
  /** `GET` → `PublicDocumentReading` (no word boxes) */
  reading: publicReadingBase,
  readingRoute: `${publicDocumentPrefix}/:protocolId/:accessCode/:documentId/reading`,
  /** `POST ReadingFeedbackBody` → `PublicDocumentReading`: "that's right", or a short note to the office */
  feedback: (protocolId: string, accessCode: string, documentId: string) =>
    `${publicReadingBase(protocolId, accessCode, documentId)}/feedback`,
  feedbackRoute: `${publicDocumentPrefix}/:protocolId/:accessCode/:documentId/reading/feedback`,
} as const;
