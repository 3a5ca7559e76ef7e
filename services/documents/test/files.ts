import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * Real files for the tests, made in the test: PDFs with pdf-lib, pictures with sharp, and the few byte patterns
 * a library will not make (a HEIC header, a text file named .pdf).
 */

type PdfOptions = {
  pages?: number;
  /** where a script hides: the document's open action, its name tree of scripts, or a link on the first page */
  javaScript?: 'openAction' | 'names' | 'annotation';
  /** compressed object streams (pdf-lib's default) or a classic cross-reference table */
  objectStreams?: boolean;
};

export async function makePdf({
  pages = 1,
  javaScript,
  objectStreams = true,
}: PdfOptions = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 40, y: 600, width: 515, height: 200, borderWidth: 4 });
    page.drawText(`Certidão de nascimento, página ${index + 1}`, { x: 50, y: 760, size: 20, font });
  }
  const script = () =>
    pdf.context.register(
      pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
    );
  if (javaScript === 'openAction') pdf.catalog.set(PDFName.of('OpenAction'), script());
  if (javaScript === 'names')
    pdf.catalog.set(
      PDFName.of('Names'),
      pdf.context.obj({ JavaScript: pdf.context.obj({ Names: [PDFString.of('run'), script()] }) }),
    );
  if (javaScript === 'annotation') {
    const link = pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: script() });
    pdf.getPage(0).node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(link)]));
  }
  return Buffer.from(await pdf.save({ useObjectStreams: objectStreams }));
}

/**
 * A PDF that says it is encrypted: pdf-lib cannot encrypt, so a Standard security handler dictionary is put in the
 * trailer of a PDF it made (what a reader, and our check, look at first); its streams stay plain.
 */
export async function makeEncryptedPdf({ objectStreams = false } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const encrypt = pdf.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: PDFString.of('0123456789abcdef0123456789abcdef'),
    U: PDFString.of('fedcba9876543210fedcba9876543210'),
    P: -44,
  });
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  return Buffer.from(await pdf.save({ useObjectStreams: objectStreams }));
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

export const makeJpeg = (width = 64, height = 48) => picture(width, height).jpeg().toBuffer();
export const makePng = (width = 64, height = 48) => picture(width, height).png().toBuffer();
export const makeWebp = (width = 64, height = 48) => picture(width, height).webp().toBuffer();

/** A landscape JPEG whose EXIF says "rotate 90° clockwise to show" (orientation 6), as a phone held upright writes. */
export const makeRotatedJpeg = (width = 400, height = 300) =>
  picture(width, height).withMetadata({ orientation: 6 }).jpeg().toBuffer();

/** The first bytes of an iPhone photo (an ISO-BMFF `ftyp` box of brand heic), as a HEIC file starts. */
export function makeHeicHeader(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(2048, 0)]);
}

export const makeText = () => Buffer.from('Not a PDF at all, only words in a file named certidao.pdf\n');
