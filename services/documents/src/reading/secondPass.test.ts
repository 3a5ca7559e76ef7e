import { READING_CONFIDENCE_THRESHOLD, type ReadingBox } from '@linhagem/contracts';
import { confirmNames } from './confirmNames';
import type { FoundField } from './extractFields';
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
    const [confirmed, ...others] = await engine.withSlot((slot) =>
      confirmNames(slot, [unsure('Maria Aparecida Bortolan'), unsure('Maria Aparecida Bortolin')], images),
    );
    expect(others).toEqual([]);
    expect(confirmed).toMatchObject({ name: 'personName', value: 'Maria Aparecida Bortolan', box: line.box });
    expect(confirmed.confidence).toBeGreaterThanOrEqual(READING_CONFIDENCE_THRESHOLD);
  });
});
