import { IMPORT_ERROR_CODES } from '@linhagem/contracts';
import { AppError } from '../AppError';

/** The import routes' refusals, each with its stable code (packages/contracts `IMPORT_ERROR_CODES`). */
export const importErrors = {
  tooManyRows: (maxRows: number) =>
    new AppError(422, `An import takes at most ${maxRows} rows`, {
      code: IMPORT_ERROR_CODES.tooManyRows,
      details: { maxRows },
    }),
  empty: () => new AppError(422, 'The file has no row below its header', { code: IMPORT_ERROR_CODES.empty }),
  badMapping: (message: string, details?: unknown) =>
    AppError.badRequest(message, { code: IMPORT_ERROR_CODES.badMapping, details }),
  notFound: () =>
    AppError.notFound('The import is unknown or its preview expired; read the file again', {
      code: IMPORT_ERROR_CODES.notFound,
    }),
  alreadyApplied: () =>
    AppError.conflict('This import was applied already', { code: IMPORT_ERROR_CODES.alreadyApplied }),
  badDecision: (message: string, rows: number[]) =>
    new AppError(422, message, {
      code: IMPORT_ERROR_CODES.badDecision,
      details: { rows: rows.slice(0, 100) },
    }),
  notApplied: () =>
    AppError.conflict('This import is not applied, or was undone already', {
      code: IMPORT_ERROR_CODES.notApplied,
    }),
  undoExpired: () =>
    AppError.conflict('The undo window has passed', { code: IMPORT_ERROR_CODES.undoExpired }),
  applyFailed: () =>
    AppError.conflict('The import could not be written; nothing of it was kept', {
      code: IMPORT_ERROR_CODES.applyFailed,
    }),
};
