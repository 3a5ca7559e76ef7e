import sharp from 'sharp';
import type { DocumentContentType } from '@linhagem/contracts';
import { drawPdfPage } from '../preview/preview';

/** a page is read at about 170 dpi for A4: past it tesseract gains little and takes much longer */
export const READING_LONG_SIDE_PX = 2000;
/** the pages of a PDF read at most: a certificate is one or two pages; a 40-page bundle is read in part */
export const READING_MAX_PAGES = 4;
const MAX_INPUT_PIXELS = 100_000_000;

export type PageImage = { image: Buffer; width: number; height: number };

/** A picture upright (the camera's rotation), grey, scaled so its longer side is READING_LONG_SIDE_PX. */
async function normalise(bytes: Buffer): Promise<PageImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize(READING_LONG_SIDE_PX, READING_LONG_SIDE_PX, { fit: 'inside' })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

/** The pages to read of a stored file: a picture is one page; a PDF's first pages (its record's `pageCount`) drawn. */
export async function pageImagesOf(
  bytes: Buffer,
  contentType: DocumentContentType,
  pageCount = 1,
): Promise<PageImage[]> {
  if (contentType !== 'application/pdf') return [await normalise(bytes)];
  const count = Math.min(Math.max(pageCount, 1), READING_MAX_PAGES);
  const pages: PageImage[] = [];
  for (let page = 1; page <= count; page += 1)
    pages.push(await normalise(await drawPdfPage(bytes, page, READING_LONG_SIDE_PX)));
  return pages;
}
