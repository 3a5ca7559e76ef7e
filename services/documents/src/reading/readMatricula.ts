import sharp from 'sharp';
import {
  findMatriculaInText,
  isMatricula,
  parseMatricula,
  type Matricula,
  type ReadingBox,
} from '@linhagem/contracts';
import type { OcrLine, OcrPage, OcrSlot } from './ocrEngine';
import type { PageImage } from './pageImages';
import { folded } from './normaliseValue';

/** the matrícula's line is enlarged to about this height in pixels before its digits are read again */
const SECOND_PASS_LINE_PX = 90;

type Candidate = { line: OcrLine; page: number; firstPass: Matricula | null };

/** The line that holds the matrícula: one with 32 digits in it, else the line after the label, else the longest run. */
function findMatriculaLine(pages: OcrPage[]): Candidate | null {
  let labelled: Candidate | null = null;
  let longest: { candidate: Candidate; digits: number } | null = null;
  for (const [pageIndex, page] of pages.entries())
    for (const [index, line] of page.lines.entries()) {
      const found = findMatriculaInText(line.text);
      if (found) return { line, page: pageIndex, firstPass: found };
      if (!labelled && /^MATRICULA\b/.test(folded(line.text)) && page.lines[index + 1])
        labelled = { line: page.lines[index + 1], page: pageIndex, firstPass: null };
      const digits = line.text.replace(/\D/g, '').length;
      if (digits >= 24 && (!longest || digits > longest.digits))
        longest = { candidate: { line, page: pageIndex, firstPass: null }, digits };
    }
  return labelled ?? longest?.candidate ?? null;
}

/** The line's box cut from its page with a margin, enlarged, grey and binarised: a clean line of digits. */
async function lineImage(page: PageImage, [x0, y0, x1, y1]: ReadingBox): Promise<Buffer> {
  const height = Math.max(1, y1 - y0);
  const left = Math.max(0, Math.floor(x0 - height * 0.6));
  const top = Math.max(0, Math.floor(y0 - height * 0.45));
  const width = Math.min(page.width - left, Math.ceil(x1 - x0 + height * 1.2));
  const cut = Math.min(page.height - top, Math.ceil(height * 1.9));
  const scale = Math.min(4, Math.max(1, SECOND_PASS_LINE_PX / height));
  return sharp(page.image)
    .extract({ left, top, width, height: cut })
    .resize({ width: Math.round(width * scale), kernel: 'lanczos3' })
    .normalise()
    .threshold(150)
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png()
    .toBuffer();
}

/**
 * The matrícula of a certificate: the page's own reading of its line first; then a second pass over that line
 * alone (enlarged, binarised, digits only), taken when its check digits agree. A plain page reading gets all 32
 * digits on only 80-90 % of scans; the check digits say which reading to trust. A matrícula whose digits never
 * agree is answered with `valid: false`, for a person to check against the paper.
 */
export async function readMatricula(
  slot: OcrSlot,
  pages: OcrPage[],
  images: PageImage[],
): Promise<Matricula | null> {
  const candidate = findMatriculaLine(pages);
  if (!candidate) return null;
  if (candidate.firstPass?.valid) return candidate.firstPass;
  const { text } = await slot.recognizeDigits(await lineImage(images[candidate.page], candidate.line.box));
  const second = findMatriculaInText(text) ?? parseMatricula(text);
  if (isMatricula(second) && second.valid) return second;
  return candidate.firstPass ?? (isMatricula(second) ? second : null);
}
