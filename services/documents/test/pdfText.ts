import path from 'node:path';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<Pdfjs> | undefined;
const load = () =>
  (pdfjs ??= (async () => {
    Object.assign(globalThis, { pdfjsWorker: await import('pdfjs-dist/legacy/build/pdf.worker.mjs') });
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })());
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export type ReadPdf = {
  /** each page's text, its runs joined by spaces and runs of white space made one */
  pages: string[];
  /** each page's size in points */
  sizes: Array<[number, number]>;
  /** the font families pdfjs reports for the text */
  fonts: string[];
};

/** A PDF read back with pdfjs-dist's text extraction, as a reader's copy-and-paste sees it. */
export async function readPdf(bytes: Buffer | Uint8Array): Promise<ReadPdf> {
  const { getDocument } = await load();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    const sizes: Array<[number, number]> = [];
    const fonts = new Set<string>();
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      sizes.push([Math.round(width), Math.round(height)]);
      const text = await page.getTextContent();
      for (const style of Object.values(text.styles)) fonts.add(style.fontFamily);
      pages.push(
        text.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return { pages, sizes, fonts: [...fonts] };
  } finally {
    await task.destroy();
  }
}
