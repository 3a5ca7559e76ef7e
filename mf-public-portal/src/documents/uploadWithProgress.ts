import { DEFAULT_LANGUAGE, REQUEST_ERROR_CODES } from '@linhagem/contracts';
import { getPreferences, type ApiError } from '@linhagem/ui-kit';

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  url: string;
  body: FormData;
  /** called as the browser sends the body (fetch has no upload progress: XMLHttpRequest has) */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** An ApiError with the seconds a 429 asks to wait (`Retry-After`). */
export type UploadError = ApiError & { retryAfterSeconds?: number };

/**
 * POSTs a multipart body with upload progress, the way the ui-kit's API client sends any call (same origin, cookies,
 * `X-Requested-With`, `Accept-Language`), and resolves with the JSON answer or rejects with an ApiError: the server's
 * `{ code, message, details }` for a refusal, `REQUEST_ERROR_CODES.network` (status 0) when the connection drops.
 * No timeout: a large scan over a slow mobile link may take minutes, and the progress shows it is alive.
 */
export function uploadWithProgress<T>({ url, body, onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', aborted);
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept-Language', getPreferences().language ?? DEFAULT_LANGUAGE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      done();
      const parsed = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as T);
      reject(toUploadError(xhr, parsed));
    };
    const failed = (message: string) => () => {
      done();
      reject({ status: 0, code: REQUEST_ERROR_CODES.network, message } satisfies ApiError);
    };
    xhr.onerror = failed('Network error');
    xhr.ontimeout = failed('Timed out');
    xhr.onabort = failed('Aborted');
    if (signal?.aborted) return failed('Aborted')();
    signal?.addEventListener('abort', aborted);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toUploadError(xhr: XMLHttpRequest, body: unknown): UploadError {
  const seconds = Number(xhr.getResponseHeader('Retry-After'));
  const retryAfterSeconds = Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  if (body && typeof body === 'object' && typeof (body as ApiError).code === 'string') {
    return { ...(body as ApiError), status: xhr.status, retryAfterSeconds };
  }
  return {
    status: xhr.status,
    code: `HTTP_${xhr.status}`,
    message: typeof body === 'string' && body ? body : xhr.statusText,
    retryAfterSeconds,
  };
}
