import type { ErrorBody } from '@linhagem/contracts';

/** A failed call: the HTTP status and the server's `{code, message, details?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }

  get code(): string {
    return this.body.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
