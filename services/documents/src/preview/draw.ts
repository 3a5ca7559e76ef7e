import path from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { DOCUMENT_THUMBNAIL_MAX_PX, type DocumentContentType } from '@linhagem/contracts';
import { documentErrors } from '../errors';

export type RenderedImage = { bytes: Buffer; contentType: 'image/jpeg' | 'image/png' | 'image/webp' };

/** a 25 MB file can unpack to a huge bitmap; 100 megapixels is past any phone camera or scanner page */
export const MAX_INPUT_PIXELS = 100_000_000;
/** pdf.js draws no image larger than this (pixels): a page's thumbnail never decodes a 12000 × 12000 picture */
const PDF_MAX_IMAGE_PIXELS = 40_000_000;
/** a PDF page is drawn at twice the thumbnail's size, then scaled down: thin text stays legible */
const PDF_OVERSAMPLING = 2;

/** sharp's refusal of a picture over `limitInputPixels` */
export const overPixels = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

const image = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();

/**
 * These run inside the documents' file workers (`fileWork/documentWorker.ts`), never on the box's event loop:
 * callers use `preview.ts`.
 *
 * A picture as a page shows it: decoded and encoded again in its own type with the camera's rotation (EXIF
 * orientation) applied, so it stands upright in any viewer, and without its metadata (a phone's EXIF holds where
 * the photo was taken). The original bytes stay stored untouched as evidence.
 */
export async function makeImagePreview(
  bytes: Buffer,
  contentType: DocumentContentType,
): Promise<RenderedImage> {
  const upright = image(bytes);
  try {
    if (contentType === 'image/png') return { bytes: await upright.png().toBuffer(), contentType };
    if (contentType === 'image/webp') return { bytes: await upright.webp().toBuffer(), contentType };
    if (contentType === 'image/jpeg')
      return { bytes: await upright.jpeg({ quality: 88 }).toBuffer(), contentType };
  } catch (error) {
    throw overPixels(error) ? documentErrors.tooComplex('image pixels') : documentErrors.unreadable();
  }
  throw documentErrors.unsupportedType(contentType);
}

/**
 * A thumbnail of at most DOCUMENT_THUMBNAIL_MAX_PX on its longer side, as JPEG on white: the picture upright, or
 * a PDF's first page drawn without a browser (pdfjs-dist on @napi-rs/canvas).
 */
export async function makeThumbnail(bytes: Buffer, contentType: DocumentContentType): Promise<RenderedImage> {
  const source = contentType === 'application/pdf' ? await drawFirstPage(bytes) : bytes;
  try {
    const thumbnail = await image(source)
      .resize(DOCUMENT_THUMBNAIL_MAX_PX, DOCUMENT_THUMBNAIL_MAX_PX, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { bytes: thumbnail, contentType: 'image/jpeg' };
  } catch (error) {
    throw overPixels(error) ? documentErrors.tooComplex('image pixels') : documentErrors.unreadable();
  }
}

/** What pdfjs's Node canvas factory gives (its declaration says only `Object`). */
type NodeCanvasFactory = { create(width: number, height: number): { canvas: Canvas } };

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<Pdfjs> | undefined;

/**
 * pdfjs-dist's Node build, loaded once on first use. Its "worker" runs in this thread: handing it the worker module
 * (`globalThis.pdfjsWorker`, as pdfjs documents for Node) spares a dynamic import by path.
 */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    Object.assign(globalThis, { pdfjsWorker: worker });
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
}

/** The standard 14 fonts' data, for pages that use Helvetica or Times without embedding them. */
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A PDF's first page as a PNG, its longer side PDF_OVERSAMPLING times the thumbnail's. */
const drawFirstPage = (bytes: Buffer) => drawPdfPage(bytes, 1, DOCUMENT_THUMBNAIL_MAX_PX * PDF_OVERSAMPLING);

/** Page `pageNumber` (from 1) of a PDF as a PNG whose longer side is `longSide` pixels; 422 when it cannot be. */
export async function drawPdfPage(bytes: Buffer, pageNumber: number, longSide: number): Promise<Buffer> {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    // fonts are drawn from their outlines: no code generated from the file's font programs
    isEvalSupported: false,
    maxImageSize: PDF_MAX_IMAGE_PIXELS,
    standardFontDataUrl,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(pageNumber);
    const { width, height } = page.getViewport({ scale: 1 });
    const scale = longSide / Math.max(width, height);
    const viewport = page.getViewport({ scale });
    // the canvas comes from pdfjs's own factory: its paths and images then come from the same @napi-rs/canvas
    // module as the canvas (another copy's Path2D is refused by the canvas, as under jest's module registry)
    const { canvas } = (pdf.canvasFactory as NodeCanvasFactory).create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: '#ffffff' })
      .promise;
    return await canvas.encode('png');
  } catch {
    throw documentErrors.unreadable();
  } finally {
    await task.destroy();
  }
}
