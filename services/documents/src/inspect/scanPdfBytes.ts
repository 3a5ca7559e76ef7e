import { createInflate } from 'node:zlib';
import { documentErrors } from '../errors';

/** What a reading of a PDF may cost at most (docs/adr-documents.md "Bounded file work"). */
export const PDF_LIMITS = {
  /** every Flate stream of the file inflated together; a scanned page inflates to tens of MB */
  inflatedBytes: 256 * 1024 * 1024,
  /** one compressed object stream (objects only: a legitimate one holds kilobytes) */
  objectStreamBytes: 16 * 1024 * 1024,
  /** one image's width × height: past any scanner page at 600 dpi (A4 ≈ 35 megapixels) */
  imagePixels: 60_000_000,
  pages: 500,
};

/**
 * Names that make a PDF act rather than show: scripts (`JavaScript`; `JS` is checked outside stream data only, as
 * three bytes occur by chance in compressed data), launching programs, sending or importing form data, rich media,
 * embedded files, XFA forms (their XML carries scripts).
 */
const ACTIVE_NAMES = new Map<string, string>([
  ['JavaScript', 'JavaScript'],
  ['Launch', 'Launch'],
  ['SubmitForm', 'SubmitForm'],
  ['ImportData', 'ImportData'],
  ['RichMedia', 'RichMedia'],
  ['EmbeddedFile', 'EmbeddedFile'],
  ['EmbeddedFiles', 'EmbeddedFile'],
  ['XFA', 'XFA'],
]);
const SHORT_ACTIVE_NAMES = new Map([['JS', 'JavaScript']]);

const DELIMITER = /[\s()<>[\]{}/%]/;

/** A name token as a reader sees it: `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every name in `text` (latin1) from `from` to `to`, decoded. */
function* namesIn(text: string, from = 0, to = text.length): Generator<string> {
  let at = text.indexOf('/', from);
  while (at !== -1 && at < to) {
    let end = at + 1;
    while (end < to && !DELIMITER.test(text[end])) end++;
    yield decodeName(text.slice(at + 1, end));
    at = text.indexOf('/', end);
  }
}

const refuseNames = (names: Iterable<string>, withShort: boolean) => {
  for (const name of names) {
    const found = ACTIVE_NAMES.get(name) ?? (withShort ? SHORT_ACTIVE_NAMES.get(name) : undefined);
    if (found === 'JavaScript') throw documentErrors.pdfJavaScript();
    if (found) throw documentErrors.pdfActiveContent(found);
  }
};

type Stream = { dict: string; start: number; end: number };

/**
 * The file's streams as its bytes hold them, every revision and every duplicate object number included: the
 * dictionary before each `stream` keyword and the data up to the next `endstream`.
 */
function streamsOf(text: string): Stream[] {
  const streams: Stream[] = [];
  const keyword = />>\s*stream(\r\n|\n|\r)/g;
  let match: RegExpExecArray | null;
  while ((match = keyword.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const objectStart = Math.max(
      text.lastIndexOf(' obj', match.index),
      text.lastIndexOf('\nobj', match.index),
    );
    streams.push({
      dict: text.slice(objectStart + 1, match.index + 2),
      start,
      end: end === -1 ? text.length : end,
    });
    keyword.lastIndex = end === -1 ? text.length : end;
  }
  return streams;
}

const directNumber = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

/** Inflates a Flate stream, counting its bytes against `budget`; keeps them only when `keep` (an object stream). */
async function inflate(
  data: Buffer,
  budget: number,
  keep: boolean,
): Promise<{ size: number; bytes?: Buffer }> {
  const inflater = createInflate();
  const kept: Buffer[] = [];
  let size = 0;
  const done = new Promise<void>((resolve, reject) => {
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflater.destroy();
        reject(documentErrors.tooComplex('inflated streams'));
      } else if (keep) kept.push(chunk);
    });
    inflater.on('end', resolve);
    // a damaged stream is a reader's problem, not a bomb: what inflated so far counts
    inflater.on('error', () => resolve());
    inflater.on('close', () => resolve());
  });
  inflater.end(data);
  await done;
  return { size, bytes: keep ? Buffer.concat(kept) : undefined };
}

const filtersOf = (dict: string) => {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dict);
  return match ? [...namesIn(match[1])] : [];
};

/**
 * Reads a PDF's raw bytes, not only what a parser keeps: every object of every revision (an incremental update,
 * an object number defined twice) and the objects of compressed object streams. Refuses active content anywhere
 * (422 `document.pdf-javascript` or `document.pdf-active-content`), and a file whose reading would pass a limit
 * (422 `document.too-complex`): Flate streams inflating past PDF_LIMITS.inflatedBytes together, an image of more
 * than PDF_LIMITS.imagePixels, an object stream past its limit or in a filter we do not read.
 */
export async function scanPdfBytes(bytes: Uint8Array): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  const streams = streamsOf(text);
  // names outside stream data (dictionaries, arrays, trailers of every revision) with the short ones; inside
  // stream data only the long ones (a content stream never names them; compressed bytes never by chance)
  let from = 0;
  for (const stream of streams) {
    refuseNames(namesIn(text, from, stream.start), true);
    refuseNames(namesIn(text, stream.start, stream.end), false);
    from = stream.end;
  }
  refuseNames(namesIn(text, from), true);

  let budget = PDF_LIMITS.inflatedBytes;
  for (const stream of streams) {
    const dictNames = [...namesIn(stream.dict)];
    const filters = filtersOf(stream.dict);
    const isObjectStream = /\/Type\s*\/ObjStm\b/.test(stream.dict) || dictNames.includes('ObjStm');
    if (dictNames.includes('Image')) {
      const pixels = (directNumber(stream.dict, 'Width') ?? 0) * (directNumber(stream.dict, 'Height') ?? 0);
      if (pixels > PDF_LIMITS.imagePixels) throw documentErrors.tooComplex('image pixels');
    }
    if (isObjectStream && filters.some((filter) => filter !== 'FlateDecode'))
      throw documentErrors.tooComplex('object stream filter');
    if (filters[0] !== 'FlateDecode') continue;
    const data = buffer.subarray(stream.start, stream.end);
    const { size, bytes: inflated } = await inflate(
      data,
      isObjectStream ? Math.min(budget, PDF_LIMITS.objectStreamBytes) : budget,
      isObjectStream,
    );
    budget -= size;
    // an object stream holds dictionaries: every name counts, the short ones too
    if (inflated) refuseNames(namesIn(inflated.toString('latin1')), true);
  }
}
