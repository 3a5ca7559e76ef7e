import { DEFAULT_CASE_UPLOAD_BYTES, MAX_DOCUMENT_BYTES } from '@linhagem/contracts';
import { maxCaseUploadBytes, maxDocumentBytes } from './config';

it('takes a lower limit from MAX_DOCUMENT_BYTES, never a higher or a broken one', () => {
  expect(maxDocumentBytes({})).toBe(MAX_DOCUMENT_BYTES);
  expect(MAX_DOCUMENT_BYTES).toBe(25 * 1024 * 1024);
  expect(maxDocumentBytes({ MAX_DOCUMENT_BYTES: '1048576' })).toBe(1048576);
  for (const value of ['0', '-5', '1.5', 'lots', String(MAX_DOCUMENT_BYTES + 1)])
    expect(maxDocumentBytes({ MAX_DOCUMENT_BYTES: value })).toBe(MAX_DOCUMENT_BYTES);
});

it("takes a case's allowance from MAX_CASE_UPLOAD_BYTES, 500 MB unless it is a whole number of bytes", () => {
  expect(maxCaseUploadBytes({})).toBe(DEFAULT_CASE_UPLOAD_BYTES);
  expect(DEFAULT_CASE_UPLOAD_BYTES).toBe(500 * 1024 * 1024);
  expect(maxCaseUploadBytes({ MAX_CASE_UPLOAD_BYTES: '2147483648' })).toBe(2 * 1024 * 1024 * 1024);
  for (const value of ['0', '-5', '1.5', 'lots', ''])
    expect(maxCaseUploadBytes({ MAX_CASE_UPLOAD_BYTES: value })).toBe(DEFAULT_CASE_UPLOAD_BYTES);
});
