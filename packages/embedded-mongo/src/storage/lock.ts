import fs from 'node:fs';
import path from 'node:path';
import { OWNER_ONLY_FILE } from './ownerOnly';

const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data directory's lock file (with our pid); a stale lock of a dead process is taken over. */
export function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'mongod.lock');
  const resolved = path.resolve(file);
  if (heldHere.has(resolved)) {
    throw new Error(
      `embedded-mongo: data directory ${dataDir} is already in use by this process (lock ${file})`,
    );
  }
  for (;;) {
    try {
      const fd = fs.openSync(file, 'wx', OWNER_ONLY_FILE);
      fs.writeSync(fd, String(process.pid));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new Error(
          `embedded-mongo: data directory ${dataDir} is already in use by process ${pid} (lock file ${file}); stop that process first`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  heldHere.add(resolved);
  return () => {
    heldHere.delete(resolved);
    fs.rmSync(file, { force: true });
  };
}
