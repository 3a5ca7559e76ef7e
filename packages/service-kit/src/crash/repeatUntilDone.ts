export type RepeatOptions = {
  /** the wait after a failure */
  intervalMs?: number;
  /** how many tries in all before giving up */
  attempts?: number;
  /** told of each failure (the first one is worth a log line; the box asked may still be starting) */
  onFailure?: (error: unknown, attempt: number) => void;
};

/**
 * Runs `work` until it resolves: a repair a box runs once it listens, which asks another box that may still be
 * starting or restarting (docs/adr-crash-consistency.md). Resolves with its result, or undefined after `attempts`.
 */
export async function repeatUntilDone<T>(
  work: () => Promise<T>,
  { intervalMs = 2000, attempts = 150, onFailure }: RepeatOptions = {},
): Promise<T | undefined> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await work();
    } catch (error) {
      onFailure?.(error, attempt);
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
  return undefined;
}
