import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AppError } from '../AppError';
import { fileWorkPool } from './fileWorkPool';

const tooComplex = () => new AppError(422, 'too complex', { code: 'document.too-complex' as never });
const pool = fileWorkPool({
  filename: path.join(__dirname, '../../test/fileWorkTasks.ts'),
  timeoutMs: 1500,
  maxMemoryMb: 64,
  overLimit: tooComplex,
  threads: 1,
  maxQueue: 1,
});
afterAll(() => pool.close());

describe('file work in worker threads', () => {
  it('answers a task and hands back its refusal as an AppError', async () => {
    expect(await pool.run('echo', { text: 'ata' })).toBe('ATA');
    await expect(pool.run('refuse', {})).rejects.toMatchObject({
      status: 422,
      code: 'document.unreadable',
      details: { why: 'test' },
    });
  });

  it('ends a task past its time limit without holding the event loop, and the next task runs', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = Date.now();
    await expect(pool.run('spin', {})).rejects.toMatchObject({ code: 'document.too-complex' });
    delay.disable();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(delay.max / 1e6).toBeLessThan(500);
    expect(await pool.run('echo', { text: 'after' })).toBe('AFTER');
  });

  it('ends a task past its memory limit, and the next task runs', async () => {
    await expect(pool.run('hoard', {})).rejects.toMatchObject({ code: 'document.too-complex' });
    expect(await pool.run('echo', { text: 'again' })).toBe('AGAIN');
  });

  it('answers 503 with Retry-After when too many tasks wait', async () => {
    const running = pool.run('spin', {}).catch(() => undefined);
    const waiting = pool.run('echo', { text: 'queued' });
    await expect(pool.run('echo', { text: 'one too many' })).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '2' },
    });
    await running;
    expect(await waiting).toBe('QUEUED');
  });
});
