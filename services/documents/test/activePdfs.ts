import { PDFDocument, PDFName, PDFString, type PDFDict } from 'pdf-lib';
import { makePdf } from './files';

/**
 * PDFs carrying active content where a filter may miss it (docs/adr-documents.md "PDF checks", "Wherever it
 * hides"), each made here with pdf-lib or appended by hand as a writer's incremental update would be.
 */

/** A one-page PDF built by pdf-lib, changed by `change` before it is saved. */
export async function pdfWith(change: (pdf: PDFDocument) => void | Promise<void>, objectStreams = true) {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Certidão', { x: 50, y: 760 });
  await change(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams: objectStreams }));
}

/** The first page given one annotation of `entries`. */
export const annotation = (pdf: PDFDocument, entries: Record<string, unknown>) =>
  pdf
    .getPage(0)
    .node.set(
      PDFName.of('Annots'),
      pdf.context.obj([
        pdf.context.register(pdf.context.obj({ Type: 'Annot', Rect: [0, 0, 99, 99], ...entries } as never)),
      ]),
    );

/** An incremental update as a writer appends one: objects after the file's end, then a trailer pointing back. */
export const appendUpdate = (pdf: Buffer, objects: string) =>
  Buffer.concat([pdf, Buffer.from(`\n${objects}\ntrailer\n<< /Size 200 /Root 1 0 R >>\n%%EOF\n`, 'latin1')]);

/** A link that launches a program. */
export const launchLink = (objectStreams = true) =>
  pdfWith(
    (pdf) =>
      annotation(pdf, {
        Subtype: 'Link',
        A: pdf.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }),
      }),
    objectStreams,
  );

/** A widget whose action submits or imports data (`SubmitForm`, `ImportData`). */
export const formAction = (S: string) =>
  pdfWith((pdf) =>
    annotation(pdf, { Subtype: 'Widget', A: pdf.context.obj({ S, F: PDFString.of('https://x.test') }) }),
  );

/** An attached program. */
export const embeddedFile = () =>
  pdfWith((pdf) =>
    pdf.attach(Buffer.from('MZ not really a program'), 'recibo.exe', {
      mimeType: 'application/octet-stream',
    }),
  );

export const richMedia = () => pdfWith((pdf) => annotation(pdf, { Subtype: 'RichMedia' }));

/** A script in an object of an incremental update that no cross-reference names: pdf-lib never sees it. */
export const unlistedScript = async () =>
  appendUpdate(
    await makePdf({ objectStreams: false }),
    '150 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj',
  );

/** Object 1 defined again by an update, its launch action's name written in #-escapes. */
export const duplicateLaunch = async () =>
  appendUpdate(
    await makePdf({ objectStreams: false }),
    '1 0 obj\n<< /Type /Catalog /OpenAction << /S /L#61unch /F (x) >> >>\nendobj',
  );

/** A script whose names are #-escaped (`/J#61va#53cript` is `/JavaScript`). */
export const escapedScript = async () =>
  appendUpdate(
    await makePdf({ objectStreams: false }),
    '151 0 obj\n<< /S /J#61va#53cript /JS (x) >>\nendobj',
  );

/** An opening action chain of `depth` page jumps through `/Next`. */
export const actionChain = (depth: number) =>
  pdfWith((pdf) => {
    let action: PDFDict = pdf.context.obj({ S: 'GoTo', D: [0, 'Fit'] }) as PDFDict;
    for (let level = 1; level < depth; level++)
      action = pdf.context.obj({ S: 'GoTo', D: [0, 'Fit'], Next: action }) as PDFDict;
    pdf.catalog.set(PDFName.of('OpenAction'), action);
  });
