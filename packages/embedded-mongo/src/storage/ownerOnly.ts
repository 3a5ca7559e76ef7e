import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory holds every family's personal data (LGPD art. 46: security measures): its folders are readable
 * by their owner only and its files too, whatever the process's umask. A directory made by an earlier version
 * (0755 and 0644) is narrowed when opened.
 */
export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Creates `dir` (and missing parents) as 0700, and narrows it to 0700 with its files to 0600 if it existed. */
export function ownerOnlyDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  fs.chmodSync(dir, OWNER_ONLY_DIR);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    if (entry.isFile()) fs.chmodSync(path.join(dir, entry.name), OWNER_ONLY_FILE);
}
