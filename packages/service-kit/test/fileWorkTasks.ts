import { AppError, fileTask } from '@linhagem/service-kit/core';

/** Tasks for fileWorkPool's test: each behaves as one kind of file would. */
export const echo = fileTask((input: { text: string }) => input.text.toUpperCase());

export const refuse = fileTask(() => {
  throw new AppError(422, 'no', { code: 'document.unreadable', details: { why: 'test' } });
});

export const spin = fileTask(() => {
  for (;;);
});

export const hoard = fileTask(() => {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `row ${i} of ${kept.length}`));
});
