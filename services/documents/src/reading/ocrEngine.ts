import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { ReadingBox, ReadingLanguage } from '@linhagem/contracts';

/**
 * The trained data of a language, from its npm package (`@tesseract.js-data/<lang>`, the integer LSTM models):
 * tesseract.js reads `<folder>/<lang>.traineddata.gz` from disk, so nothing is fetched at run time
 * (docs/adr-reading.md "Nothing leaves the server").
 */
export function trainedDataFolder(language: ReadingLanguage): string {
  return path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
    '4.0.0_best_int',
  );
}

export type OcrWord = { text: string; confidence: number; box: ReadingBox };
export type OcrLine = { text: string; confidence: number; box: ReadingBox; words: OcrWord[] };
export type OcrPage = { text: string; confidence: number; lines: OcrLine[] };

type Bbox = { x0: number; y0: number; x1: number; y1: number };
const box = ({ x0, y0, x1, y1 }: Bbox): ReadingBox => [x0, y0, x1, y1];

/** A worker of one language: the trained data from its package, no cache read or written anywhere. */
async function startWorker(language: ReadingLanguage): Promise<Worker> {
  return createWorker(language, OEM.LSTM_ONLY, {
    langPath: trainedDataFolder(language),
    cacheMethod: 'none',
    gzip: true,
  });
}

/**
 * What a line read again alone may hold: the matrícula's digits (the English model reads digits best), or a name's
 * letters, spaces, hyphen and apostrophe with the accented letters of Portuguese and Italian names.
 */
const LINE_KINDS = {
  digits: { language: 'eng', whitelist: '0123456789 ' },
  name: {
    language: 'por',
    whitelist:
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÁÀÂÃÉÈÊÍÌÎÓÒÔÕÚÙÛÜÇáàâãéèêíìîóòôõúùûüç '-",
  },
} satisfies Record<string, { language: ReadingLanguage; whitelist: string }>;
export type LineKind = keyof typeof LINE_KINDS;

/** One slot of the pool: its workers, one per language met so far, and one per kind of line read again alone. */
class OcrSlot {
  private readonly workers = new Map<string, Promise<Worker>>();

  private worker(key: string, start: () => Promise<Worker>): Promise<Worker> {
    let worker = this.workers.get(key);
    if (!worker) {
      worker = start();
      this.workers.set(key, worker);
      // a worker that failed to start is tried again next time
      worker.catch(() => this.workers.delete(key));
    }
    return worker;
  }

  /** A page read as text, lines and words with their confidences (0-100) and boxes in the image's pixels. */
  async recognize(image: Buffer, language: ReadingLanguage): Promise<OcrPage> {
    const worker = await this.worker(language, () => startWorker(language));
    const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const line of paragraph.lines)
          lines.push({
            text: line.text.trim(),
            confidence: line.confidence,
            box: box(line.bbox),
            words: line.words.map((word) => ({
              text: word.text,
              confidence: word.confidence,
              box: box(word.bbox),
            })),
          });
    return { text: data.text, confidence: data.confidence, lines };
  }

  /**
   * One line cut from a page and read again alone (docs/adr-reading.md "Second pass"): the image taken as one line,
   * only the characters of its kind allowed; each kind has its worker, so a page's worker keeps its own settings.
   */
  async recognizeLine(image: Buffer, kind: LineKind): Promise<{ text: string; words: OcrWord[] }> {
    const { language, whitelist } = LINE_KINDS[kind];
    const worker = await this.worker(`line:${kind}`, async () => {
      const started = await startWorker(language);
      await started.setParameters({
        tessedit_char_whitelist: whitelist,
        tessedit_pageseg_mode: PSM.SINGLE_LINE,
      });
      return started;
    });
    const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
    const words = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.flatMap((line) =>
          line.words.map((word) => ({ text: word.text, confidence: word.confidence, box: box(word.bbox) })),
        ),
      ),
    );
    return { text: data.text.trim(), words };
  }

  async terminate(): Promise<void> {
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map(async (worker) => (await worker.catch(() => undefined))?.terminate()));
  }
}
export type { OcrSlot };

/**
 * A bounded pool of tesseract.js workers (each a worker thread of its own): at most `size` pages are read at once,
 * whatever the number of readings queued, and a request never waits for one (docs/adr-reading.md).
 */
export class OcrEngine {
  private readonly free: OcrSlot[];
  private readonly waiting: ((slot: OcrSlot) => void)[] = [];
  private readonly all: OcrSlot[];

  constructor(readonly size: number) {
    this.all = Array.from({ length: Math.max(1, size) }, () => new OcrSlot());
    this.free = [...this.all];
  }

  /** Runs `task` on a free slot, waiting for one when all are busy. */
  async withSlot<T>(task: (slot: OcrSlot) => Promise<T>): Promise<T> {
    const slot = this.free.pop() ?? (await new Promise<OcrSlot>((resolve) => this.waiting.push(resolve)));
    try {
      return await task(slot);
    } finally {
      const next = this.waiting.shift();
      if (next) next(slot);
      else this.free.push(slot);
    }
  }

  async terminate(): Promise<void> {
    await Promise.all(this.all.map((slot) => slot.terminate()));
  }
}
