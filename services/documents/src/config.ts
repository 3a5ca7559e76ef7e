import { DEFAULT_CASE_UPLOAD_BYTES, MAX_DOCUMENT_BYTES } from '@linhagem/contracts';

/**
 * The largest file this box accepts: `MAX_DOCUMENT_BYTES` from the environment when it is a whole number of
 * bytes no larger than the contracts' limit (an office may lower it, never raise it past what the pages announce),
 * else that limit (25 MB).
 */
export function maxDocumentBytes(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.MAX_DOCUMENT_BYTES);
  return Number.isInteger(value) && value > 0 && value <= MAX_DOCUMENT_BYTES ? value : MAX_DOCUMENT_BYTES;
}

/**
 * A case's storage allowance (docs/adr-documents.md "Storage per case"): `MAX_CASE_UPLOAD_BYTES` from the
 * environment when it is a whole number of bytes, else 500 MB.
 */
export function maxCaseUploadBytes(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.MAX_CASE_UPLOAD_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_CASE_UPLOAD_BYTES;
}
