import { DOCUMENT_ERROR_CODES, DOCUMENT_NAME_MAX_LENGTH } from '@linhagem/contracts';
import {
  makeEncryptedPdf,
  makeHeicHeader,
  makeJpeg,
  makePdf,
  makePng,
  makeText,
  makeWebp,
} from '../../test/files';
import { detectDocumentType } from './detectType';
import { cleanDisplayName, FALLBACK_DOCUMENT_NAME } from './fileName';
import { inspectPdf } from './pdf';

describe('the type from the bytes', () => {
  it('finds PDF, JPEG, PNG and WebP whatever the name or a silent declared type', async () => {
    expect(await detectDocumentType(await makePdf())).toBe('application/pdf');
    expect(await detectDocumentType(await makeJpeg(), 'application/octet-stream')).toBe('image/jpeg');
    expect(await detectDocumentType(await makePng(), '')).toBe('image/png');
    expect(await detectDocumentType(await makeWebp(), 'image/webp')).toBe('image/webp');
    expect(await detectDocumentType(await makeJpeg(), 'IMAGE/JPG; charset=binary')).toBe('image/jpeg');
  });

  it('refuses a HEIC photo and a text file named .pdf as unsupported (415)', async () => {
    await expect(detectDocumentType(makeHeicHeader(), 'image/heic')).rejects.toMatchObject({
      status: 415,
      code: DOCUMENT_ERROR_CODES.unsupportedType,
      details: { detected: 'image/heic' },
    });
    await expect(detectDocumentType(makeText(), 'application/pdf')).rejects.toMatchObject({
      status: 415,
      code: DOCUMENT_ERROR_CODES.unsupportedType,
    });
  });

  it('refuses a declared type the bytes belie (415 type mismatch)', async () => {
    await expect(detectDocumentType(await makePng(), 'application/pdf')).rejects.toMatchObject({
      status: 415,
      code: DOCUMENT_ERROR_CODES.typeMismatch,
      details: { declared: 'application/pdf', detected: 'image/png' },
    });
  });
});

describe('the PDF checks', () => {
  it('counts the pages', async () => {
    expect(await inspectPdf(await makePdf({ pages: 3 }))).toEqual({ pageCount: 3 });
    expect(await inspectPdf(await makePdf({ pages: 2, objectStreams: false }))).toEqual({ pageCount: 2 });
  });

  it.each([false, true])('refuses an encrypted PDF (object streams: %s)', async (objectStreams) => {
    await expect(inspectPdf(await makeEncryptedPdf({ objectStreams }))).rejects.toMatchObject({
      status: 422,
      code: DOCUMENT_ERROR_CODES.pdfEncrypted,
    });
  });

  it.each([
    ['openAction', true],
    ['names', true],
    ['annotation', true],
    ['openAction', false],
  ] as const)(
    'refuses a PDF with JavaScript in its %s (object streams: %s)',
    async (javaScript, objectStreams) => {
      await expect(inspectPdf(await makePdf({ javaScript, objectStreams }))).rejects.toMatchObject({
        status: 422,
        code: DOCUMENT_ERROR_CODES.pdfJavaScript,
      });
    },
  );

  it('refuses a PDF that does not parse', async () => {
    await expect(inspectPdf(Buffer.from('%PDF-1.7\n%%EOF\n'))).rejects.toMatchObject({
      status: 422,
      code: DOCUMENT_ERROR_CODES.unreadable,
    });
  });
});

describe('the display name', () => {
  it('keeps the last path part only', () => {
    expect(cleanDisplayName('C:\\Users\\ana\\scans\\certidão.pdf')).toBe('certidão.pdf');
    expect(cleanDisplayName('../../etc/passwd')).toBe('passwd');
    expect(cleanDisplayName('/tmp/a b.jpg')).toBe('a b.jpg');
  });

  it('drops control and direction-override characters and folds spaces', () => {
    expect(cleanDisplayName('re\u0000cibo\r\n  de\tpagamento\u202egpj.exe')).toBe(
      'recibo de pagamentogpj.exe',
    );
    expect(cleanDisplayName('\u0007ata\u0085.pdf')).toBe('ata.pdf');
  });

  it('cuts to 200 characters, whole code points', () => {
    const long = `${'😀'.repeat(150)}${'a'.repeat(100)}.pdf`;
    const clean = cleanDisplayName(long);
    expect(Array.from(clean)).toHaveLength(DOCUMENT_NAME_MAX_LENGTH);
    expect(clean.startsWith('😀'.repeat(150))).toBe(true);
  });

  it('is never empty', () => {
    for (const raw of ['', '   ', '\u0000\u0001', 'dir/', '..', undefined, null])
      expect(cleanDisplayName(raw)).toBe(FALLBACK_DOCUMENT_NAME);
  });
});
