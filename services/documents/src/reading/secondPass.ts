import sharp from 'sharp';
import type { ReadingBox } from '@linhagem/contracts';
import type { LineKind, OcrSlot, OcrWord } from './ocrEngine';
import type { PageImage } from './pageImages';

/** a line read again is enlarged to about this height in pixels: tesseract reads best at 30-100 px letters */
const SECOND_PASS_LINE_PX = 90;

/**
 * The margin kept around a line, in line heights: the matrícula's whole line (its first and last digits must not
 * be cut); a name's words each with a thin margin, pasted on white, so the label before it on its line
 * ("CÔNJUGE 1:") and the tails of the lines above and below a tilted page stay out.
 */
const MARGINS: Record<LineKind, { side: number; above: number }> = {
  digits: { side: 0.6, above: 0.45 },
  name: { side: 0.15, above: 0.15 },
};
/** grey level under which a pixel of the enlarged, normalised line is ink */
const INK_BELOW: Record<LineKind, number> = { digits: 150, name: 128 };

const unionOf = (boxes: ReadingBox[]): ReadingBox => [
  Math.min(...boxes.map((box) => box[0])),
  Math.min(...boxes.map((box) => box[1])),
  Math.max(...boxes.map((box) => box[2])),
  Math.max(...boxes.map((box) => box[3])),
];

/** A box grown by its margin and kept on the page: left, top, width, height in whole pixels. */
function region(page: PageImage, [x0, y0, x1, y1]: ReadingBox, height: number, kind: LineKind) {
  const { side, above } = MARGINS[kind];
  const left = Math.max(0, Math.floor(x0 - height * side));
  const top = Math.max(0, Math.floor(y0 - height * above));
  return {
    left,
    top,
    width: Math.max(1, Math.min(page.width - left, Math.ceil(x1 + height * side) - left)),
    height: Math.max(1, Math.min(page.height - top, Math.ceil(y1 + height * above) - top)),
  };
}

/**
 * The tilt of a line in degrees from its words' centres (least squares): a page photographed or scanned askew
 * tilts the line, and tesseract reads a line taken as one line far less surely when it is not level.
 */
export function tiltOf(boxes: ReadingBox[]): number {
  if (boxes.length < 2) return 0;
  const points = boxes.map(([x0, y0, x1, y1]) => [(x0 + x1) / 2, (y0 + y1) / 2] as const);
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const spread = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  if (spread === 0) return 0;
  const slope = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) / spread;
  return (Math.atan(slope) * 180) / Math.PI;
}

/**
 * The line cut from its page, enlarged, grey and binarised: one clean line for tesseract. Given its words' boxes
 * (a name), only those boxes are kept, each with its margin, pasted on white where they were, and the line is
 * levelled.
 */
export async function lineImage(page: PageImage, boxes: ReadingBox[], kind: LineKind): Promise<Buffer> {
  const whole = unionOf(boxes);
  const lineHeight = Math.max(1, ...boxes.map((box) => box[3] - box[1]));
  const cut = region(page, whole, lineHeight, kind);
  let line = sharp(page.image).extract(cut);
  if (boxes.length > 1) {
    const pieces = await Promise.all(
      boxes.map(async (box) => {
        const piece = region(page, box, box[3] - box[1], kind);
        return {
          input: await sharp(page.image).extract(piece).toBuffer(),
          left: piece.left - cut.left,
          top: piece.top - cut.top,
        };
      }),
    );
    const white = sharp({
      create: { width: cut.width, height: cut.height, channels: 3, background: '#ffffff' },
    });
    const pasted = await white.composite(pieces).grayscale().png().toBuffer();
    const tilt = tiltOf(boxes);
    line = sharp(
      Math.abs(tilt) >= 0.3
        ? await sharp(pasted).rotate(-tilt, { background: '#ffffff' }).toBuffer()
        : pasted,
    );
  }
  const scale = Math.min(4, Math.max(1, SECOND_PASS_LINE_PX / lineHeight));
  return line
    .resize({ width: Math.round(cut.width * scale), kernel: 'lanczos3' })
    .normalise()
    .threshold(INK_BELOW[kind])
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();
}

export type LineReading = { text: string; confidence: number };

/**
 * A second pass (docs/adr-reading.md "Second pass"): a line of a page read again alone, cut out, enlarged and
 * binarised, with only the characters of its kind allowed. Its confidence is its least sure word's, as a field's.
 */
export async function readLineAgain(
  slot: OcrSlot,
  page: PageImage,
  boxes: ReadingBox[],
  kind: LineKind,
): Promise<LineReading> {
  const { text, words } = await slot.recognizeLine(await lineImage(page, boxes, kind), kind);
  const sure = words.filter((word: OcrWord) => word.text.trim());
  return {
    text,
    confidence: sure.length ? Math.round(Math.min(...sure.map((word) => word.confidence))) : 0,
  };
}
