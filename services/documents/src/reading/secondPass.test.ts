import { READING_CONFIDENCE_THRESHOLD, type ReadingBox } from '@linhagem/contracts';
import { confirmNames, crossCheckNames } from './confirmNames';
import type { ExtractedFields, FoundField } from './extractFields';
import { OcrEngine } from './ocrEngine';
import { pageImagesOf } from './pageImages';
import { asDigits } from './readMatricula';
import { tiltOf } from './secondPass';
import { drawShortBirthCertificate } from './testCertificates';

// one small page read by OCR, then its name's line twice: the accuracy set is the bench's
jest.setTimeout(180_000);

describe("the matrícula's look-alike letters", () => {
  it('reads O, o, I, l and | as digits only in a group of digits', () => {
    expect(asDigits('251428 01 55 2018 4 00227 060 0099401 OO')).toBe(
      '251428 01 55 2018 4 00227 060 0099401 00',
    );
    expect(asDigits('1O4539 0l 55 2013 |')).toBe('104539 01 55 2013 1');
    // a word is not a group of digits: "DO", "OLIVEIRA", "MATRÍCULA" stay as they are
    expect(asDigits('MATRÍCULA DO OLIVEIRA Ol')).toBe('MATRÍCULA DO OLIVEIRA 01');
  });
});

describe("a line's tilt from its words", () => {
  it('is 0 for one word or a level line, and the slope of the centres otherwise', () => {
    expect(tiltOf([[0, 0, 10, 10]])).toBe(0);
    expect(
      tiltOf([
        [0, 0, 10, 10],
        [20, 0, 30, 10],
      ]),
    ).toBe(0);
    // down 5 px for 100 px across: about 2.9° (a page rotated as the test set's are)
    const tilt = tiltOf([
      [0, 0, 20, 10],
      [100, 5, 120, 15],
      [200, 10, 220, 20],
    ]);
    expect(tilt).toBeCloseTo((Math.atan(0.05) * 180) / Math.PI, 5);
  });
});

describe('the names of an Italian act, read by the Italian and the Portuguese models', () => {
  const found = (name: 'personName' | 'eventPlace', value: string, confidence = 90): FoundField => ({
    field: { name, value, raw: value.toUpperCase(), confidence, page: 1, box: [0, 0, 10, 10] },
    wordBoxes: [[0, 0, 10, 10]],
  });
  const extracted = (all: FoundField[]): ExtractedFields => ({
    layout: 'IT_BIRTH',
    fields: all.filter((f) => f.field.confidence >= READING_CONFIDENCE_THRESHOLD).map((f) => f.field),
    unsure: all.filter((f) => f.field.confidence < READING_CONFIDENCE_THRESHOLD),
    found: all,
  });

  it('proposes neither of two different readings of a name, keeping both for its second pass', () => {
    const italian = extracted([
      found('personName', 'Joao Eduardo Ferreira', 82),
      found('eventPlace', 'Treviso'),
    ]);
    const portuguese = extracted([
      found('personName', 'João Eduardo Ferreira', 92),
      found('eventPlace', 'Trevisa'),
    ]);
    const checked = crossCheckNames(italian, portuguese);
    // a place is the act's language's to read: only names are compared
    expect(checked.fields.map((field) => field.value)).toEqual(['Treviso']);
    expect(checked.unsure).toHaveLength(1);
    expect(checked.unsure[0].field).toMatchObject({ value: 'Joao Eduardo Ferreira' });
    expect(checked.unsure[0].field.confidence).toBeLessThan(READING_CONFIDENCE_THRESHOLD);
    expect(checked.unsure[0].alternatives).toEqual([
      expect.objectContaining({ value: 'João Eduardo Ferreira' }),
    ]);
  });

  it('keeps a name both models read alike', () => {
    const italian = extracted([found('personName', 'Rosa Rossi', 95)]);
    const checked = crossCheckNames(italian, extracted([found('personName', 'Rosa Rossi', 80)]));
    expect(checked.fields.map((field) => field.value)).toEqual(['Rosa Rossi']);
    expect(checked.unsure).toEqual([]);
  });
});

describe('a name read under the threshold, read again alone', () => {
  const engine = new OcrEngine(1);
  afterAll(() => engine.terminate());

  it('is proposed at the surer confidence when both readings agree, and not when they differ', async () => {
    const images = await pageImagesOf(
      await drawShortBirthCertificate('MARIA APARECIDA BORTOLAN'),
      'image/png',
    );
    const page = await engine.withSlot((slot) => slot.recognize(images[0].image, 'por'));
    const line = page.lines.find((candidate) => /BORTOLAN/.test(candidate.text))!;
    const wordBoxes: ReadingBox[] = line.words.map((word) => word.box);
    // as the page reading leaves a name right but one word unsure
    const unsure = (value: string): FoundField => ({
      field: { name: 'personName', value, raw: value.toUpperCase(), confidence: 40, page: 1, box: line.box },
      wordBoxes,
    });
    // another model's reading of the same words, confirmed in place of the first one's
    const italian = {
      ...unsure('Maria Aparecida Bortolàn'),
      alternatives: [{ value: 'Maria Aparecida Bortolan', raw: 'MARIA APARECIDA BORTOLAN' }],
    };
    const [confirmed, ...others] = await engine.withSlot((slot) =>
      confirmNames(
        slot,
        [unsure('Maria Aparecida Bortolan'), unsure('Maria Aparecida Bortolin'), italian],
        images,
      ),
    );
    expect(confirmed).toMatchObject({ name: 'personName', value: 'Maria Aparecida Bortolan', box: line.box });
    expect(confirmed.confidence).toBeGreaterThanOrEqual(READING_CONFIDENCE_THRESHOLD);
    expect(others).toEqual([
      expect.objectContaining({ value: 'Maria Aparecida Bortolan', raw: 'MARIA APARECIDA BORTOLAN' }),
    ]);
  });
});
