// `npm run bench -- ocr`: reading certificates (docs/adr-reading.md "Measured"), in this process on the
// documents' own code. Certificates of every layout read are drawn at run time with known values (200-300 dpi,
// rotated up to 3°, JPEG quality 60, light noise, four fonts), then read on a pool of READING_WORKERS (2 here):
// - field accuracy for the person's name, the event's date and the matrícula: ≥ 95 %;
// - blurred and scrawled pages: no field proposed with a wrong value;
// - seconds per page, p50 and p95 (goal p95 ≤ 4 s on 2 cores), and the resident memory the workers add;
// - the upload's answer time (the documents API on the embedded engine) before and while readings run.
import { DOCUMENT_API } from '@linhagem/contracts';
import { drawTestCertificate, TEST_LAYOUTS } from '../../services/documents/src/reading/testCertificates';
import { OcrEngine } from '../../services/documents/src/reading/ocrEngine';
import { readDocument } from '../../services/documents/src/reading/readDocument';
import { ReadingRunner } from '../../services/documents/src/reading/readingQueue';
import { startDocumentsApiTestService, uploadAs } from '../../services/documents/test/support';
import { percentile, type BenchRow } from './measure';

const PAGES = Number(process.env.BENCH_OCR_PAGES ?? 60);
const DAMAGED = Number(process.env.BENCH_OCR_DAMAGED ?? 6);
const WORKERS = Number(process.env.READING_WORKERS ?? 2);
const UPLOADS = Number(process.env.BENCH_OCR_UPLOADS ?? 20);
const ACCURACY_TARGET = 0.95;
const P95_TARGET_S = 4;

const mb = (bytes: number) => bytes / 1024 / 1024;

async function accuracyRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const engine = new OcrEngine(WORKERS);
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
  const seconds: number[] = [];
  const right = { personName: 0, eventDate: 0, matricula: 0 };
  let matriculas = 0;
  const pages = await Promise.all(
    Array.from({ length: PAGES }, (_, index) =>
      drawTestCertificate({ seed: 1000 + index, layout: TEST_LAYOUTS[index % TEST_LAYOUTS.length] }),
    ),
  );
  // WORKERS pages at a time, as the queue runs them: a page's seconds are its own, never a wait for a slot
  let next = 0;
  const readNext = async (): Promise<void> => {
    for (let page = pages[next++]; page; page = pages[next++]) {
      const started = process.hrtime.bigint();
      const reading = await readDocument(engine, { bytes: page.image, contentType: page.contentType });
      seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
      const value = (name: string) => reading.fields.find((field) => field.name === name)?.value;
      if (value('personName') === page.expected.personName) right.personName += 1;
      if (value('eventDate') === page.expected.eventDate) right.eventDate += 1;
      if (page.expected.matricula) {
        matriculas += 1;
        if (reading.matricula?.valid && reading.matricula.digits === page.expected.matricula)
          right.matricula += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, readNext));
  for (const [name, count, total] of [
    ['person name', right.personName, PAGES],
    ['event date', right.eventDate, PAGES],
    ['matrícula', right.matricula, matriculas],
  ] as const)
    rows.push({
      name: `ocr: ${name} right (${total} pages)`,
      value: `${((100 * count) / Math.max(1, total)).toFixed(1)} %`,
      target: `≥ ${ACCURACY_TARGET * 100} %`,
      pass: count / Math.max(1, total) >= ACCURACY_TARGET,
    });
  let wrong = 0;
  for (let index = 0; index < DAMAGED; index += 1) {
    const page = await drawTestCertificate({
      seed: 5000 + index,
      layout: TEST_LAYOUTS[index % TEST_LAYOUTS.length],
      damage: index % 2 ? 'scrawled' : 'blurred',
    });
    const reading = await readDocument(engine, { bytes: page.image, contentType: page.contentType });
    for (const name of ['personName', 'eventDate', 'eventPlace'] as const) {
      const value = reading.fields.find((field) => field.name === name)?.value;
      if (value !== undefined && value !== page.expected[name]) wrong += 1;
    }
  }
  rows.push({
    name: `ocr: wrong fields proposed on ${DAMAGED} blurred or scrawled pages`,
    value: wrong,
    target: '0',
    pass: wrong === 0,
  });
  clearInterval(sampler);
  rows.push({
    name: `ocr: seconds per page p50 (${WORKERS} workers at once)`,
    value: `${percentile(seconds, 50).toFixed(2)} s`,
  });
  rows.push({
    name: 'ocr: seconds per page p95',
    value: `${percentile(seconds, 95).toFixed(2)} s`,
    target: `≤ ${P95_TARGET_S} s`,
    pass: percentile(seconds, 95) <= P95_TARGET_S,
  });
  rows.push({
    name: `ocr: resident memory the ${WORKERS} workers add (peak)`,
    value: `${mb(rssPeak - rssBefore).toFixed(0)} MB`,
  });
  await engine.terminate();
  return rows;
}

/** The upload's answer time alone, then while the readings of what was uploaded run. */
async function uploadRows(): Promise<BenchRow[]> {
  const service = await startDocumentsApiTestService();
  try {
    const family = await service.caseWithCertificates('Bench Leitura');
    const page = await drawTestCertificate({ seed: 7, layout: 'BR_BIRTH' });
    const uploadOnce = async () => {
      const started = process.hrtime.bigint();
      const sent = await uploadAs(
        `${service.url}${DOCUMENT_API.collection}`,
        { protocolId: family.id, certificateId: family.birth, kind: 'ORIGINAL_SCAN' },
        [{ bytes: page.image, name: 'certidão.jpg', type: 'image/jpeg' }],
      );
      if (sent.status !== 201) throw new Error(`upload answered ${sent.status}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const alone: number[] = [];
    for (let index = 0; index < UPLOADS; index += 1) alone.push(await uploadOnce());
    const runner = new ReadingRunner(service.database.connection, WORKERS).start();
    // let the workers start and read before timing
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const during: number[] = [];
    for (let index = 0; index < UPLOADS; index += 1) during.push(await uploadOnce());
    await runner.stop();
    return [
      { name: 'ocr: upload answer p95, no reading running', value: `${percentile(alone, 95).toFixed(0)} ms` },
      {
        name: `ocr: upload answer p95 while ${WORKERS} readings run`,
        value: `${percentile(during, 95).toFixed(0)} ms`,
        target: '< 2 × alone + 50 ms',
        pass: percentile(during, 95) < 2 * percentile(alone, 95) + 50,
      },
    ];
  } finally {
    await service.close();
  }
}

export async function runBenchmarks(): Promise<BenchRow[]> {
  return [...(await accuracyRows()), ...(await uploadRows())];
}
