import type {
  DocumentContentType,
  Matricula,
  ReadingField,
  ReadingLanguage,
  ReadingPage,
  ReadingStatus,
} from '@linhagem/contracts';
import { runWholeFileWork } from '../wholeFileWork';
import { detectLanguage } from './certificateLayouts';
import { confirmNames, crossCheckNames, inFieldOrder } from './confirmNames';
import { extractFields } from './extractFields';
import { folded } from './normaliseValue';
import type { OcrEngine, OcrPage } from './ocrEngine';
import { pageImagesOf } from './pageImages';
import { readMatricula } from './readMatricula';

/** fewer words than this read with some confidence, and the page is UNREADABLE (a photo of a wall, a blank) */
const MIN_READABLE_WORDS = 6;
const READABLE_WORD_CONFIDENCE = 60;
/** a matrícula confirmed by its check digits is as sure as a reading gets */
const MATRICULA_CONFIDENCE = 99;

export type ReadingResult = {
  status: Extract<ReadingStatus, 'READ' | 'UNREADABLE'>;
  language: ReadingLanguage | null;
  layout: string;
  pages: ReadingPage[];
  fields: ReadingField[];
  matricula: Matricula | null;
};

const toReadingPage = (page: OcrPage, width: number, height: number): ReadingPage => ({
  text: page.text,
  width,
  height,
  words: page.lines.flatMap((line) =>
    line.words.map((word) => ({ text: word.text, confidence: Math.round(word.confidence), box: word.box })),
  ),
});

/**
 * The Brazilian model's book, page and term are parts of its matrícula: when it is valid and no label gave them,
 * they come from it, at the line of the matrícula.
 */
function fieldsFromMatricula(
  fields: ReadingField[],
  matricula: Matricula | null,
  layout: string,
): ReadingField[] {
  if (!matricula?.valid || !layout.startsWith('BR_')) return fields;
  const strip = (digits: string) => digits.replace(/^0+(?=\d)/, '');
  const have = new Set(fields.map((field) => field.name));
  const extra = (['book', 'page', 'term'] as const)
    .filter((name) => !have.has(name))
    .map((name): ReadingField => ({
      name,
      value: strip(matricula[name]),
      raw: matricula[name],
      confidence: MATRICULA_CONFIDENCE,
      page: 1,
      box: [0, 0, 0, 0],
    }));
  return [...fields, ...extra];
}

/**
 * Reads a stored file (docs/adr-reading.md): its pages drawn as grey pictures (one file at a time in this box),
 * then read on one slot of the OCR pool in Portuguese, again in Italian when the page is an Italian act, the
 * fields found by the labels of its layout (a name under the threshold read again alone and kept when both
 * readings agree), and the matrícula confirmed by its check digits.
 */
export async function readDocument(
  engine: OcrEngine,
  file: { bytes: Buffer; contentType: DocumentContentType; pageCount?: number | null },
): Promise<ReadingResult> {
  const images = await runWholeFileWork(() =>
    pageImagesOf(file.bytes, file.contentType, file.pageCount ?? 1),
  );
  return engine.withSlot(async (slot) => {
    let pages: OcrPage[] = [];
    for (const page of images) pages.push(await slot.recognize(page.image, 'por'));
    const text = folded(pages.map((page) => page.text).join('\n'));
    const readable = pages
      .flatMap((page) => page.lines.flatMap((line) => line.words))
      .filter((word) => word.confidence >= READABLE_WORD_CONFIDENCE && /\p{L}{2,}|\d/u.test(word.text));
    const toPages = () =>
      pages.map((page, index) => toReadingPage(page, images[index].width, images[index].height));
    if (readable.length < MIN_READABLE_WORDS)
      return {
        status: 'UNREADABLE',
        language: null,
        layout: 'UNKNOWN',
        pages: toPages(),
        fields: [],
        matricula: null,
      };
    const portuguese = extractFields(pages);
    const language = detectLanguage(text, portuguese.layout);
    if (language !== 'por') {
      pages = [];
      for (const page of images) pages.push(await slot.recognize(page.image, language));
    }
    const {
      layout,
      fields: sure,
      unsure,
    } = language === 'por' ? portuguese : crossCheckNames(extractFields(pages), portuguese);
    const fields = inFieldOrder([...sure, ...(await confirmNames(slot, unsure, images))]);
    const matricula =
      layout.startsWith('BR_') || layout === 'UNKNOWN' ? await readMatricula(slot, pages, images) : null;
    return {
      status: 'READ',
      language,
      layout,
      pages: toPages(),
      fields: fieldsFromMatricula(fields, matricula, layout),
      matricula,
    };
  });
}
