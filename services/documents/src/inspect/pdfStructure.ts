import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFObject } from 'pdf-lib';
import { documentErrors } from '../errors';
import { PDF_LIMITS } from './scanPdfBytes';

/** Keys that carry JavaScript: an action's script, and the document's name tree of scripts. */
const SCRIPT_KEYS = new Set(['/JS', '/JavaScript']);
/** Other keys of active content: the name tree and the file specifications of embedded files, XFA forms. */
const ACTIVE_KEYS = new Map([
  ['/EmbeddedFiles', 'EmbeddedFile'],
  ['/EF', 'EmbeddedFile'],
  ['/RichMediaContent', 'RichMedia'],
  ['/XFA', 'XFA'],
]);
/** Action types (`/S`) that run, launch, send or import; a script is refused as such. */
const ACTIVE_ACTIONS = new Set(['/Launch', '/SubmitForm', '/ImportData', '/RichMediaExecute', '/GoToE']);
const JAVASCRIPT = PDFName.of('JavaScript');
const S = PDFName.of('S');
/** Nesting a reader may follow inside one object (action chains, annotation trees); deeper is refused. */
const MAX_DEPTH = 32;

type Found = 'JavaScript' | string | undefined;

/** What active content a PDF object (a dictionary, an array, a stream's dictionary, what they hold) names, if any. */
function activeContentIn(object: PDFObject | undefined, depth = 0): Found {
  if (!object) return undefined;
  if (depth > MAX_DEPTH) return 'nesting deeper than a reader follows';
  if (object instanceof PDFStream || object instanceof PDFRawStream)
    return activeContentIn(object.dict, depth + 1);
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = activeContentIn(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!(object instanceof PDFDict)) return undefined;
  const action = object.get(S);
  if (action === JAVASCRIPT) return 'JavaScript';
  if (action instanceof PDFName && ACTIVE_ACTIONS.has(action.asString())) return action.asString().slice(1);
  for (const [key, value] of object.entries()) {
    if (SCRIPT_KEYS.has(key.asString())) return 'JavaScript';
    const active = ACTIVE_KEYS.get(key.asString());
    if (active) return active;
    const found = activeContentIn(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Raw bytes of `/Encrypt` in a PDF's trailer, for a file whose structure cannot be parsed. */
const ENCRYPT_MARK = Buffer.from('/Encrypt');

/**
 * What a PDF is, from its structure as pdf-lib parses it (the raw bytes are scanned first, `scanPdfBytes`): its
 * page count (over PDF_LIMITS.pages, 422 `document.too-complex`). An encrypted PDF (an `/Encrypt` in its trailer: it
 * needs a password, and its content cannot be checked) gives 422 `document.pdf-encrypted`; one that carries
 * JavaScript anywhere (an action `/S /JavaScript`, a `/JS` key, the catalog's `/Names /JavaScript` tree, an
 * `/OpenAction` that runs a script), 422 `document.pdf-javascript`; one that does not parse, 422
 * `document.unreadable`. Every indirect object is walked, those inside compressed object streams included; active
 * content other than scripts is 422 `document.pdf-active-content`, and so is nesting deeper than MAX_DEPTH.
 */
export async function readPdfStructure(bytes: Uint8Array): Promise<{ pageCount: number }> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPT_MARK))
      throw documentErrors.pdfEncrypted();
    throw documentErrors.unreadable();
  }
  if (pdf.isEncrypted) throw documentErrors.pdfEncrypted();
  let found: Found;
  let pageCount: number;
  try {
    found = activeContentIn(pdf.catalog);
    for (const [, object] of pdf.context.enumerateIndirectObjects()) found ??= activeContentIn(object);
    pageCount = pdf.getPageCount();
  } catch {
    // a file with a PDF's header and trailer but no catalog or page tree
    throw documentErrors.unreadable();
  }
  if (found === 'JavaScript') throw documentErrors.pdfJavaScript();
  if (found) throw documentErrors.pdfActiveContent(found);
  if (pageCount < 1) throw documentErrors.unreadable();
  if (pageCount > PDF_LIMITS.pages) throw documentErrors.tooComplex('pages');
  return { pageCount };
}
