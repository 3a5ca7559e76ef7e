import { AUTH_ERROR_CODES, ERROR_CODES, type ErrorCode } from '@linhagem/contracts';

/** What every factory takes after the message: the stable code (else the factory's own), details, answer headers. */
export type AppErrorOptions = {
  code?: ErrorCode;
  details?: unknown;
  /** set on the error answer, e.g. `Retry-After` */
  headers?: Record<string, string>;
};

/**
 * The one error type of the services and the BFF: thrown anywhere, turned into `{code, message, details}` (and its
 * headers) by one handler at the top of the chain (service-kit `errorHandler`, the BFF's `errorResponder`).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: number,
    message: string,
    { code, details, headers }: AppErrorOptions & { code: ErrorCode },
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  static badRequest(message: string, options: AppErrorOptions = {}): AppError {
    return withCode(400, ERROR_CODES.validation, message, options);
  }
  static unauthenticated(message = 'Authentication required', options: AppErrorOptions = {}): AppError {
    return withCode(401, ERROR_CODES.unauthenticated, message, options);
  }
  static forbidden(message = 'Your level does not allow this', options: AppErrorOptions = {}): AppError {
    return withCode(403, ERROR_CODES.forbidden, message, options);
  }
  /** A state-changing request that did not come from our own pages. */
  static csrf(message: string, options: AppErrorOptions = {}): AppError {
    return withCode(403, AUTH_ERROR_CODES.csrf, message, options);
  }
  static notFound(message = 'Not found', options: AppErrorOptions = {}): AppError {
    return withCode(404, ERROR_CODES.notFound, message, options);
  }
  /** The path exists but not for this method; the router sets `Allow`. */
  static methodNotAllowed(message = 'Method not allowed here', options: AppErrorOptions = {}): AppError {
    return withCode(405, ERROR_CODES.methodNotAllowed, message, options);
  }
  static conflict(message: string, options: AppErrorOptions = {}): AppError {
    return withCode(409, ERROR_CODES.conflict, message, options);
  }
  static payloadTooLarge(message = 'The request body is too large', options: AppErrorOptions = {}): AppError {
    return withCode(413, ERROR_CODES.payloadTooLarge, message, options);
  }
  /** 429 with `Retry-After` in whole seconds. */
  static tooManyRequests(
    message: string,
    { retryAfterSeconds, ...options }: AppErrorOptions & { retryAfterSeconds: number },
  ): AppError {
    const headers = { ...options.headers, 'Retry-After': String(Math.ceil(retryAfterSeconds)) };
    return withCode(429, ERROR_CODES.tooManyRequests, message, { ...options, headers });
  }
  /** Shed by the gateway before any service saw it: 503 with `Retry-After`, safe to send again. */
  static overloaded(
    message: string,
    { retryAfterSeconds, ...options }: AppErrorOptions & { retryAfterSeconds: number },
  ): AppError {
    const headers = { ...options.headers, 'Retry-After': String(Math.ceil(retryAfterSeconds)) };
    return withCode(503, ERROR_CODES.overloaded, message, { ...options, headers });
  }
  /** An upstream (a service, a page host) refused the connection or failed. */
  static upstreamUnavailable(
    message = 'The service is unavailable',
    options: AppErrorOptions = {},
  ): AppError {
    return withCode(502, ERROR_CODES.upstreamUnavailable, message, options);
  }
  /** An upstream gave no answer in time. */
  static upstreamTimeout(
    message = 'The service took too long to answer',
    options: AppErrorOptions = {},
  ): AppError {
    return withCode(504, ERROR_CODES.upstreamTimeout, message, options);
  }
}

function withCode(status: number, code: ErrorCode, message: string, options: AppErrorOptions): AppError {
  return new AppError(status, message, { ...options, code: options.code ?? code });
}
