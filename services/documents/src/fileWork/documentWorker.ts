import sharp from 'sharp';
import { fileTask } from '@linhagem/service-kit/core';
import type { DocumentContentType } from '@linhagem/contracts';
import { documentErrors } from '../errors';
import { readPdfStructure } from '../inspect/pdfStructure';
import { scanPdfBytes } from '../inspect/scanPdfBytes';
import { drawPdfPage, makeThumbnail, MAX_INPUT_PIXELS, overPixels } from '../preview/draw';

/**
 * The documents' file work, run in worker threads by `documentFileWork` (never on the box's event loop): each
 * export is one task. Bytes arrive as a Uint8Array (structured clone turns a Buffer into one).
 */

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A PDF's checks: its raw bytes first (active content in any object, bombs), then its structure. */
async function checkPdf(bytes: Uint8Array) {
  await scanPdfBytes(bytes);
  return readPdfStructure(bytes);
}

export const inspectPdf = fileTask(({ bytes }: { bytes: Uint8Array }) => checkPdf(bytes));

/**
 * An upload's checks and its thumbnail in one reading: a PDF is scanned, parsed and its first page drawn; a
 * picture must decode within the pixel limit. A file that cannot be drawn is refused, so nothing stored fails later.
 */
export const inspectUpload = fileTask(
  async ({ bytes, contentType }: { bytes: Uint8Array; contentType: DocumentContentType }) => {
    const buffer = asBuffer(bytes);
    if (contentType === 'application/pdf') {
      const { pageCount } = await checkPdf(buffer);
      return { pageCount, thumbnail: (await makeThumbnail(buffer, contentType)).bytes };
    }
    await sharp(buffer, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .catch((error: unknown) => {
        throw overPixels(error) ? documentErrors.tooComplex('image pixels') : documentErrors.unreadable();
      });
    return { thumbnail: (await makeThumbnail(buffer, contentType)).bytes };
  },
);

export const thumbnail = fileTask(
  async ({ bytes, contentType }: { bytes: Uint8Array; contentType: DocumentContentType }) =>
    (await makeThumbnail(asBuffer(bytes), contentType)).bytes,
);

export const drawPage = fileTask(
  ({ bytes, page, longSide }: { bytes: Uint8Array; page: number; longSide: number }) =>
    drawPdfPage(asBuffer(bytes), page, longSide),
);
