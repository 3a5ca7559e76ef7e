import type { DocumentContentType } from '@linhagem/contracts';
import { documentFileWork } from '../fileWork/documentFileWork';

export type { RenderedImage } from './draw';

/**
 * A thumbnail of at most DOCUMENT_THUMBNAIL_MAX_PX on its longer side, as JPEG on white (`draw.ts`), drawn in a
 * file worker.
 */
export async function makeThumbnail(bytes: Buffer, contentType: DocumentContentType) {
  const jpeg = await documentFileWork().run<Uint8Array>('thumbnail', { bytes, contentType });
  return { bytes: Buffer.from(jpeg), contentType: 'image/jpeg' as const };
}

/** Page `pageNumber` (from 1) of a PDF as a PNG whose longer side is `longSide` pixels, drawn in a file worker. */
export async function drawPdfPage(bytes: Buffer, pageNumber: number, longSide: number): Promise<Buffer> {
  return Buffer.from(
    await documentFileWork().run<Uint8Array>('drawPage', { bytes, page: pageNumber, longSide }),
  );
}
