/** How far an upload has gone: bytes sent of the body's total (0 when the browser cannot tell). */
export type UploadProgress = { loaded: number; total: number };

export type SendWithProgressOptions = {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** the upload is given up when neither a byte is sent nor an answer arrives for this long */
  idleTimeoutMs: number;
};

/** What came back: the status, its headers' content type and the raw text. */
export type SentResponse = { status: number; statusText: string; contentType: string; text: string };

/** Why a send ended without an answer. */
export type SendFailure = 'network' | 'timeout' | 'aborted';

/**
 * One request through XMLHttpRequest, for the upload progress fetch does not report. Cookies are sent; the
 * promise rejects with a `SendFailure` when no answer arrives.
 */
export function sendWithProgress(options: SendWithProgressOptions): Promise<SentResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let idle: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const armIdleTimer = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, options.idleTimeoutMs);
    };
    const settle = () => {
      clearTimeout(idle);
      options.signal?.removeEventListener('abort', abortFromCaller);
    };
    // settled at once: an XMLHttpRequest not yet under way fires no `abort` event
    function abortFromCaller() {
      settle();
      reject('aborted' satisfies SendFailure);
      xhr.abort();
    }
    xhr.open(options.method, options.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      armIdleTimer();
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    });
    xhr.addEventListener('load', () => {
      settle();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader('content-type') ?? '',
        text: xhr.responseText,
      });
    });
    xhr.addEventListener('error', () => (settle(), reject('network' satisfies SendFailure)));
    xhr.addEventListener(
      'abort',
      () => (settle(), reject((timedOut ? 'timeout' : 'aborted') satisfies SendFailure)),
    );
    if (options.signal?.aborted) {
      reject('aborted' satisfies SendFailure);
      return;
    }
    options.signal?.addEventListener('abort', abortFromCaller);
    armIdleTimer();
    xhr.send(options.body);
  });
}
