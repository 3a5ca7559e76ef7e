import { findMatriculaInText, isMatricula, parseMatricula, type Matricula } from '@linhagem/contracts';
import type { OcrLine, OcrPage, OcrSlot } from './ocrEngine';
import type { PageImage } from './pageImages';
import { folded } from './normaliseValue';
import { readLineAgain } from './secondPass';

/** letters a page reading puts for digits in a group of digits: "0099401 OO" is "0099401 00" */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1' };

/**
 * A line of digit groups with the letters that look like digits read as those digits, group by group (only a
 * group of digits and look-alikes is touched, so a label beside it stays as it is): the check digits then decide.
 */
export function asDigits(text: string): string {
  const groups = text.split(/(\s+)/);
  return groups
    .map((group) =>
      /^[0-9OoIl|]+$/.test(group) ? group.replace(/[OoIl|]/g, (letter) => DIGIT_LOOKALIKES[letter]) : group,
    )
    .join('');
}

/** The matrícula in a line's text, as printed or with its look-alike letters read as digits. */
const matriculaIn = (text: string): Matricula | null => {
  const plain = findMatriculaInText(text);
  if (plain?.valid) return plain;
  return findMatriculaInText(asDigits(text)) ?? plain;
};

type Candidate = { line: OcrLine; page: number; firstPass: Matricula | null };

/** The line that holds the matrícula: one with 32 digits in it, else the line after the label, else the longest run. */
function findMatriculaLine(pages: OcrPage[]): Candidate | null {
  let labelled: Candidate | null = null;
  let longest: { candidate: Candidate; digits: number } | null = null;
  for (const [pageIndex, page] of pages.entries())
    for (const [index, line] of page.lines.entries()) {
      const found = matriculaIn(line.text);
      if (found) return { line, page: pageIndex, firstPass: found };
      if (!labelled && /^MATRICULA\b/.test(folded(line.text)) && page.lines[index + 1])
        labelled = { line: page.lines[index + 1], page: pageIndex, firstPass: null };
      const digits = line.text.replace(/\D/g, '').length;
      if (digits >= 24 && (!longest || digits > longest.digits))
        longest = { candidate: { line, page: pageIndex, firstPass: null }, digits };
    }
  return labelled ?? longest?.candidate ?? null;
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
  const { text } = await readLineAgain(slot, images[candidate.page], [candidate.line.box], 'digits');
  const second = matriculaIn(text) ?? parseMatricula(text);
  if (isMatricula(second) && second.valid) return second;
  return candidate.firstPass ?? (isMatricula(second) ? second : null);
}
