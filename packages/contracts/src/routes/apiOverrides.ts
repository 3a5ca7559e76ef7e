import type { ApiFamilyName } from './apiFamilies';

/**
 * Paths served by another box than their prefix's family, checked before the prefix match (findApiFamily):
 * the PDFs of services/documents keep the paths of what they show (docs/adr-pdf-rendering.md). `readingPost`:
 * a POST that only reads (it renders a PDF, changes nothing), so it needs the family's read level, as a
 * `POST .../pagination` does.
 */
export const API_PATH_OVERRIDES: ReadonlyArray<{
  pattern: RegExp;
  family: ApiFamilyName;
  readingPost?: boolean;
  /** the other families this path's writes change, besides its family's own */
  invalidates?: ApiFamilyName[];
}> = [
  /** `GET /api/protocol/{id}/quote.pdf`: the quote of a budget or protocol (a read of the case: LIMITED) */
  { pattern: /^\/api\/protocol\/[^/]+\/quote\.pdf$/, family: 'document' },
  /** `POST /api/letter/{id}/render`, `POST /api/contract/{id}/render`: a letter or contract for a protocol */
  { pattern: /^\/api\/(letter|contract)\/[^/]+\/render$/, family: 'document', readingPost: true },
  /** `POST /api/protocol/{id}/forms/fill`: official forms filled and stored as the protocol's documents (NORMAL) */
  { pattern: /^\/api\/protocol\/[^/]+\/forms\/fill$/, family: 'document' },
  /** `GET /api/protocol/{id}/dossier.zip`: the case's dossier (a read of the case: LIMITED) */
  { pattern: /^\/api\/protocol\/[^/]+\/dossier\.zip$/, family: 'document' },
  /** `POST /api/contract/{id}/store`: a rendered contract kept as a document of the protocol (a write: NORMAL) */
  { pattern: /^\/api\/contract\/[^/]+\/store$/, family: 'document' },
  /** `GET|POST /api/configuration/two-factor`: the office's second-factor requirement, kept by identity (administrators) */
  { pattern: /^\/api\/configuration\/two-factor\/?$/, family: 'user' },
  /**
   * `POST /api/document/{id}/reading/apply`: a reading's accepted values written to the client, the certificate and
   * its protocol's warnings (docs/adr-reading.md "Applying"); the `document` family's other writes change none
   */
  {
    pattern: /^\/api\/document\/[^/]+\/reading\/apply$/,
    family: 'document',
    invalidates: ['client', 'certificate', 'protocol'],
  },
  /**
   * `POST /api/certificate/{id}/reading-warning`: "the certificate is right" also writes the client (its date, or
   * a relative's name variant; docs/adr-reading.md "Resolving a difference")
   */
  {
    pattern: /^\/api\/certificate\/[^/]+\/reading-warning$/,
    family: 'certificate',
    invalidates: ['client'],
  },
];

/** Whether a POST to `path` only reads (an override's `readingPost`). */
export const isReadingPost = (path: string): boolean =>
  API_PATH_OVERRIDES.some((o) => o.readingPost && o.pattern.test(path));
