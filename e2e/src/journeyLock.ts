import fs from 'node:fs';
import path from 'node:path';

// With E2E_WORKERS=2, journeys run in two jest workers against the one system globalSetup starts (docs/adr-000-workspace.md).
// Their records never meet (each names them with runTag) and each browser context keeps its own preferences, so
// most journeys may share the system. A few change what every other journey sees: the office's configuration (logo
// and colour, the Pix receiver, the second-factor requirement). Those declare `@exclusive` in their first comment
// and run alone: a readers-writer lock over a folder, shared by the workers of one run.

const POLL_MS = 200;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A holder's file whose process ended (a crashed worker) no longer holds the lock. */
function holders(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => {
    const pid = Number(name.split('-')[1]);
    if (isAlive(pid)) return true;
    fs.rmSync(path.join(dir, name), { force: true });
    return false;
  });
}

const sleep = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/**
 * Takes the lock for one journey file and answers its release. A shared holder announces itself first, then looks
 * for a writer, and steps back while one is there; a writer claims the single `writer-<pid>` slot, then waits for
 * the shared holders to leave. Announcing before looking means a reader and a writer can never both go ahead.
 */
export async function acquireJourneyLock(dir: string, exclusive: boolean): Promise<() => void> {
  const readers = path.join(dir, 'readers');
  const writer = path.join(dir, 'writer');
  fs.mkdirSync(readers, { recursive: true });
  fs.mkdirSync(writer, { recursive: true });
  const mine = `holder-${process.pid}`;
  if (exclusive) {
    const slot = path.join(writer, mine);
    for (;;) {
      if (holders(writer).length === 0) {
        fs.writeFileSync(slot, '');
        // two writers may write at once: the lower pid keeps the slot, the other steps back
        const rivals = holders(writer).filter((name) => name !== mine);
        if (rivals.every((name) => Number(name.split('-')[1]) > process.pid)) break;
        fs.rmSync(slot, { force: true });
      }
      await sleep();
    }
    while (holders(readers).length > 0) await sleep();
    return () => fs.rmSync(slot, { force: true });
  }
  const ticket = path.join(readers, mine);
  for (;;) {
    fs.writeFileSync(ticket, '');
    if (holders(writer).length === 0) break;
    fs.rmSync(ticket, { force: true });
    await sleep();
  }
  return () => fs.rmSync(ticket, { force: true });
}

/** Whether a journey file declares `@exclusive` on a comment line near its top (`// @exclusive: why`). */
export function isExclusiveJourney(file: string): boolean {
  return /^\s*(?:\/\/|\*)\s*@exclusive\b/m.test(fs.readFileSync(file, 'utf8').slice(0, 4000));
}
