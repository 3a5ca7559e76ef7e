import { documentFileWork } from '../fileWork/documentFileWork';

/**
 * What a PDF is, read in a file worker (`fileWork/documentWorker.ts`): its raw bytes scanned for active content
 * and bombs (`scanPdfBytes`), then its structure (`readPdfStructure`). Answers its page count; refusals are the
 * documents' 422s (`document.pdf-encrypted`, `document.pdf-javascript`, `document.pdf-active-content`,
 * `document.too-complex`, `document.unreadable`).
 */
export function inspectPdf(bytes: Uint8Array): Promise<{ pageCount: number }> {
  return documentFileWork().run('inspectPdf', { bytes });
}
