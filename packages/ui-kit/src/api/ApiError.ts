import type { ErrorBody } from '@linhagem/contracts';

/** What every failed call rejects with: the server's `{code,message,details}` plus the HTTP status (0 when none). */
export type ApiError = ErrorBody & { status: number };

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const TIMEOUT_ERROR = 'TIMEOUT';

export function isApiError(value: unknown): value is ApiError {
  return (
    !!value && typeof value === 'object' && typeof (value as ApiError).code === 'string' && 'status' in value
  );
}

/** True when the server could not be reached or answered with a server-side failure (spec 8: go to /error). */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}
