import { READING_CONFIDENCE_THRESHOLD, READING_FIELD_NAMES, type ReadingField } from '@linhagem/contracts';
import type { FoundField } from './extractFields';
import type { OcrSlot } from './ocrEngine';
import type { PageImage } from './pageImages';
import { normaliseName } from './normaliseValue';
import { readLineAgain } from './secondPass';

/**
 * Names the page read under the threshold, read again alone (docs/adr-reading.md "Second pass"): each name's words
 * cut from its page, enlarged, binarised and read with letters only. When both readings give the same name, it is
 * as sure as the surer of the two; when they differ, it stays unsure and is not proposed. A page reading that gets
 * every letter right often leaves one word at 40-60; two readings of different images agreeing is what a person
 * trusts too, and a blurred or scrawled line gives two different guesses, not the same one twice.
 */
export async function confirmNames(
  slot: OcrSlot,
  unsure: FoundField[],
  images: PageImage[],
): Promise<ReadingField[]> {
  const confirmed: ReadingField[] = [];
  for (const { field, wordBoxes } of unsure) {
    const page = images[field.page - 1];
    const boxes = wordBoxes.filter(([x0, y0, x1, y1]) => x1 > x0 && y1 > y0);
    if (!page || boxes.length === 0) continue;
    const again = await readLineAgain(slot, page, boxes, 'name');
    if (normaliseName(again.text) !== field.value) continue;
    const confidence = Math.max(field.confidence, again.confidence);
    if (confidence >= READING_CONFIDENCE_THRESHOLD) confirmed.push({ ...field, confidence });
  }
  return confirmed;
}

/** Fields in the contract's order, whatever pass found them. */
export const inFieldOrder = (fields: ReadingField[]): ReadingField[] =>
  READING_FIELD_NAMES.flatMap((name) => fields.filter((field) => field.name === name));
