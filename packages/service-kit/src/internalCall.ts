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

type Send = {
  method: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** a 4xx of the other service is thrown as that AppError (status, code, message, details), for the caller to relay */
  relayRefusals?: boolean;
  /** a 404 is an answer (the caller asks whether a record exists), not a failure */
  notFoundIsEmpty?: boolean;
};

/** Options of a call whose refusal the caller relays as it is (the public portal's persons, say). */
export type InternalCallOptions = { relayRefusals?: boolean };

/**
 * The internal API of another service at `baseUrl`, called as the service `caller` with a service token. Each
 * answer is checked by its schema; any failure (network, timeout, status, shape) throws InternalCallError for the
 * caller to turn into its own 503, unless `relayRefusals` passes the other service's 4xx on.
 */
export function internalClient(caller: string, baseUrl: string) {
  async function send(
    path: string,
    { method, body, relayRefusals = false, notFoundIsEmpty = false }: Send,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
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
    if (notFoundIsEmpty && response.status === 404) return response;
    if (!response.ok) throw new InternalCallError(`status ${response.status}`);
    return response;
  }

  async function answer<T>(response: Response, schema: ZodType<T>): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new InternalCallError('unexpected answer');
    return parsed.data;
  }

  return {
    /** `GET path` → its answer */
    get: async <T>(path: string, schema: ZodType<T>, options: InternalCallOptions = {}): Promise<T> =>
      answer(await send(path, { method: 'GET', ...options }), schema),
    /** `GET path` → its answer, or undefined when the other service has no such record (404) */
    async find<T>(path: string, schema: ZodType<T>): Promise<T | undefined> {
      const response = await send(path, { method: 'GET', notFoundIsEmpty: true });
      return response.status === 404 ? undefined : answer(response, schema);
    },
    /** `POST path` with a JSON body → its answer */
    post: async <T>(path: string, body: unknown, schema: ZodType<T>, options: InternalCallOptions = {}) =>
      answer(await send(path, { method: 'POST', body, ...options }), schema),
    /** `DELETE path` → nothing (204) */
    async delete(path: string, options: InternalCallOptions = {}): Promise<void> {
      await send(path, { method: 'DELETE', ...options });
    },
  };
}

export type InternalClient = ReturnType<typeof internalClient>;
