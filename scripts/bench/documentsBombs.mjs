// Five files that cost far more to read than to send (docs/adr-documents.md "Bounded file work"), uploaded at once
// through the BFF of the running system, while a staff user lists a case's documents: the list's p95 stays under
// 1 s, and every bomb is refused with 422 document.too-complex. The bombs are the tests' own
// (services/documents/test/bombs.ts): two pages inflating to 400 and 300 MB, a 12000 × 12000 image, two pages of
// three million strokes. Usage: `documentBombsBenchmarks({ baseURL, staff, listed })` from documents.mjs.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../register-ts.cjs');
const { percentile } = require('./measure.ts');
const {
  makeHeavyDrawingPdf,
  makeHugeImagePdf,
  makeInflateBomb,
} = require('../../services/documents/test/bombs.ts');

const TARGET_MS = 1000;

/** @returns {Promise<import('./measure').BenchRow[]>} */
export async function documentBombsBenchmarks({ baseURL, staff, protocolId }) {
  const { DOCUMENT_API, DOCUMENT_ERROR_CODES } = require('@linhagem/contracts');
  const bombs = [
    await makeInflateBomb(400),
    await makeHugeImagePdf(),
    await makeHeavyDrawingPdf(3_000_000),
    await makeInflateBomb(300),
    await makeHeavyDrawingPdf(3_000_000),
  ];
  const send = async (bytes) => {
    const form = new FormData();
    form.append('protocolId', protocolId);
    form.append('kind', 'ORIGINAL_SCAN');
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'certidao.pdf');
    const response = await fetch(`${baseURL}${DOCUMENT_API.collection}`, {
      method: 'POST',
      headers: staff,
      body: form,
    });
    return (await response.json()).code;
  };
  let reading = true;
  const started = performance.now();
  const answers = Promise.all(bombs.map(send)).finally(() => (reading = false));
  const latencies = [];
  while (reading) {
    const asked = performance.now();
    const response = await fetch(`${baseURL}${DOCUMENT_API.pagination}?page=1&size=100`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ protocolId }),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const codes = await answers;
  const refused = codes.filter((code) => code === DOCUMENT_ERROR_CODES.tooComplex).length;
  const p95 = percentile(latencies, 95);
  return [
    {
      name: "documents: a case's document list via BFF while five bombs are uploaded, p95",
      value: `${p95.toFixed(0)} ms (p50 ${percentile(latencies, 50).toFixed(0)} ms, ${latencies.length} lists in ${((performance.now() - started) / 1000).toFixed(1)} s; ${refused} of 5 refused too-complex)`,
      target: `< ${TARGET_MS} ms, 5 refused`,
      pass: p95 < TARGET_MS && refused === 5,
    },
  ];
}
