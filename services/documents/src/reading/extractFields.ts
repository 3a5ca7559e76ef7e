import {
  READING_CONFIDENCE_THRESHOLD,
  READING_FIELD_NAMES,
  type ReadingBox,
  type ReadingField,
  type ReadingFieldName,
} from '@linhagem/contracts';
import type { OcrLine, OcrPage, OcrWord } from './ocrEngine';
import {
  FIELD_KINDS,
  LAYOUT_LABELS,
  detectLayout,
  type CertificateLayout,
  type Label,
} from './certificateLayouts';
import { folded, normaliseName, normaliseNumber, normaliseText, parseDate } from './normaliseValue';

const union = (words: OcrWord[]): ReadingBox => [
  Math.min(...words.map((word) => word.box[0])),
  Math.min(...words.map((word) => word.box[1])),
  Math.max(...words.map((word) => word.box[2])),
  Math.max(...words.map((word) => word.box[3])),
];
/** a value is as sure as its least sure word: one misread letter makes a wrong name */
const confidenceOf = (words: OcrWord[]) => Math.round(Math.min(...words.map((word) => word.confidence)));
const wordsText = (words: OcrWord[]) => words.map((word) => word.text).join(' ');

function normalise(name: ReadingFieldName, raw: string): string | null {
  switch (FIELD_KINDS[name]) {
    case 'name':
      return normaliseName(raw);
    case 'date':
      return parseDate(raw);
    case 'number':
      return normaliseNumber(raw);
    default:
      return normaliseText(raw);
  }
}

/** The words after a label on its line (the label's own words kept for `keep`), or null when it does not start it. */
function afterLabel(line: OcrLine, label: Label): OcrWord[] | null {
  const words = line.words.filter((word) => word.text.trim());
  const text = words.map((word) => folded(word.text)).join(' ');
  const match = text.match(label.pattern);
  if (!match) return null;
  if (label.keep) return words;
  const labelWords = match[0].trim() ? match[0].trim().split(/\s+/).length : 0;
  // a label that ends inside a word ("NOME:MARIA") leaves the rest of that word as the value's start
  const rest = words.slice(labelWords);
  return rest.filter((word) => !/^[:.\-|]+$/.test(word.text));
}

/**
 * A field found with the boxes of its words (a second pass cuts them out), and the other values another model read
 * there (an Italian act is read in Italian and in Portuguese): a second pass may confirm one of them.
 */
export type FoundField = {
  field: ReadingField;
  wordBoxes: ReadingBox[];
  alternatives?: Pick<ReadingField, 'value' | 'raw'>[];
};

/** The first reading of `name` on the pages: its label's line, or the next line when the label stands alone. */
function findField(pages: OcrPage[], name: ReadingFieldName, labels: Label[]): FoundField | null {
  for (const [pageIndex, page] of pages.entries()) {
    for (const [lineIndex, line] of page.lines.entries()) {
      for (const label of labels) {
        let words = afterLabel(line, label);
        if (!words) continue;
        if (words.length === 0)
          words = page.lines[lineIndex + 1]?.words.filter((word) => word.text.trim()) ?? [];
        if (words.length === 0) continue;
        let raw = wordsText(words).replace(/^[:\s]+/, '');
        let value = normalise(name, raw);
        let confidence = confidenceOf(words);
        if (!value && FIELD_KINDS[name] === 'name') {
          // a stray mark in a name ("ROSSI!") is a speck on the page or a misread letter: without it the name is
          // only a guess, kept under the threshold for its second pass to confirm or drop
          raw = raw
            .replace(/[^\p{L}\s'-]/gu, '')
            .replace(/\s+/g, ' ')
            .trim();
          value = normaliseName(raw);
          confidence = Math.min(confidence, READING_CONFIDENCE_THRESHOLD - 1);
        }
        if (!value) continue;
        return {
          field: {
            name,
            value,
            raw,
            confidence,
            page: pageIndex + 1,
            box: union(words),
          },
          wordBoxes: words.map((word) => word.box),
        };
      }
    }
  }
  return null;
}

/**
 * An Italian act often writes the birth in a sentence: "… nato a Padova il 14 marzo 1897 …" (certificato di
 * nascita); the place and the date are taken from it when no label gave them.
 */
function italianSentence(pages: OcrPage[]): ReadingField[] {
  for (const [pageIndex, page] of pages.entries())
    for (const line of page.lines) {
      const words = line.words.filter((word) => word.text.trim());
      const texts = words.map((word) => folded(word.text));
      const at = texts.findIndex((text, index) => /^NAT[OA]$/.test(text) && texts[index + 1] === 'A');
      const on = texts.findIndex((text, index) => index > at && text === 'IL');
      if (at < 0 || on < 0) continue;
      const placeWords = words.slice(at + 2, on);
      const dateWords = words.slice(on + 1, on + 4);
      const found: ReadingField[] = [];
      const place = placeWords.length ? normaliseText(wordsText(placeWords)) : null;
      if (place)
        found.push({
          name: 'eventPlace',
          value: place,
          raw: wordsText(placeWords),
          confidence: confidenceOf(placeWords),
          page: pageIndex + 1,
          box: union(placeWords),
        });
      const date = dateWords.length ? parseDate(wordsText(dateWords)) : null;
      if (date)
        found.push({
          name: 'eventDate',
          value: date,
          raw: wordsText(dateWords),
          confidence: confidenceOf(dateWords),
          page: pageIndex + 1,
          box: union(dateWords),
        });
      return found;
    }
  return [];
}

/**
 * `fields` are proposed; `unsure` are names found and normalised but under the threshold, for a second pass over
 * their line to confirm (docs/adr-reading.md "Second pass").
 */
export type ExtractedFields = {
  layout: CertificateLayout;
  fields: ReadingField[];
  unsure: FoundField[];
  /** every field found, sure or not, with its words' boxes */
  found: FoundField[];
};

/**
 * The fields of a certificate read from its pages, by the labels of its layout. Only fields at or above
 * READING_CONFIDENCE_THRESHOLD whose value normalises (a name of letters, a real date) are proposed: a blurred or
 * handwritten page gives fewer fields, never wrong ones with a high confidence.
 */
export function extractFields(pages: OcrPage[]): ExtractedFields {
  const layout = detectLayout(folded(pages.map((page) => page.text).join('\n')));
  const labels = LAYOUT_LABELS[layout];
  const found = new Map<ReadingFieldName, FoundField>();
  for (const name of READING_FIELD_NAMES) {
    const field = labels[name] ? findField(pages, name, labels[name]) : null;
    if (field) found.set(name, field);
  }
  if (layout === 'IT_BIRTH')
    for (const field of italianSentence(pages))
      if (!found.has(field.name)) found.set(field.name, { field, wordBoxes: [field.box] });
  const all = READING_FIELD_NAMES.flatMap((name) => found.get(name) ?? []);
  const fields = all
    .map(({ field }) => field)
    .filter((field) => field.confidence >= READING_CONFIDENCE_THRESHOLD);
  const unsure = all.filter(
    ({ field }) => field.confidence < READING_CONFIDENCE_THRESHOLD && FIELD_KINDS[field.name] === 'name',
  );
  return { layout, fields, unsure, found: all };
}
