import {
  AUTH_ERROR_CODES,
  AUTH_ROUTES,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  REQUEST_TIMEOUT_MS,
} from '@linhagem/contracts';
import { NETWORK_ERROR, TIMEOUT_ERROR, type ApiError } from './ApiError';
import { sendWithProgress, type SendFailure, type UploadProgress } from './sendWithProgress';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Show the loading modal; by default only POST does (spec 7). */
  loading?: boolean;
  /** Do not refresh the session nor log out on a 401 (login, logout, public calls). */
  skipAuth?: boolean;
  timeoutMs?: number;
  /** `blob`: a successful answer that is not JSON comes as a Blob (a PDF to download); refusals are JSON still */
  responseType?: 'json' | 'blob';
  /** with `responseType: 'blob'`: the bytes received so far, and the total when the answer tells its length (0 if not) */
  onDownloadProgress?: (progress: UploadProgress) => void;
};

/** An upload: no loading modal (its progress is the indicator) and no whole-call timeout, only an idle one. */
export type UploadOptions = Pick<RequestOptions, 'query' | 'headers' | 'signal' | 'skipAuth'> & {
  onProgress?: (progress: UploadProgress) => void;
  /** given up when no byte is sent and no answer arrives for this long; the request timeout by default */
  idleTimeoutMs?: number;
};

export type ApiClientOptions = {
  baseUrl?: string;
  /** Called once a 401 survives the token refresh (spec 8: HTTP 401 → logout). */
  onUnauthorized?: () => void;
  /**
   * Called on a 403 `two-factor.setup-required`: the office began to require a second factor while this user,
   * who has none, was signed in (docs/adr-auth-and-gateway.md "Second factor"). The call still fails.
   */
  onSetupRequired?: () => void;
  /** true when a call that shows the loading modal starts, false when it ends (success or not). */
  onLoadingChange?: (loading: boolean) => void;
  getLanguage?: () => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** true when the BFF sheds a call (503 OVERLOADED) and the client waits to send it again; false once one gets through. */
  onInstability?: (unstable: boolean) => void;
};

export type ApiClient = {
  request: <T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** `POST` a multipart form or a file with upload progress (XMLHttpRequest: fetch reports none) */
  upload: <T>(path: string, body: FormData | Blob, options?: UploadOptions) => Promise<T>;
};

const REFRESH_PATH = AUTH_ROUTES.refresh;
/** A call shed by the BFF is sent again this many times, after its Retry-After (at most 5 s). */
const OVERLOAD_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 5000;

function retryWaitMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : 1000;
}

function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const joined = /^https?:\/\//.test(path)
    ? path
    : `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return joined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${joined}${joined.includes('?') ? '&' : '?'}${search}` : joined;
}

async function readBody(
  response: Response,
  { responseType, onDownloadProgress }: RequestOptions,
): Promise<unknown> {
  if (response.status === 204) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (responseType === 'blob' && response.ok && !contentType.includes('json'))
    return onDownloadProgress ? readBlobWithProgress(response, onDownloadProgress) : response.blob();
  return parseText(await response.text(), contentType);
}

/** A download read chunk by chunk, telling how far it is (a large file: a dossier's ZIP). */
async function readBlobWithProgress(response: Response, onProgress: (progress: UploadProgress) => void) {
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    loaded += next.value.length;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

function parseText(text: string, contentType: string): unknown {
  if (!text) return undefined;
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Bodies fetch sends as they are (an uploaded file, a form); everything else is sent as JSON. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function isOverloaded(response: Response, body: unknown): boolean {
  return response.status === 503 && (body as { code?: unknown } | undefined)?.code === ERROR_CODES.overloaded;
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  if (body && typeof body === 'object' && typeof (body as ApiError).code === 'string') {
    return { ...(body as ApiError), status };
  }
  return { status, code: `HTTP_${status}`, message: typeof body === 'string' && body ? body : statusText };
}

/**
 * The browser's only way to the BFF: cookies included, X-Requested-With and Accept-Language on every call,
 * JSON in and out (a Blob, FormData or bytes body goes as it is), 15 s timeout, one refresh on a 401 before logging out; failures reject with an ApiError.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let refreshing: Promise<boolean> | undefined;

  async function send(
    method: HttpMethod,
    path: string,
    body: unknown,
    request: RequestOptions,
  ): Promise<Response> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? timeoutMs);
    const abortFromCaller = () => controller.abort();
    request.signal?.addEventListener('abort', abortFromCaller);
    const raw = isRawBody(body);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': options.getLanguage?.() ?? DEFAULT_LANGUAGE,
      // a raw body's type comes from the caller or from fetch (a Blob's own type, FormData's boundary)
      ...(body !== undefined && !raw ? { 'Content-Type': 'application/json' } : {}),
      ...request.headers,
    };
    try {
      return await fetchImpl(buildUrl(baseUrl, path, request.query), {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      const error: ApiError = timedOut
        ? { status: 0, code: TIMEOUT_ERROR, message: `No answer within ${request.timeoutMs ?? timeoutMs} ms` }
        : {
            status: 0,
            code: NETWORK_ERROR,
            message: cause instanceof Error ? cause.message : 'Network error',
          };
      throw error;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  /** A refusal as the caller reads it; one that holds the whole session back is told to the page first. */
  function refusal(status: number, body: unknown, statusText: string): ApiError {
    const error = toApiError(status, body, statusText);
    if (status === 403 && error.code === AUTH_ERROR_CODES.setupRequired) options.onSetupRequired?.();
    return error;
  }

  function refreshSession(): Promise<boolean> {
    refreshing ??= send('GET', REFRESH_PATH, undefined, {})
      // Read the body: an unread answer keeps the request open in the browser.
      .then(async (response) => (await response.text().catch(() => ''), response.ok))
      .catch(() => false)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  async function request<T>(method: HttpMethod, path: string, body?: unknown, request: RequestOptions = {}) {
    const showsLoading = request.loading ?? method === 'POST';
    if (showsLoading) options.onLoadingChange?.(true);
    try {
      let response = await send(method, path, body, request);
      if (response.status === 401 && !request.skipAuth) {
        if (await refreshSession()) response = await send(method, path, body, request);
        if (response.status === 401) options.onUnauthorized?.();
      }
      let parsed = await readBody(response, request);
      // shed before any service saw it, so sending it again is safe, a write included
      for (let retry = 0; retry < OVERLOAD_RETRIES && isOverloaded(response, parsed); retry++) {
        options.onInstability?.(true);
        await new Promise((resolve) => setTimeout(resolve, retryWaitMs(response)));
        response = await send(method, path, body, request);
        parsed = await readBody(response, request);
      }
      if (!isOverloaded(response, parsed) && response.status < 500) options.onInstability?.(false);
      if (!response.ok) throw refusal(response.status, parsed, response.statusText);
      return parsed as T;
    } finally {
      if (showsLoading) options.onLoadingChange?.(false);
    }
  }

  async function upload<T>(path: string, body: FormData | Blob, opts: UploadOptions = {}): Promise<T> {
    const idleTimeoutMs = opts.idleTimeoutMs ?? timeoutMs;
    const sendOnce = () =>
      sendWithProgress({
        method: 'POST',
        url: buildUrl(baseUrl, path, opts.query),
        body,
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'Accept-Language': options.getLanguage?.() ?? DEFAULT_LANGUAGE,
          ...opts.headers,
        },
        onProgress: opts.onProgress,
        signal: opts.signal,
        idleTimeoutMs,
      }).catch((failure: SendFailure) => {
        const error: ApiError =
          failure === 'timeout'
            ? {
                status: 0,
                code: TIMEOUT_ERROR,
                message: `Nothing sent nor answered within ${idleTimeoutMs} ms`,
              }
            : {
                status: 0,
                code: NETWORK_ERROR,
                message: failure === 'aborted' ? 'Upload aborted' : 'Network error',
              };
        throw error;
      });
    let response = await sendOnce();
    if (response.status === 401 && !opts.skipAuth) {
      if (await refreshSession()) response = await sendOnce();
      if (response.status === 401) options.onUnauthorized?.();
    }
    const parsed = response.status === 204 ? undefined : parseText(response.text, response.contentType);
    if (response.status < 200 || response.status >= 300)
      throw refusal(response.status, parsed, response.statusText);
    return parsed as T;
  }

  return {
    request,
    upload,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
  };
}
