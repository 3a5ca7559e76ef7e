import { ApiError } from './ApiError';
import type { ErrorBody } from '@linhagem/contracts';

export type Api = {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string): Promise<T>;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Same-origin JSON calls with credentials and the X-Requested-With header the BFF requires. */
export function createFetchApi(): Api {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, window.location.origin), {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = await readBody(response);
    if (!response.ok) {
      const error =
        payload && typeof payload === 'object' && 'code' in payload
          ? (payload as ErrorBody)
          : { code: `HTTP_${response.status}`, message: response.statusText };
      throw new ApiError(response.status, error);
    }
    return payload as T;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    del: (path) => call('DELETE', path),
  };
}
