import { PDFDocument, PDFName, PDFString, type PDFDict } from 'pdf-lib';
import { DOCUMENT_ERROR_CODES } from '@linhagem/contracts';
import { makePdf } from '../../test/files';
import { inspectPdf } from './pdf';

/** A one-page PDF built by pdf-lib, changed by `change` before it is saved. */
async function pdfWith(change: (pdf: PDFDocument) => void | Promise<void>, objectStreams = true) {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Certidão', { x: 50, y: 760 });
  await change(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams: objectStreams }));
}

const annotation = (pdf: PDFDocument, entries: Record<string, unknown>) =>
  pdf
    .getPage(0)
    .node.set(
      PDFName.of('Annots'),
      pdf.context.obj([
        pdf.context.register(pdf.context.obj({ Type: 'Annot', Rect: [0, 0, 99, 99], ...entries } as never)),
      ]),
    );

/** An incremental update as a writer appends one: objects after the file's end, then a trailer pointing back. */
const appendUpdate = (pdf: Buffer, objects: string) =>
  Buffer.concat([pdf, Buffer.from(`\n${objects}\ntrailer\n<< /Size 200 /Root 1 0 R >>\n%%EOF\n`, 'latin1')]);

const refused = (code: string, found?: string) =>
  expect.objectContaining({ status: 422, code, ...(found ? { details: { found } } : {}) });

describe('a PDF with active content is refused wherever it hides', () => {
  it.each([true, false])('a launch action on a link (object streams: %s)', async (objectStreams) => {
    const bytes = await pdfWith(
      (pdf) =>
        annotation(pdf, {
          Subtype: 'Link',
          A: pdf.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }),
        }),
      objectStreams,
    );
    await expect(inspectPdf(bytes)).rejects.toEqual(refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'Launch'));
  });

  it('a form that submits or imports data', async () => {
    for (const S of ['SubmitForm', 'ImportData']) {
      const bytes = await pdfWith((pdf) =>
        annotation(pdf, { Subtype: 'Widget', A: pdf.context.obj({ S, F: PDFString.of('https://x.test') }) }),
      );
      await expect(inspectPdf(bytes)).rejects.toEqual(refused(DOCUMENT_ERROR_CODES.pdfActiveContent, S));
    }
  });

  it('an embedded file and rich media', async () => {
    const attached = await pdfWith((pdf) =>
      pdf.attach(Buffer.from('MZ not really a program'), 'recibo.exe', {
        mimeType: 'application/octet-stream',
      }),
    );
    await expect(inspectPdf(attached)).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'EmbeddedFile'),
    );
    const media = await pdfWith((pdf) => annotation(pdf, { Subtype: 'RichMedia' }));
    await expect(inspectPdf(media)).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'RichMedia'),
    );
  });

  it('a script in an incremental update a parser keeps or not, and in a duplicate object number', async () => {
    const clean = await makePdf({ objectStreams: false });
    // a new object no cross-reference names: pdf-lib never sees it, a lenient reader may
    const unlisted = appendUpdate(clean, '150 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj');
    await expect(inspectPdf(unlisted)).rejects.toEqual(refused(DOCUMENT_ERROR_CODES.pdfJavaScript));
    // object 1 defined again, with its name written in #-escapes
    const duplicate = appendUpdate(
      clean,
      '1 0 obj\n<< /Type /Catalog /OpenAction << /S /L#61unch /F (x) >> >>\nendobj',
    );
    await expect(inspectPdf(duplicate)).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'Launch'),
    );
    const escapedScript = appendUpdate(clean, '151 0 obj\n<< /S /J#61va#53cript /JS (x) >>\nendobj');
    await expect(inspectPdf(escapedScript)).rejects.toEqual(refused(DOCUMENT_ERROR_CODES.pdfJavaScript));
  });

  it('an action chain deeper than a reader follows', async () => {
    const bytes = await pdfWith((pdf) => {
      let action: PDFDict = pdf.context.obj({ S: 'GoTo', D: [0, 'Fit'] }) as PDFDict;
      for (let depth = 0; depth < 40; depth++)
        action = pdf.context.obj({ S: 'GoTo', D: [0, 'Fit'], Next: action }) as PDFDict;
      pdf.catalog.set(PDFName.of('OpenAction'), action);
    });
    await expect(inspectPdf(bytes)).rejects.toEqual(
      refused(DOCUMENT_ERROR_CODES.pdfActiveContent, 'nesting deeper than a reader follows'),
    );
  });

  it('passes a plain page and a short chain of page jumps', async () => {
    const bytes = await pdfWith((pdf) => {
      const next = pdf.context.obj({ S: 'GoTo', D: [0, 'Fit'] });
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'GoTo', D: [0, 'Fit'], Next: next }));
    });
    expect(await inspectPdf(bytes)).toEqual({ pageCount: 1 });
  });
});
