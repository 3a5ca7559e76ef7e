import sharp from 'sharp';
import { runWholeFileWork } from '../wholeFileWork';
import { signatureErrors } from './signatureErrors';

/** The largest drawing kept: a signature pad's canvas, not a picture. */
const MAX_WIDTH = 2000;
const MAX_HEIGHT = 1000;

/**
 * A drawn signature decoded whole before anything changes: sharp reads every pixel (`failOn: 'error'`, so a PNG
 * whose header is fine and whose body is broken is refused, 422 `signature.drawing-invalid`), and the PNG kept is
 * sharp's own re-encoding, which the evidence page embeds without surprises.
 */
export async function decodeDrawing(dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    const png = await runWholeFileWork(async () => {
      const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_WIDTH * MAX_HEIGHT });
      const meta = await image.metadata();
      if (meta.format !== 'png' || (meta.width ?? 0) > MAX_WIDTH || (meta.height ?? 0) > MAX_HEIGHT)
        return undefined;
      return image.png().toBuffer();
    });
    if (png) return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    // refused below: whatever sharp could not read whole
  }
  throw signatureErrors.drawingInvalid();
}
