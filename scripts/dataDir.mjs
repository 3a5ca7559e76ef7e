// The data directory of `npm start`: the embedded engine's files, stored files and the daily backups, every
// family's personal data (LGPD art. 46). Readable by its owner only, as the engine's and the backups' own files.
import fs from 'node:fs';

/**
 * Creates DATA_DIR as 0700 (an existing one is narrowed) and makes everything the system creates from now on
 * owner-only by default (umask 077, inherited by every box started from here).
 */
export function prepareDataDir(dir) {
  process.umask(0o077);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}
