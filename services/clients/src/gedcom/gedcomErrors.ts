import { GEDCOM_ERROR_CODES, type GedcomProblem } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit/core';

/** The GEDCOM routes' refusals, each with its stable code (packages/contracts `GEDCOM_ERROR_CODES`). */
export const gedcomErrors = {
  /** 413 while the body still arrives: its rest is read and dropped up to a bound, so the answer arrives */
  tooLarge: (maxBytes: number) =>
    AppError.payloadTooLarge(`A GEDCOM file may have at most ${maxBytes} bytes`, {
      code: GEDCOM_ERROR_CODES.tooLarge,
      details: { maxBytes },
    }),
  /** 422 the reading of the file passed its time or memory limit: refused, its worker replaced, nothing stored */
  tooComplex: () =>
    new AppError(422, 'The GEDCOM file is too large to read', {
      code: GEDCOM_ERROR_CODES.tooComplex,
      details: { limit: 'time or memory' },
    }),
  noFile: (message = 'Send one .ged file in the field "file"') =>
    AppError.badRequest(message, { code: GEDCOM_ERROR_CODES.noFile }),
  notGedcom: (problems: GedcomProblem[]) =>
    new AppError(422, problems[0]?.message ?? 'The file is not GEDCOM', {
      code: GEDCOM_ERROR_CODES.notGedcom,
      details: { problems },
    }),
  importNotFound: () =>
    AppError.notFound('The GEDCOM preview is unknown or expired; upload the file again', {
      code: GEDCOM_ERROR_CODES.importNotFound,
    }),
  alreadyApplied: () =>
    AppError.conflict('This GEDCOM preview was applied already', { code: GEDCOM_ERROR_CODES.alreadyApplied }),
  hasErrors: (problems: GedcomProblem[]) =>
    new AppError(422, 'The file has errors in persons not skipped; fix the file or skip them', {
      code: GEDCOM_ERROR_CODES.hasErrors,
      details: { problems },
    }),
  badDecision: (message: string, details?: unknown) =>
    new AppError(422, message, { code: GEDCOM_ERROR_CODES.badDecision, details }),
};
