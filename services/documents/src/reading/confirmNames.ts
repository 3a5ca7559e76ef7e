import { READING_CONFIDENCE_THRESHOLD, READING_FIELD_NAMES, type ReadingField } from '@linhagem/contracts';
import { FIELD_KINDS } from './certificateLayouts';
import type { ExtractedFields, FoundField } from './extractFields';
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
  for (const { field, wordBoxes, alternatives = [] } of unsure) {
    const page = images[field.page - 1];
    const boxes = wordBoxes.filter(([x0, y0, x1, y1]) => x1 > x0 && y1 > y0);
    if (!page || boxes.length === 0) continue;
    const again = await readLineAgain(slot, page, boxes, 'name');
    const agreed = [field, ...alternatives].find(({ value }) => value === normaliseName(again.text));
    if (!agreed) continue;
    const confidence = Math.max(field.confidence, again.confidence);
    if (confidence >= READING_CONFIDENCE_THRESHOLD)
      confirmed.push({ ...field, value: agreed.value, raw: agreed.raw, confidence });
  }
  return confirmed;
}

/**
 * An act read in another language than Portuguese (an Italian act) has its names read by both models: where they
 * differ (the Italian model has no "ã": "JOÃO" comes out "Joao" or "Joào" at 82-84), neither is proposed as read;
 * both are kept as unsure for the name's second pass to confirm one (docs/adr-reading.md "Second pass").
 */
export function crossCheckNames(read: ExtractedFields, portuguese: ExtractedFields): ExtractedFields {
  const other = new Map(portuguese.found.map((found) => [found.field.name, found.field]));
  const differs = (field: ReadingField) => {
    const theirs = other.get(field.name);
    return FIELD_KINDS[field.name] === 'name' && theirs !== undefined && theirs.value !== field.value;
  };
  const unsure = read.found
    .filter(({ field }) => differs(field) || read.unsure.some((found) => found.field === field))
    .map((found) => {
      const theirs = other.get(found.field.name);
      return {
        ...found,
        field: {
          ...found.field,
          confidence: Math.min(found.field.confidence, READING_CONFIDENCE_THRESHOLD - 1),
        },
        alternatives: theirs && theirs.value !== found.field.value ? [theirs] : [],
      };
    });
  return { ...read, fields: read.fields.filter((field) => !differs(field)), unsure };
}

/** Fields in the contract's order, whatever pass found them. */
export const inFieldOrder = (fields: ReadingField[]): ReadingField[] =>
  READING_FIELD_NAMES.flatMap((name) => fields.filter((field) => field.name === name));
