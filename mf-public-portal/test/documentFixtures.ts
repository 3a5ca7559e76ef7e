import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import {
  PUBLIC_DOCUMENT_API,
  PUBLIC_ERROR_CODES,
  PUBLIC_READING_API,
  type PublicDocument,
  type PublicDocumentList,
  type PublicDocumentReading,
  type ReadingFeedbackBody,
  type PublicDocumentRequest,
} from '@linhagem/contracts';
import { CODE } from './fixtures';
import { server } from './server';

/** msw's pattern of the portal's documents (any origin). */
export const DOCUMENTS_ROUTE = `*${PUBLIC_DOCUMENT_API.documentsRoute}`;

let next = 0;
const id = () => (++next).toString(16).padStart(24, 'c');

export function aRequest(overrides: Partial<PublicDocumentRequest> = {}): PublicDocumentRequest {
  return {
    certificateId: id(),
    personName: 'Giuseppe Rossi',
    certificateType: 'BIRTH',
    documentType: null,
    note: null,
    requestedAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

export function aDocument(overrides: Partial<PublicDocument> = {}): PublicDocument {
  return {
    id: id(),
    kind: 'ORIGINAL_SCAN',
    fileName: 'birth.pdf',
    contentType: 'application/pdf',
    size: 1234,
    sentAt: '2026-03-12T15:30:00.000Z',
    status: 'PENDING_REVIEW',
    version: 1,
    current: true,
    ...overrides,
  };
}

/**
 * A file the msw handler can read back: jsdom's own File does not go into Node's FormData (the XMLHttpRequest body
 * under jest-fixed-jsdom), Node's does.
 */
export function aFile(
  name: string,
  content: string | Uint8Array = '%PDF-1.7 scan',
  type = 'application/pdf',
): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}

/** The documents list for the right access code (403 public.access-denied otherwise). */
export function serveDocuments(list: PublicDocumentList) {
  server.use(
    http.get(DOCUMENTS_ROUTE, ({ params }) =>
      params.accessCode === CODE
        ? HttpResponse.json(list)
        : HttpResponse.json(
            { code: PUBLIC_ERROR_CODES.accessDenied, message: 'Protocol not found or access code invalid' },
            { status: 403 },
          ),
    ),
    // no upload has a reading unless a test serves one (serveReading)
    http.get(`*${PUBLIC_READING_API.readingRoute}`, () =>
      HttpResponse.json({ code: 'reading.not-found', message: 'No reading' }, { status: 404 }),
    ),
  );
}

/** What was read of one upload, and the family's answers it received. */
export function serveReading(reading: PublicDocumentReading) {
  const answers: ReadingFeedbackBody[] = [];
  let current = reading;
  server.use(
    http.get(`*${PUBLIC_READING_API.readingRoute}`, () => HttpResponse.json(current)),
    http.post(`*${PUBLIC_READING_API.feedbackRoute}`, async ({ request }) => {
      const body = (await request.json()) as ReadingFeedbackBody;
      answers.push(body);
      current = {
        ...current,
        feedback: { ok: body.ok, note: body.note ?? null, at: '2026-11-20T15:00:00.000Z' },
      };
      return HttpResponse.json(current);
    }),
  );
  return answers;
}
