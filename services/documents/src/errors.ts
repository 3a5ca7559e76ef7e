import { DOCUMENT_ERROR_CODES } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit/core';

/** The documents' refusals, each with its stable code (packages/contracts `DOCUMENT_ERROR_CODES`). */
export const documentErrors = {
  /** 413 while the body still arrives: its rest is read and dropped up to a bound, so the answer arrives */
  tooLarge: (maxBytes: number) =>
    AppError.payloadTooLarge(`A document may have at most ${maxBytes} bytes`, {
      code: DOCUMENT_ERROR_CODES.tooLarge,
      details: { maxBytes },
    }),
  /** 413 the case's uploads would pass its allowance with this file (docs/adr-documents.md "Storage per case") */
  caseStorageFull: (limitBytes: number, usedBytes: number) =>
    AppError.payloadTooLarge(
      `This case's uploads may take at most ${limitBytes} bytes; this file does not fit`,
      {
        code: DOCUMENT_ERROR_CODES.caseStorageFull,
        details: { limitBytes, usedBytes },
      },
    ),
  empty: () => AppError.badRequest('The file is empty', { code: DOCUMENT_ERROR_CODES.empty }),
  noFile: (message = 'Send one file in the field "file"') =>
    AppError.badRequest(message, { code: DOCUMENT_ERROR_CODES.noFile }),
  tooManyFiles: () =>
    AppError.badRequest('Send one file at a time', { code: DOCUMENT_ERROR_CODES.tooManyFiles }),
  unsupportedType: (detected?: string) =>
    new AppError(415, `Send a PDF, JPEG, PNG or WebP file${detected ? ` (this one is ${detected})` : ''}`, {
      code: DOCUMENT_ERROR_CODES.unsupportedType,
      details: { detected: detected ?? null },
    }),
  typeMismatch: (declared: string, detected: string) =>
    new AppError(415, `The file says ${declared} but its bytes are ${detected}`, {
      code: DOCUMENT_ERROR_CODES.typeMismatch,
      details: { declared, detected },
    }),
  pdfEncrypted: () =>
    new AppError(422, 'The PDF is protected by a password', { code: DOCUMENT_ERROR_CODES.pdfEncrypted }),
  pdfJavaScript: () =>
    new AppError(422, 'The PDF carries JavaScript', { code: DOCUMENT_ERROR_CODES.pdfJavaScript }),
  pdfActiveContent: (found: string) =>
    new AppError(422, `The PDF carries active content (${found})`, {
      code: DOCUMENT_ERROR_CODES.pdfActiveContent,
      details: { found },
    }),
  tooComplex: (limit: string) =>
    new AppError(422, `The file passes a limit of its reading (${limit})`, {
      code: DOCUMENT_ERROR_CODES.tooComplex,
      details: { limit },
    }),
  unreadable: () =>
    new AppError(422, 'The file could not be opened', { code: DOCUMENT_ERROR_CODES.unreadable }),
  certificateNotInProtocol: () =>
    AppError.badRequest('The certificate is not of this protocol', {
      code: DOCUMENT_ERROR_CODES.certificateNotInProtocol,
    }),
};
