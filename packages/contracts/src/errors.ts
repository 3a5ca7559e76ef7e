/** One refused field of a 400 VALIDATION_FAILED (`details`): the field's dotted path and the issue's message code. */
export type ValidationIssue = { path: string; message: string };

/** Every error answer of the API: a stable code the frontends translate, and readable English. */
export type ErrorBody = {
  code: string;
  message: string;
  details?: unknown;
  requestId?: string;
};

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  malformedJson: 'MALFORMED_JSON',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  operatorRejected: 'OPERATOR_REJECTED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  invalidId: 'INVALID_ID',
  duplicate: 'DUPLICATE',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  upstreamTimeout: 'UPSTREAM_TIMEOUT',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  /** the BFF shed the request before it reached a service: safe to send again after Retry-After */
  overloaded: 'OVERLOADED',
  /** an upstream refused without a readable `{code, message}` body */
  upstreamError: 'UPSTREAM_ERROR',
  internal: 'INTERNAL_ERROR',
} as const;

/** Codes the frontends' API client gives a call that got no answer; no server sends them. */
export const REQUEST_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
} as const;
