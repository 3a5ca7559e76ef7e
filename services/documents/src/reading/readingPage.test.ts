import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  DOCUMENT_API,
  ERROR_CODES,
  READING_API,
  READING_ERROR_CODES,
  type DocumentReading,
} from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import {
  startDocumentsApiTestService,
  uploadAs,
  type CaseWithCertificates,
  type DocumentsApiTestService,
} from '../../test/support';
import { ReadingRunner } from './readingQueue';
import { drawShortBirthCertificate } from './testCertificates';

// one small PDF page is read by OCR here (docs/adr-reading.md "Applying": a field's box on its page)
jest.setTimeout(240_000);

let service: DocumentsApiTestService;
let family: CaseWithCertificates;
let pdfDocument: string;

beforeAll(async () => {
  service = await startDocumentsApiTestService();
  family = await service.caseWithCertificates('Maria Pagina');
  // a scan as an office's scanner makes it: the certificate's picture on an A4 page, lower on the page
  const pdf = await PDFDocument.create();
  const png = await pdf.embedPng(await drawShortBirthCertificate('MARIA APARECIDA DOS SANTOS'));
  pdf.addPage([595, 842]).drawImage(png, { x: 20, y: 300, width: 555, height: 212 });
  const sent = await uploadAs(
    `${service.url}${DOCUMENT_API.collection}`,
    { protocolId: family.id, certificateId: family.birth, kind: 'ORIGINAL_SCAN' },
    [{ bytes: Buffer.from(await pdf.save()), name: 'certidão.pdf', type: 'application/pdf' }],
  );
  pdfDocument = sent.body.id;
  const runner = new ReadingRunner(service.database.connection, 1).start();
  await runner.whenIdle();
  await runner.stop();
});
afterAll(() => service.close());

const get = (path: string, level: 'NORMAL' | 'LIMITED' = 'LIMITED') =>
  fetch(`${service.url}${path}`, { headers: callerHeaders(level) });

describe("a page read, to draw a field's box on", () => {
  it("answers a PDF's page as a JPEG in the page's proportions, the name's box over the printed name", async () => {
    const reading = (await requestJson(`${service.url}${READING_API.reading(pdfDocument)}`, {
      headers: callerHeaders('LIMITED'),
    })) as { body: DocumentReading };
    const name = reading.body.fields.find((field) => field.name === 'personName');
    expect(name).toMatchObject({ value: 'Maria Aparecida dos Santos', page: 1 });
    const [page] = reading.body.pages;

    const answer = await get(READING_API.page(pdfDocument, 1));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await answer.arrayBuffer());
    const { width, height } = await sharp(bytes).metadata();
    expect(Math.abs(width! / height! - page.width / page.height)).toBeLessThan(0.01);

    // the box scaled to the picture holds ink (the name); the same box higher on the page, where nothing is
    // printed, is blank
    const ink = async ([x0, y0, x1, y1]: number[]) => {
      const scale = width! / page.width;
      const region = {
        left: Math.round(x0 * scale),
        top: Math.round(y0 * scale),
        width: Math.max(1, Math.round((x1 - x0) * scale)),
        height: Math.max(1, Math.round((y1 - y0) * scale)),
      };
      // stats read their input: the region is cut out first
      const cut = await sharp(bytes).extract(region).greyscale().toBuffer();
      return (await sharp(cut).stats()).channels[0].min;
    };
    expect(await ink(name!.box)).toBeLessThan(100);
    const [x0, y0, x1, y1] = name!.box;
    expect(await ink([x0, y0 - page.height / 4, x1, y1 - page.height / 4])).toBeGreaterThan(200);
  });

  it('refuses a page not read, a page number out of range and a document with no reading', async () => {
    const past = await requestJson(`${service.url}${READING_API.page(pdfDocument, 2)}`, {
      headers: callerHeaders('LIMITED'),
    });
    expect([past.status, past.body.code]).toEqual([404, READING_ERROR_CODES.pageNotFound]);
    const zero = await requestJson(`${service.url}${READING_API.page(pdfDocument, 0)}`, {
      headers: callerHeaders('LIMITED'),
    });
    expect([zero.status, zero.body.code]).toEqual([400, ERROR_CODES.validation]);
    const none = await requestJson(`${service.url}${READING_API.page(family.id, 1)}`, {
      headers: callerHeaders('LIMITED'),
    });
    expect(none.status).toBe(404);
    expect((await fetch(`${service.url}${READING_API.page(pdfDocument, 1)}`)).status).toBe(401);
  });
});
