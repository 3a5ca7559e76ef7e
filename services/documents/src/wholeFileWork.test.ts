import { setTimeout as sleep } from 'node:timers/promises';
import { runWholeFileWork } from './wholeFileWork';

it('runs one task at a time, in order, and goes on after a failure', async () => {
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const task =
    (index: number, fail = false) =>
    async () => {
      running++;
      most = Math.max(most, running);
      await sleep(10);
      order.push(index);
      running--;
      if (fail) throw new Error(`task ${index}`);
      return index;
    };
  const results = await Promise.allSettled([
    runWholeFileWork(task(1)),
    runWholeFileWork(task(2, true)),
    runWholeFileWork(task(3)),
  ]);
  expect(most).toBe(1);
  expect(order).toEqual([1, 2, 3]);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
});
