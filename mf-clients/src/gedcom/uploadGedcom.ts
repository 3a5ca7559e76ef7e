import { CLIENT_API, GEDCOM_FILE_FIELD, REQUEST_ERROR_CODES, type GedcomPreview } from '@linhagem/contracts';
import type { ApiError } from '@linhagem/ui-kit';

export type UploadProgress = (percent: number) => void;

/**
 * `POST /api/client/gedcom/preview` with the file as multipart, through XMLHttpRequest because fetch tells nothing
 * of an upload's progress; the same headers as the ui-kit API client, failures as its ApiError.
 */
export function uploadGedcom(
  file: File,
  language: string,
  onProgress: UploadProgress,
): Promise<GedcomPreview> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', CLIENT_API.gedcomPreview);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as GedcomPreview);
      const error = body && typeof body === 'object' && 'code' in body ? (body as ApiError) : undefined;
      reject({ ...(error ?? { code: `HTTP_${xhr.status}`, message: xhr.statusText }), status: xhr.status });
    };
    xhr.onerror = () =>
      reject({ status: 0, code: REQUEST_ERROR_CODES.network, message: 'Network error' } satisfies ApiError);
    const form = new FormData();
    form.append(GEDCOM_FILE_FIELD, file, file.name);
    xhr.send(form);
  });
}
