import { runBenchmarks } from './bench';

it('measures cached, proxied and direct GETs in one bounded run', async () => {
  const started = Date.now();
  const results = await runBenchmarks();
  expect(Date.now() - started).toBeLessThan(40_000);
  expect(results.map((r) => r.name)).toHaveLength(5);
  for (const r of results.slice(0, 3)) expect(r.value).toMatch(/^\d+ req\/s, p50 [\d.]+ ms, p99 [\d.]+ ms$/);
  process.stdout.write(
    results
      .map(
        (r) => `${r.name}: ${r.value}${r.target ? ` (target ${r.target}: ${r.pass ? 'pass' : 'FAIL'})` : ''}`,
      )
      .join('\n') + '\n',
  );
}, 60_000);
