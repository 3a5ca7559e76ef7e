import type { ZodType } from 'zod';
import { ERROR_CODES, SERVICES, toErrorCode, urlOf, type ServiceName } from '@linhagem/contracts';
import { AppError } from './AppError';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from './internalAuth';

export const INTERNAL_CALL_TIMEOUT_MS = 5000;

/** Why an internal call gave no usable answer (network, timeout, status, shape). */
export class InternalCallError extends Error {
  constructor(readonly reason: string) {
    super(`internal call failed: ${reason}`);
    this.name = 'InternalCallError';
  }
}

/** The base URL of another service, from the service map: `<NAME>_URL`, else 127.0.0.1 on its port. */
export const serviceUrl = (name: ServiceName): string => urlOf(SERVICES[name], process.env);

export type InternalRequest = {
  /** a JSON body makes it a POST */
  body?: unknown;
  /** answer `undefined` on 404 instead of failing */
  notFoundIsEmpty?: boolean;
  /** `DELETE` instead of `GET`/`POST` (a 204 answers `undefined`) */
  method?: 'DELETE';
  /** a 4xx of the other service is thrown as that AppError (status, code, message, details), for the caller to relay */
  relayRefusals?: boolean;
};

/**
 * `GET` (or, with a body, `POST`) `{baseUrl}{path}` of another service's internal API as `caller`, its answer
 * checked by `schema`; throws InternalCallError on any failure so the caller turns it into its own 503.
 */
export async function callInternal<T>(
  caller: string,
  baseUrl: string,
  path: string,
  schema: ZodType<T>,
  { body, notFoundIsEmpty = false, method, relayRefusals = false }: InternalRequest = {},
): Promise<T | undefined> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        [INTERNAL_TOKEN_HEADER]: signServiceToken(caller),
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new InternalCallError(error instanceof Error ? error.name : 'fetch failed');
  }
  if (notFoundIsEmpty && response.status === 404) return undefined;
  if (relayRefusals && response.status >= 400 && response.status < 500) {
    const refusal = (await response.json().catch(() => ({}))) as {
      code?: string;
      message?: string;
      details?: unknown;
    };
    throw new AppError(response.status, refusal.message ?? 'Refused', {
      code: toErrorCode(refusal.code, ERROR_CODES.conflict),
      details: refusal.details,
    });
  }
  if (!response.ok) throw new InternalCallError(`status ${response.status}`);
  if (response.status === 204) return undefined;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new InternalCallError('unexpected answer');
  return parsed.data;
}

/** `GET {baseUrl}{path}` of another service's internal API: `callInternal` where only an answer will do. */
export async function getInternal<T>(
  caller: string,
  baseUrl: string,
  path: string,
  schema: ZodType<T>,
): Promise<T> {
  return (await callInternal(caller, baseUrl, path, schema)) as T;
}
