import { ERROR_CODES } from '@linhagem/contracts';

/** The one error type: thrown anywhere, turned into `{code, message, details}` by `errorHandler`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: unknown, code: string = ERROR_CODES.validation): AppError {
    return new AppError(400, code, message, details);
  }
  static unauthenticated(message = 'Authentication required'): AppError {
    return new AppError(401, ERROR_CODES.unauthenticated, message);
  }
  static forbidden(message = 'Your level does not allow this'): AppError {
    return new AppError(403, ERROR_CODES.forbidden, message);
  }
  static notFound(message = 'Not found'): AppError {
    return new AppError(404, ERROR_CODES.notFound, message);
  }
  /** The path exists but not for this method; the router sets `Allow`. */
  static methodNotAllowed(message = 'Method not allowed here'): AppError {
    return new AppError(405, ERROR_CODES.methodNotAllowed, message);
  }
  static conflict(message: string, code: string = ERROR_CODES.conflict, details?: unknown): AppError {
    return new AppError(409, code, message, details);
  }
}
