import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GEDCOM_PROBLEM_CODES, type GedcomPreview } from '@linhagem/contracts';
import { manyPersonsGedcom, uploadGedcom } from '../../../test/gedcomFiles';
import { startClientsTestService, type ClientsTestService } from '../../../test/support';
import { readGedcom } from './readGedcom';

// the machine the tests share can be slow many times over: the limit here is for runaway files, not this one
process.env.GEDCOM_WORK_TIMEOUT_MS = '60000';
jest.setTimeout(120_000);
let service: ClientsTestService;
beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(() => service.close());

// the 5 s target of 40,000 persons is the gedcom bench's (`npm run bench -- gedcom`): a shared machine's load moves
// absolute times, not their ratio
it('reads persons in linear time: twice the persons take about twice the time', () => {
  const time = (count: number) => {
    const bytes = manyPersonsGedcom(count);
    const started = performance.now();
    const read = readGedcom(bytes);
    expect(read.persons).toHaveLength(count);
    return performance.now() - started;
  };
  time(2_000); // warm up
  const small = time(20_000);
  const large = time(40_000);
  // a scan per person made it four times; allow the machine's noise
  expect(large / small).toBeLessThan(3.2);
});

it('previews 30,000 persons over HTTP off the event loop: other requests keep their latency', async () => {
  const bytes = manyPersonsGedcom(30_000);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let reading = true;
  const answer = uploadGedcom(service.url, bytes, { fileName: 'árvore grande.ged' }).finally(
    () => (reading = false),
  );
  const latencies: number[] = [];
  while (reading) {
    const started = performance.now();
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  delay.disable();
  const { status, body } = await answer;
  expect([status, body.code, body.details]).toEqual([200, undefined, undefined]);
  const preview = body as GedcomPreview;
  expect(preview.persons).toHaveLength(30_000);
  expect(preview.families[0].childXrefs).toHaveLength(2_000);
  expect(preview.problems.filter((p) => p.code === GEDCOM_PROBLEM_CODES.uncertainDate)).toHaveLength(3_000);
  latencies.sort((a, b) => a - b);
  expect(latencies[Math.floor(latencies.length * 0.95)]).toBeLessThan(300);
});
