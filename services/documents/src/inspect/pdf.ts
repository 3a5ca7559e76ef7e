import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFObject } from 'pdf-lib';
import { documentErrors } from '../errors';

/** Keys that carry JavaScript: an action's script, and the document's name tree of scripts. */
const SCRIPT_KEYS = new Set(['/JS', '/JavaScript']);
const JAVASCRIPT = PDFName.of('JavaScript');
const S = PDFName.of('S');

/** True when a PDF object (a dictionary, an array, a stream's dictionary, and what they hold directly) names a script. */
function carriesScript(object: PDFObject | undefined, depth = 0): boolean {
  if (!object || depth > 32) return false;
  if (object instanceof PDFStream || object instanceof PDFRawStream)
    return carriesScript(object.dict, depth + 1);
  if (object instanceof PDFArray) return object.asArray().some((item) => carriesScript(item, depth + 1));
  if (!(object instanceof PDFDict)) return false;
  if (object.get(S) === JAVASCRIPT) return true;
  for (const [key, value] of object.entries()) {
    if (SCRIPT_KEYS.has(key.asString())) return true;
    if (carriesScript(value, depth + 1)) return true;
  }
  return false;
}

/** Raw bytes of `/Encrypt` in a PDF's trailer, for a file whose structure cannot be parsed. */
const ENCRYPT_MARK = Buffer.from('/Encrypt');

/**
 * What a PDF is, from its structure (pdf-lib): its page count. An encrypted PDF (an `/Encrypt` in its trailer: it
 * needs a password, and its content cannot be checked) gives 422 `document.pdf-encrypted`; one that carries
 * JavaScript anywhere (an action `/S /JavaScript`, a `/JS` key, the catalog's `/Names /JavaScript` tree, an
 * `/OpenAction` that runs a script), 422 `document.pdf-javascript`; one that does not parse, 422
 * `document.unreadable`. Every indirect object is walked, those inside compressed object streams included.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pageCount: number }> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPT_MARK))
      throw documentErrors.pdfEncrypted();
    throw documentErrors.unreadable();
  }
  if (pdf.isEncrypted) throw documentErrors.pdfEncrypted();
  let scripted: boolean;
  let pageCount: number;
  try {
    const objects = pdf.context.enumerateIndirectObjects().map(([, object]) => object);
    scripted = carriesScript(pdf.catalog) || objects.some((object) => carriesScript(object));
    pageCount = pdf.getPageCount();
  } catch {
    // a file with a PDF's header and trailer but no catalog or page tree
    throw documentErrors.unreadable();
  }
  if (scripted) throw documentErrors.pdfJavaScript();
  if (pageCount < 1) throw documentErrors.unreadable();
  return { pageCount };
}
