import { MAX_DOCUMENT_BYTES } from '@linhagem/contracts';
import { maxDocumentBytes } from './config';

it('takes a lower limit from MAX_DOCUMENT_BYTES, never a higher or a broken one', () => {
  expect(maxDocumentBytes({})).toBe(MAX_DOCUMENT_BYTES);
  expect(MAX_DOCUMENT_BYTES).toBe(25 * 1024 * 1024);
  expect(maxDocumentBytes({ MAX_DOCUMENT_BYTES: '1048576' })).toBe(1048576);
  for (const value of ['0', '-5', '1.5', 'lots', String(MAX_DOCUMENT_BYTES + 1)])
    expect(maxDocumentBytes({ MAX_DOCUMENT_BYTES: value })).toBe(MAX_DOCUMENT_BYTES);
});
