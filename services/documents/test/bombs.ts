import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';

/**
 * Files that cost far more to read than to send, made in the test (docs/adr-documents.md "Bounded file work"):
 * each is a small PDF whose one page holds what a reader must inflate or draw.
 */

/** `repeat` copies of `unit` deflated as they are made: hundreds of MB never held whole. */
export async function deflated(unit: string, repeat: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor((1 << 20) / unit.length))));
  const perBlock = Math.floor(block.length / unit.length);
  for (let made = 0; made < repeat; made += perBlock)
    if (!deflate.write(made + perBlock <= repeat ? block : block.subarray(0, (repeat - made) * unit.length)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return Buffer.concat(out);
}

async function pdfWithPage(contents: Buffer, addImage?: Buffer) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const stream = pdf.context.stream(contents, { Filter: 'FlateDecode' });
  page.node.set(PDFName.of('Contents'), pdf.context.register(stream));
  if (addImage) {
    const image = pdf.context.stream(addImage, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 12000,
      Height: 12000,
      BitsPerComponent: 8,
      ColorSpace: 'DeviceGray',
      Filter: 'FlateDecode',
    });
    page.node.set(
      PDFName.of('Resources'),
      pdf.context.obj({ XObject: pdf.context.obj({ Im1: pdf.context.register(image) }) }),
    );
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A page whose content stream inflates to `megabytes` MB of spaces (a reader inflates it whole). */
export async function makeInflateBomb(megabytes = 400) {
  return pdfWithPage(await deflated(' ', megabytes * 1024 * 1024));
}

/** A page that draws one 12000 × 12000 grey image (144 megapixels, 140 KB deflated). */
export async function makeHugeImagePdf() {
  return pdfWithPage(
    await deflated('q 500 0 0 500 50 50 cm /Im1 Do Q\n', 1),
    await deflated('\0', 12000 * 12000),
  );
}

/** A page of `segments` crossing lines, each stroked: small when deflated, long to draw. */
export async function makeHeavyDrawingPdf(segments = 3_000_000) {
  return pdfWithPage(await deflated('10 10 m 585 832 l 585 10 l 10 832 l S\n', segments));
}
