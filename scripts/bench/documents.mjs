// The documents of a case on the running `npm start` system (the embedded engine, services/protocols for the case,
// services/documents, identity for the session, the BFF), docs/adr-documents.md. In one run:
// - a 20 MB PDF (pdf-lib: pages of scanned-looking JPEGs) uploaded through the BFF and straight to
//   services/documents (with the internal token the BFF would forward), in a palindrome order (A B B A ...):
//   throughput through the BFF ≥ 0.60 of straight;
// - five parallel 20 MB uploads through the BFF: the rise of the resident memory of the BFF and of the documents
//   box (peak of /proc/<pid>/status VmRSS sampled every 20 ms, against just before), each < 64 MB;
// - the thumbnail of a 12-megapixel JPEG (sharp), first ask of each of its uploads (drawn, not the kept one):
//   p95 < 800 ms through the BFF;
// - a case with 200 documents: `POST /api/document/pagination` a page of 100 (the list's largest) of them,
//   p95 < 50 ms through the BFF;
// - five bombs uploaded at once while that list is asked: its p95 < 1 s (documentsBombs.mjs).
// Usage: `documentsBenchmarks({ baseURL, services, admin, pids })`.
import http from 'node:http';
import { createRequire } from 'node:module';
import { benchCallers } from './gateway.mjs';
import { documentBombsBenchmarks } from './documentsBombs.mjs';
import { documentsOutBenchmarks } from './documentsOut.mjs';

const require = createRequire(import.meta.url);
require('../register-ts.cjs');
const { latencyRows, percentile, rssOfProcess, timeCalls } = require('./measure.ts');

const MB = 1024 * 1024;
/** uploads per side for the throughput ratio */
const UPLOADS_PER_SIDE = Number(process.env.BENCH_DOCUMENT_UPLOADS ?? 4);
const PARALLEL = 5;
const THUMBNAILS = Number(process.env.BENCH_DOCUMENT_THUMBNAILS ?? 25);
const LISTED = 200;
const BOUNDARY = '----linhagem-bench-boundary';

/**
 * A 20 MB PDF as an office's scanner makes one: pages each holding a photo-like JPEG (noise over gradients, so it
 * does not compress away), built with pdf-lib and sharp.
 */
export async function makeScannedPdf(targetBytes) {
  const { PDFDocument } = require('pdf-lib');
  const sharp = require('sharp');
  const width = 2480; // A4 at 300 dpi
  const height = 3508;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 0x9e3779b9;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    raw[i] = ((i / 3) % width) / 12 + (seed >>> 26);
  }
  const scan = (rows) =>
    sharp(raw, { raw: { width, height, channels: 3 } })
      .extract({ left: 0, top: 0, width, height: rows })
      .jpeg({ quality: 92 })
      .toBuffer();
  const page = await scan(height);
  const pdf = await PDFDocument.create();
  pdf.setTitle('Certidão de nascimento (bench)');
  // whole pages, then a part of one: the file comes out at the size asked
  for (let bytes = 0; bytes < targetBytes;) {
    const left = targetBytes - bytes;
    const jpeg =
      left >= page.length ? page : await scan(Math.max(16, Math.floor((height * left) / page.length)));
    const image = await pdf.embedJpg(jpeg);
    pdf.addPage([595, 842]).drawImage(image, {
      x: 0,
      y: 842 - (842 * image.height) / height,
      width: 595,
      height: (842 * image.height) / height,
    });
    bytes += jpeg.length;
  }
  return Buffer.from(await pdf.save());
}

/** A 12-megapixel photo-like JPEG (4000 × 3000: gradients and grain), as a phone sends one. */
export async function makePhoto() {
  const sharp = require('sharp');
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      const grain = seed >>> 28;
      raw[i] = (x / 16 + grain) & 0xff;
      raw[i + 1] = (y / 12 + grain) & 0xff;
      raw[i + 2] = ((x + y) / 28 + grain) & 0xff;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same JPEG with a comment of its own after the start marker: other bytes, the same picture to decode. */
function withComment(jpeg, text) {
  const comment = Buffer.from(text);
  const marker = Buffer.alloc(4);
  marker.writeUInt16BE(0xfffe, 0);
  marker.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, comment, jpeg.subarray(2)]);
}

/** A small one-page PDF of its own (a case's many papers), by pdf-lib. */
async function makeSmallPdf(n) {
  const { PDFDocument, StandardFonts } = require('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(`Documento ${n}`, { x: 72, y: 760, size: 18, font });
  return Buffer.from(await pdf.save());
}

/** multipart/form-data of an upload: the text fields, then one `file` part. */
export function multipart(fields, file, fileName, contentType) {
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return [
    Buffer.from(
      `${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ];
}

/** POSTs the parts (Content-Length known, as a browser's FormData) in 64 KB writes; the answer and its time. */
export function upload(url, headers, parts) {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': length,
      },
    });
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.once('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 201)
          return reject(
            new Error(`documents bench: an upload answered ${response.statusCode} ${text.slice(0, 200)}`),
          );
        resolve({ ms, bytes: length, body: JSON.parse(text) });
      });
    });
    request.once('error', reject);
    const chunks = parts.flatMap((part) =>
      Array.from({ length: Math.ceil(part.length / (64 * 1024)) }, (_, i) =>
        part.subarray(i * 64 * 1024, (i + 1) * 64 * 1024),
      ),
    );
    let next = 0;
    const write = () => {
      while (next < chunks.length)
        if (!request.write(chunks[next++])) return void request.once('drain', write);
      request.end();
    };
    write();
  });
}

/** Resident memory of `pids` sampled every 20 ms while `work` runs: the rise of each over its value just before. */
export async function memoryRise(pids, work) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssOfProcess(pid)]));
  const peak = { ...before };
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name], rssOfProcess(pid));
  };
  const sampler = setInterval(sample, 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
    sample();
  }
  return Object.fromEntries(Object.keys(pids).map((name) => [name, peak[name] - before[name]]));
}

async function createCase(baseURL, headers) {
  const call = async (path, body) => {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`documents bench setup: POST ${path} answered ${response.status} ${JSON.stringify(answer).slice(0, 200)}`); // prettier-ignore
    return answer;
  };
  const tag = Date.now().toString(36);
  const client = await call('/api/client', {
    name: `Giuseppe Bortolini Documentos ${tag}`,
    typeOfPerson: 'PERSON',
    confirmDuplicateName: true,
  });
  return call('/api/protocol', {
    name: `Cidadania Bortolini ${tag}`,
    familyName: 'Bortolini',
    mainClient: client.id,
    clients: [client.id],
  });
}

const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function documentsBenchmarks({ baseURL, services, admin, pids, cpu }) {
  // the quote, a contract and the dossier export alone (documentsOut.mjs)
  if (process.env.BENCH_DOCUMENTS_ONLY === 'out')
    return documentsOutBenchmarks({ baseURL, services, admin, pids, cpu });
  const { DOCUMENT_API, MAX_DOCUMENT_BYTES } = require('@linhagem/contracts');
  const rows = [];
  const callers = await benchCallers(baseURL, admin);
  const staff = { ...callers.viaBff };
  const straightUrl = `${services.documents}${DOCUMENT_API.collection}`;
  const bffUrl = `${baseURL}${DOCUMENT_API.collection}`;
  const protocol = await createCase(baseURL, staff);
  const fields = { protocolId: protocol.id, kind: 'ORIGINAL_SCAN' };

  // throughput: the same 20 MB PDF, palindrome order so the machine's drift weighs on both sides
  const pdf = await makeScannedPdf(20 * MB);
  if (pdf.length > MAX_DOCUMENT_BYTES)
    throw new Error(`documents bench: the PDF came out at ${mb(pdf.length)}`);
  const parts = multipart(fields, pdf, 'certidao-digitalizada.pdf', 'application/pdf');
  await upload(bffUrl, staff, parts); // warm-up of both paths
  await upload(straightUrl, callers.direct, parts);
  const sides = { bff: [], straight: [] };
  /** CPU ms each box spent on each side's uploads (the machine's other load disturbs these least) */
  const cpuOf = { bff: {}, straight: {} };
  for (let i = 0; i < UPLOADS_PER_SIDE; i++) {
    const order = i % 2 === 0 ? ['bff', 'straight'] : ['straight', 'bff'];
    for (const side of order) {
      const before = cpu();
      const { ms, bytes } = await upload(
        side === 'bff' ? bffUrl : straightUrl,
        side === 'bff' ? staff : callers.direct,
        parts,
      );
      sides[side].push(bytes / MB / (ms / 1000));
      for (const [box, used] of Object.entries(cpu()))
        cpuOf[side][box] = (cpuOf[side][box] ?? 0) + used - (before[box] ?? 0);
    }
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const [viaBff, straight] = [mean(sides.bff), mean(sides.straight)];
  rows.push({
    name: `documents: ${mb(pdf.length)} PDF upload, through the BFF / straight to the service (throughput, ${UPLOADS_PER_SIDE} each)`,
    value: `${(viaBff / straight).toFixed(2)} (${viaBff.toFixed(1)} vs ${straight.toFixed(1)} MB/s)`,
    target: '≥ 0.60',
    pass: viaBff / straight >= 0.6,
  });
  const perUpload = (side) =>
    Object.entries(cpuOf[side])
      .map(([box, ms]) => [box, ms / UPLOADS_PER_SIDE])
      .filter(([, ms]) => ms >= 5)
      .sort((a, b) => b[1] - a[1])
      .map(([box, ms]) => `${box} ${ms.toFixed(0)}`)
      .join(', ');
  rows.push(
    {
      name: 'documents: CPU ms per 20 MB upload through the BFF, per box',
      value: `${perUpload('bff')}; each side's MB/s ${sides.bff.map((v) => v.toFixed(1)).join(', ')}`,
    },
    {
      name: 'documents: CPU ms per 20 MB upload straight to the service, per box',
      value: `${perUpload('straight')}; each side's MB/s ${sides.straight.map((v) => v.toFixed(1)).join(', ')}`,
    },
  );

  // memory: five uploads at once through the BFF
  const boxes = pids();
  if (!boxes.bff || !boxes.documents)
    throw new Error('documents bench: the BFF or the documents box was not found');
  let parallelMs = 0;
  const rise = await memoryRise({ bff: boxes.bff, documents: boxes.documents }, async () => {
    const started = Date.now();
    await Promise.all(Array.from({ length: PARALLEL }, () => upload(bffUrl, staff, parts)));
    parallelMs = Date.now() - started;
  });
  for (const box of ['bff', 'documents']) {
    rows.push({
      name: `documents: ${PARALLEL} parallel ${mb(pdf.length)} uploads through the BFF, resident memory rise of ${box === 'bff' ? 'the BFF' : 'services/documents'}`,
      value: `${mb(rise[box])}${box === 'bff' ? ` (all stored in ${(parallelMs / 1000).toFixed(1)} s)` : ''}`,
      target: '< 64 MB',
      pass: rise[box] < 64 * MB,
    });
  }

  // thumbnails of a 12-megapixel photo: each upload's first ask draws it
  const photo = await makePhoto();
  const drawn = [];
  let kept = [];
  for (let i = 0; i < THUMBNAILS; i++) {
    const jpeg = withComment(photo, `bench ${i} ${Date.now()}`);
    const { body } = await upload(bffUrl, staff, multipart(fields, jpeg, `foto-${i}.jpg`, 'image/jpeg'));
    const ask = async () => {
      const started = process.hrtime.bigint();
      const response = await fetch(`${baseURL}${DOCUMENT_API.thumbnail(body.id)}`, { headers: staff });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || bytes[0] !== 0xff)
        throw new Error(`documents bench: a thumbnail answered ${response.status}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    drawn.push(await ask());
    kept.push(await ask());
  }
  const drawnP95 = percentile(drawn, 95);
  rows.push(
    {
      name: `documents: thumbnail of a 12-megapixel JPEG (${mb(photo.length)}) via BFF, first ask (drawn) p50`,
      value: `${percentile(drawn, 50).toFixed(1)} ms (${drawn.length} photos; asked again, kept: p95 ${percentile(kept, 95).toFixed(1)} ms)`,
    },
    {
      name: 'documents: thumbnail of a 12-megapixel JPEG via BFF, first ask (drawn) p95',
      value: `${drawnP95.toFixed(1)} ms`,
      target: '< 800 ms',
      pass: drawnP95 < 800,
    },
  );
  kept = undefined;

  // a case with 200 documents: its own protocol, small PDFs, the list through the BFF
  const listed = await createCase(baseURL, staff);
  const listFields = { protocolId: listed.id, kind: 'OTHER' };
  for (let i = 0; i < LISTED; i += 4) {
    await Promise.all(
      [0, 1, 2, 3].map(async (k) =>
        upload(
          bffUrl,
          staff,
          multipart(listFields, await makeSmallPdf(i + k), `papel-${i + k}.pdf`, 'application/pdf'),
        ),
      ),
    );
  }
  let total = 0;
  const listThrough = (base, headers) => async (i) => {
    const response = await fetch(
      `${base}${DOCUMENT_API.pagination}?page=${1 + (i % 2)}&size=100&sort=sentAt,desc`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ protocolId: listed.id }),
      },
    );
    const page = await response.json();
    if (response.status !== 200 || page.content.length !== 100)
      throw new Error(
        `documents bench: the list answered ${response.status} ${JSON.stringify(page).slice(0, 200)}`,
      );
    total = page.totalElements;
  };
  const listOptions = { samples: 150, warmUp: 10, budgetMs: 20_000 };
  const list = await timeCalls(listThrough(baseURL, staff), listOptions);
  // the same page straight from the service: what of the time is the service's and the engine's
  const listStraight = await timeCalls(listThrough(services.documents, callers.direct), listOptions);
  rows.push(
    ...latencyRows(
      `documents: list via BFF, a page of 100 (the largest) of a case's ${LISTED} documents`,
      list,
      50,
      `${total} in the case; straight to the service p50 ${listStraight.p50.toFixed(1)} ms, p95 ${listStraight.p95.toFixed(1)} ms`,
    ),
  );
  rows.push(...(await documentBombsBenchmarks({ baseURL, staff, protocolId: listed.id })));
  rows.push(...(await documentsOutBenchmarks({ baseURL, services, admin, pids, cpu })));
  return rows;
}
