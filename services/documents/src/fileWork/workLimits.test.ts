import { availableParallelism } from 'node:os';
import { UPLOAD_ANSWER_TIMEOUT_MS } from '@linhagem/contracts';
import { DOCUMENT_WORK_BUDGET_MS, documentWorkLimits, worstFileWorkMs } from './documentFileWork';

// docs/adr-documents.md "Bounded file work": the BFF waits UPLOAD_ANSWER_TIMEOUT_MS for an upload's answer, and
// a file over a limit must be refused by this box within it, queue included, never cut by the BFF's 504
describe("the file work's limits fit the BFF's wait for an upload's answer", () => {
  it('by default: 15 s a file, five waiting per thread, 90 s at worst', () => {
    const limits = documentWorkLimits({});
    const threads = Math.max(1, Math.floor(availableParallelism() / 2));
    expect(limits).toEqual({ timeoutMs: 15_000, maxMemoryMb: 512, threads, maxQueue: 5 * threads });
    expect(worstFileWorkMs(limits)).toBe(90_000);
    expect(DOCUMENT_WORK_BUDGET_MS).toBeLessThanOrEqual(UPLOAD_ANSWER_TIMEOUT_MS - 20_000);
  });

  it.each([1, 2, 3, 8])('whatever the time limit an office sets, with %i thread(s)', (threads) => {
    for (const timeout of [500, 4_000, 15_000, 20_000, 45_000, 50_000, 90_000, 200_000]) {
      const limits = documentWorkLimits({
        DOCUMENT_WORK_TIMEOUT_MS: String(timeout),
        DOCUMENT_WORK_THREADS: String(threads),
      });
      expect(limits.timeoutMs).toBe(Math.min(timeout, DOCUMENT_WORK_BUDGET_MS));
      expect(limits.maxQueue).toBeGreaterThanOrEqual(0);
      expect(worstFileWorkMs(limits)).toBeLessThanOrEqual(DOCUMENT_WORK_BUDGET_MS);
      // and the queue is not cut shorter than the budget needs: one more waiting per thread would pass it
      expect(worstFileWorkMs({ ...limits, maxQueue: limits.maxQueue + threads })).toBeGreaterThan(
        DOCUMENT_WORK_BUDGET_MS,
      );
    }
  });

  it('reads the worst case as the pool admits tasks: the last admitted waits for the queue and the threads', () => {
    // one thread, two waiting: the third admitted waits for the running one and the one queued before it
    expect(worstFileWorkMs({ timeoutMs: 10, threads: 1, maxQueue: 2, maxMemoryMb: 1 })).toBe(30);
    // two threads, four waiting: six tasks in all, two a turn, the last one's run ending with the third turn
    expect(worstFileWorkMs({ timeoutMs: 10, threads: 2, maxQueue: 4, maxMemoryMb: 1 })).toBe(30);
    // no queue: a task is admitted only onto a free thread
    expect(worstFileWorkMs({ timeoutMs: 10, threads: 2, maxQueue: 0, maxMemoryMb: 1 })).toBe(10);
  });
});
