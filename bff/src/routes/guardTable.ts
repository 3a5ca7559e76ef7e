import {
  CLIENT_API,
  MAX_GEDCOM_BYTES,
  MAX_IMAGE_UPLOAD_BYTES,
  PUBLIC_API_READS,
  findApiFamily,
  type Access,
  type ApiFamily,
} from '@linhagem/contracts';

/** Uploads whose body may exceed the JSON limit, up to their own (the service checks the bytes again). */
export const UPLOAD_ROUTES: Array<{ method: 'POST'; path: RegExp; maxBytes: number }> = [
  {
    method: 'POST',
    path: /^\/api\/configuration\/login-page\/(logo|background-image)$/,
    maxBytes: MAX_IMAGE_UPLOAD_BYTES,
  },
  // a GEDCOM import (docs/adr-gedcom.md): the file plus its multipart envelope, streamed to the clients service
  {
    method: 'POST',
    path: new RegExp(`^${CLIENT_API.gedcomPreview}$`),
    maxBytes: MAX_GEDCOM_BYTES + 64 * 1024,
  },
];

/** POSTs that only read: the list convention `POST .../pagination` and the audit lists. */
const READ_POST = /\/(pagination|audit)\/?$/;
const READ_METHODS = new Set(['GET', 'HEAD']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type Guard = { route: ApiFamily; access: Access; isWrite: boolean };

/**
 * The rule for one API call, from the route table in `@linhagem/contracts` (API_FAMILIES), or undefined when
 * nothing allows it (answered 404).
 */
export function findGuard(method: string, path: string): Guard | undefined {
  const route = findApiFamily(path);
  if (!route) return undefined;
  if (READ_METHODS.has(method)) {
    const isPublic = PUBLIC_API_READS.some((p) => p.test(path));
    return { route, access: isPublic ? 'PUBLIC' : route.read, isWrite: false };
  }
  if (!WRITE_METHODS.has(method)) return undefined;
  if (method === 'POST' && READ_POST.test(path)) return { route, access: route.read, isWrite: false };
  return { route, access: route.write, isWrite: true };
}
