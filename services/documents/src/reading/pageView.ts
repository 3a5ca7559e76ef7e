import sharp from 'sharp';
import type { DocumentContentType } from '@linhagem/contracts';
import { drawPdfPage } from '../preview/preview';

/** Long enough to read a field on a screen at its box, small enough to send at once (a JPEG of 100-300 KB). */
export const PAGE_VIEW_LONG_SIDE_PX = 1400;
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * One page of a document as the proposal panel shows it under the fields' boxes (docs/adr-reading.md "Applying"):
 * a PDF's page drawn in a file worker (pdfjs), a picture put upright as the reading put it; a JPEG whose sides are
 * in the proportion of the page read, so a box in the page's pixels lands in the same place scaled.
 */
export async function pageViewOf(
  bytes: Buffer,
  contentType: DocumentContentType,
  page: number,
): Promise<Buffer> {
  const source =
    contentType === 'application/pdf' ? await drawPdfPage(bytes, page, PAGE_VIEW_LONG_SIDE_PX) : bytes;
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(PAGE_VIEW_LONG_SIDE_PX, PAGE_VIEW_LONG_SIDE_PX, { fit: 'inside' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
