import { ERROR_CODES, REQUEST_ERROR_CODES, type ErrorBody, type ValidationIssue } from '@linhagem/contracts';

/** What every failed call rejects with: the server's `{code,message,details}` plus the HTTP status (0 when none). */
export type ApiError = ErrorBody & { status: number };

export const NETWORK_ERROR = REQUEST_ERROR_CODES.network;
export const TIMEOUT_ERROR = REQUEST_ERROR_CODES.timeout;

export function isApiError(value: unknown): value is ApiError {
  return (
    !!value && typeof value === 'object' && typeof (value as ApiError).code === 'string' && 'status' in value
  );
}

/** True when the server could not be reached or answered with a server-side failure (spec 8: go to /error). */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/** The refused fields of a 400 VALIDATION_FAILED (its `details`); none for any other failure. */
export function validationIssues(error: unknown): ValidationIssue[] {
  if (!isApiError(error) || error.code !== ERROR_CODES.validation || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (issue): issue is ValidationIssue =>
      !!issue && typeof issue.path === 'string' && typeof issue.message === 'string',
  );
}
