// The documents that leave a case, on the running `npm start` system (docs/adr-pdf-rendering.md,
// docs/adr-dossier-export.md), through the BFF as a signed-in office user:
// - a three-page contract (`POST /api/contract/{id}/render`): p95 < 300 ms;
// - the quote of a protocol with 12 services (`GET /api/protocol/{id}/quote.pdf`): p95 < 200 ms;
// - the dossier of a case with 200 accepted files of 1 MB (`GET /api/protocol/{id}/dossier.zip`), read as it
//   streams: ≥ 50 MB/s, the resident memory of services/documents (peak of VmRSS every 20 ms against just
//   before) rising < 64 MB.
// Beside each, the CPU ms each box spent per call: on a machine shared with other work the times measure the
// machine, the CPU what a free one would need.
// Usage: `documentsOutBenchmarks({ baseURL, services, admin, pids, cpu })`; `npm run bench -- documents` runs it after
// the uploads (`BENCH_DOCUMENTS_ONLY=out` runs it alone).
import { createRequire } from 'node:module';
import { benchCallers } from './gateway.mjs';
import { makeScannedPdf, memoryRise, multipart, upload } from './documents.mjs';

const require = createRequire(import.meta.url);
require('../register-ts.cjs');
const { latencyRows, timeCalls } = require('./measure.ts');

const MB = 1024 * 1024;
const DOSSIER_FILES = Number(process.env.BENCH_DOSSIER_FILES ?? 200);
const KINDS = ['ORIGINAL_SCAN', 'APOSTILLE_ORIGINAL', 'TRANSLATION', 'APOSTILLE_TRANSLATION'];
/** certificates per checklist person: 5 × 4 kinds = 20 files a person, 10 persons for 200 files */
const CERTIFICATES_PER_PERSON = 5;
const EXPORTS = Number(process.env.BENCH_DOSSIER_EXPORTS ?? 3);

/** A JSON call through the BFF that must succeed; its parsed answer. */
const caller = (baseURL, headers) => async (method, path, body) => {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`documents-out bench setup: ${method} ${path} answered ${response.status} ${text.slice(0, 200)}`); // prettier-ignore
  return text ? JSON.parse(text) : undefined;
};

/** Bytes through the BFF, drained as they come; the answer's size and time. */
async function download(url, headers, init = {}) {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
  if (!response.ok) throw new Error(`documents-out bench: ${url} answered ${response.status} ${(await response.text()).slice(0, 200)}`); // prettier-ignore
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** The CPU ms each box spent in `work` per call (`work` answers how many calls it made), busiest first. */
async function cpuPerCall(cpu, work) {
  const before = cpu();
  const calls = await work();
  const after = cpu();
  return Object.entries(after)
    .map(([box, ms]) => [box, (ms - (before[box] ?? 0)) / calls])
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([box, ms]) => `${box} ${ms.toFixed(0)}`)
    .join(', ');
}

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function documentsOutBenchmarks({ baseURL, services, admin, pids, cpu }) {
  const { CERTIFICATE_API, DOCUMENT_API, DOSSIER_EXPORT_API, RENDER_API } = require('@linhagem/contracts');
  const rows = [];
  const callers = await benchCallers(baseURL, admin);
  const staff = callers.viaBff;
  const call = caller(baseURL, staff);
  const tag = Date.now().toString(36);

  const client = await call('POST', '/api/client', {
    name: `Giuseppe Fontana Dossiê ${tag}`,
    typeOfPerson: 'PERSON',
    confirmDuplicateName: true,
  });
  const protocol = await call('POST', '/api/protocol', {
    name: `Cidadania Fontana ${tag}`,
    familyName: 'Fontana',
    mainClient: client.id,
    clients: [client.id],
  });

  // a three-page contract (95 paragraphs, as the render test's long letter fills three pages)
  const paragraphs = Array.from(
    { length: 95 },
    (_, k) => `<p>Cláusula ${k + 1}: {{clientName}}, da família {{familyName}}, contrata o escritório.</p>`,
  );
  const contract = await call('POST', '/api/contract', {
    name: `Contrato longo ${tag}`,
    text: `<h2>Contrato</h2>${paragraphs.join('')}`,
  });
  const renderContract = async () => {
    const { bytes } = await download(`${baseURL}${RENDER_API.contract(contract.id)}`, staff, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ protocolId: protocol.id, clientId: client.id }),
    });
    if (bytes < 1000) throw new Error('documents-out bench: the contract came out empty');
  };
  let contractTimes;
  const contractCpu = await cpuPerCall(cpu, async () => {
    contractTimes = await timeCalls(renderContract, { samples: 60, warmUp: 5, budgetMs: 40_000 });
    return contractTimes.n + 5;
  });
  rows.push(
    ...latencyRows(
      'documents out: a three-page contract via BFF',
      contractTimes,
      300,
      `CPU ms per call: ${contractCpu}`,
    ),
  );

  // the quote of a protocol with 12 services
  for (let k = 0; k < 12; k++) {
    const typeService = await call('POST', '/api/type-service', {
      name: `Serviço de bench ${k + 1} ${tag}`,
      price: 10000 + k * 1234,
      sharedValue: false,
      additivePerClient: 0,
      haveDiscount: k % 2 === 0,
      discountType: 'PERCENT',
      discount: 5,
      perClient: true,
      cumulative: false,
      amountOfItems: 0,
    });
    await call('POST', `/api/protocol/${protocol.id}/service`, {
      typeService: typeService.id,
      clients: [client.id],
    });
  }
  const quote = async () => {
    const { bytes } = await download(`${baseURL}${RENDER_API.quotePdf(protocol.id)}`, staff);
    if (bytes < 1000) throw new Error('documents-out bench: the quote came out empty');
  };
  let quoteTimes;
  const quoteCpu = await cpuPerCall(cpu, async () => {
    quoteTimes = await timeCalls(quote, { samples: 60, warmUp: 5, budgetMs: 40_000 });
    return quoteTimes.n + 5;
  });
  rows.push(
    ...latencyRows(
      'documents out: the quote of a protocol with 12 services via BFF',
      quoteTimes,
      200,
      `CPU ms per call: ${quoteCpu}`,
    ),
  );

  // a case with 200 accepted files of 1 MB: stored straight to the service (the setup, not the measure)
  const pdf = await makeScannedPdf(1 * MB);
  const persons = Math.ceil(DOSSIER_FILES / (CERTIFICATES_PER_PERSON * KINDS.length));
  let parent;
  const certificates = [];
  for (let p = 0; p < persons; p++) {
    const person = await call('POST', CERTIFICATE_API.collection, {
      protocolId: protocol.id,
      category: p === 0 ? 'IMMIGRANT' : p === persons - 1 ? 'APPLICANT' : 'ASCENDANT',
      name: `Pessoa ${p + 1} da Conceição`,
      ...(parent && { parentId: parent }),
      certificates: Array.from({ length: CERTIFICATES_PER_PERSON }, () => ({
        typeOfCertificate: 'BIRTH',
        typeOfDocument: 'NORMAL',
      })),
    });
    parent = person.id;
    certificates.push(...person.certificates.map((c) => c.id));
  }
  const straight = `${services.documents}${DOCUMENT_API.collection}`;
  const targets = certificates.flatMap((id) => KINDS.map((kind) => ({ id, kind }))).slice(0, DOSSIER_FILES);
  for (let i = 0; i < targets.length; i += 4)
    await Promise.all(
      targets.slice(i, i + 4).map(async ({ id, kind }) => {
        const fields = { protocolId: protocol.id, certificateId: id, kind };
        const { body } = await upload(
          straight,
          callers.direct,
          multipart(fields, pdf, 'certidao.pdf', 'application/pdf'),
        );
        await call('POST', DOCUMENT_API.review(body.id), { decision: 'ACCEPTED' });
      }),
    );

  const boxes = pids();
  if (!boxes.documents) throw new Error('documents-out bench: the documents box was not found');
  const url = `${baseURL}${DOSSIER_EXPORT_API.dossierZip(protocol.id)}`;
  await download(url, staff); // warm-up
  const speeds = [];
  let size = 0;
  let exportCpu = '';
  const rise = await memoryRise({ documents: boxes.documents }, async () => {
    exportCpu = await cpuPerCall(cpu, async () => {
      for (let i = 0; i < EXPORTS; i++) {
        const { bytes, ms } = await download(url, staff);
        size = bytes;
        speeds.push(bytes / MB / (ms / 1000));
      }
      return EXPORTS;
    });
  });
  const slowest = Math.min(...speeds);
  rows.push(
    {
      name: `documents out: dossier of ${targets.length} accepted files of ${(pdf.length / MB).toFixed(1)} MB via BFF (${(size / MB).toFixed(0)} MB ZIP), slowest of ${EXPORTS}`,
      value: `${slowest.toFixed(1)} MB/s (each ${speeds.map((v) => v.toFixed(1)).join(', ')}; CPU ms per export: ${exportCpu})`,
      target: '≥ 50 MB/s',
      pass: slowest >= 50,
    },
    {
      name: 'documents out: dossier export, resident memory rise of services/documents',
      value: `${(rise.documents / MB).toFixed(1)} MB`,
      target: '< 64 MB',
      pass: rise.documents < 64 * MB,
    },
  );
  return rows;
}
