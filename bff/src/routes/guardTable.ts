import {
  API_FAMILIES,
  CLIENT_API,
  CLIENT_IMPORT_API,
  PROTOCOL_IMPORT_API,
  MAX_IMPORT_BYTES,
  FORM_TEMPLATE_API,
  MAX_DOCUMENT_BYTES,
  MAX_GEDCOM_BYTES,
  MAX_IMAGE_UPLOAD_BYTES,
  PUBLIC_API_READS,
  findApiFamily,
  isReadingPost,
  type Access,
  type ApiFamily,
} from '@linhagem/contracts';

/**
 * What a multipart body may add to its file: the boundaries, the part headers (a file name of 200 characters) and
 * the form's few fields (`protocolId`, `certificateId`, `kind`), with room to spare.
 */
export const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

export type UploadRoute = {
  method: 'POST';
  path: RegExp;
  /** a larger `Content-Length` is refused with 413 before the service is called */
  maxBytes: number;
  /**
   * A body without `Content-Length` (chunked) is passed through: the service reads it as it streams and answers
   * its own 413 at its limit (services/documents `readUpload`), which the BFF relays, closing the browser's
   * connection; the BFF sends it nothing past `maxBytes` and answers its own 413 only if the service does not.
   * Otherwise the BFF cuts such a body past `maxBytes` itself.
   */
  serviceCutsStream?: boolean;
};

const documentPrefix = API_FAMILIES.document.prefix;
const publicDocumentPrefix = API_FAMILIES['public-document'].prefix;

/** Uploads whose body may exceed the JSON limit, up to their own (the service checks the bytes again). */
export const UPLOAD_ROUTES: UploadRoute[] = [
  {
    method: 'POST',
    path: /^\/api\/configuration\/login-page\/(logo|background-image)$/,
    maxBytes: MAX_IMAGE_UPLOAD_BYTES,
  },
  // docs/adr-documents.md: a staff upload (DOCUMENT_API.collection) and a family's (PUBLIC_DOCUMENT_API.documents)
  {
    method: 'POST',
    path: new RegExp(`^${documentPrefix}/?$`),
    maxBytes: MAX_DOCUMENT_BYTES + MULTIPART_ALLOWANCE_BYTES,
    serviceCutsStream: true,
  },
  {
    method: 'POST',
    path: new RegExp(`^${publicDocumentPrefix}/[^/]+/[^/]+/?$`),
    maxBytes: MAX_DOCUMENT_BYTES + MULTIPART_ALLOWANCE_BYTES,
    serviceCutsStream: true,
  },
  // a GEDCOM import (docs/adr-gedcom.md): the file plus its multipart envelope, streamed to the clients service
  {
    method: 'POST',
    path: new RegExp(`^${CLIENT_API.gedcomPreview}$`),
    maxBytes: MAX_GEDCOM_BYTES + MULTIPART_ALLOWANCE_BYTES,
  },
  // a spreadsheet import (docs/adr-spreadsheet-import.md): the CSV or XLSX streamed to the service, which reads it
  // as it comes and answers its own 413 at its limit
  ...[CLIENT_IMPORT_API.preview, PROTOCOL_IMPORT_API.preview].map((path): UploadRoute => ({
    method: 'POST',
    path: new RegExp(`^${path}$`),
    maxBytes: MAX_IMPORT_BYTES + MULTIPART_ALLOWANCE_BYTES * 4,
    serviceCutsStream: true,
  })),
  // an official form's fillable PDF (docs/adr-pdf-rendering.md "Official forms"), read by services/documents' reader
  {
    method: 'POST',
    path: new RegExp(`^${FORM_TEMPLATE_API.collection}/?$`),
    maxBytes: MAX_DOCUMENT_BYTES + MULTIPART_ALLOWANCE_BYTES,
    serviceCutsStream: true,
  },
  // a signed PDF to verify (SIGNATURE_API.verify): read as a document upload, never kept
  {
    method: 'POST',
    path: new RegExp(`^${API_FAMILIES.signature.prefix}/verify$`),
    maxBytes: MAX_DOCUMENT_BYTES + MULTIPART_ALLOWANCE_BYTES,
    serviceCutsStream: true,
  },
];

/** The upload rule of a request, if it is one. */
export const findUpload = (method: string, path: string) =>
  UPLOAD_ROUTES.find((u) => u.method === method && u.path.test(path));

/**
 * POSTs that only read: the list convention `POST .../pagination`, the audit lists, a list's export (the service
 * asks NORMAL for it, docs/adr-exports.md, and drops no cache) and isReadingPost's renders.
 */
const READ_POST = /\/(pagination|audit|export)\/?$/;
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
  if (method === 'POST' && (READ_POST.test(path) || isReadingPost(path)))
    return { route, access: route.read, isWrite: false };
  return { route, access: route.write, isWrite: true };
}
