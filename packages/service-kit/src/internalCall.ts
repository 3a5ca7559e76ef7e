import type { ZodType } from 'zod';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from './internalAuth';

export const INTERNAL_CALL_TIMEOUT_MS = 5000;

/** Why an internal call gave no usable answer (network, timeout, status, shape). */
export class InternalCallError extends Error {
  constructor(readonly reason: string) {
    super(`internal call failed: ${reason}`);
    this.name = 'InternalCallError';
  }
}

/** The base URL of another service: `<NAME>_URL`, else `http://127.0.0.1:<NAME>_PORT or default>`. */
export function serviceUrl(name: string, defaultPort: number): string {
  const key = name.toUpperCase();
  return process.env[`${key}_URL`] ?? `http://127.0.0.1:${process.env[`${key}_PORT`] ?? defaultPort}`;
}

/**
 * `GET {baseUrl}{path}` of another service's internal API as `caller`, its answer checked by `schema`;
 * throws InternalCallError on any failure so the caller turns it into its own 503.
 */
export async function getInternal<T>(
  caller: string,
  baseUrl: string,
  path: string,
  schema: ZodType<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signServiceToken(caller), accept: 'application/json' },
      signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new InternalCallError(error instanceof Error ? error.name : 'fetch failed');
  }
  if (!response.ok) throw new InternalCallError(`status ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new InternalCallError('unexpected answer');
  return parsed.data;
}
