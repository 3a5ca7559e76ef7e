import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import { IMPORT_ERROR_CODES } from '@linhagem/contracts';
import { AppError } from '../AppError';
import { fileWorkPool, type FileWorkPool } from '../fileWork/fileWorkPool';
import type { ReadRowsInput, ReadRowsOutput } from './spreadsheetWorker';
import { rowStore } from './storedRows';

let pool: FileWorkPool | undefined;
const whole = (value: string | undefined, fallback: number) =>
  Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback;

/**
 * The pool that reads import files (one thread per box: an office imports one file at a time). At most
 * `IMPORT_WORK_TIMEOUT_MS` (60 s; 10,000 rows take about 1 s on an idle machine) and `IMPORT_WORK_MEMORY_MB` (256:
 * rows are written out as they are read) per file, else 422 `import.unreadable` and the worker is replaced.
 */
function importPool(): FileWorkPool {
  pool ??= fileWorkPool({
    // the worker beside this file: its .ts source under jest, its .js in dist
    filename: path.join(__dirname, `spreadsheetWorker${path.extname(__filename)}`),
    timeoutMs: whole(process.env.IMPORT_WORK_TIMEOUT_MS, 60_000),
    maxMemoryMb: whole(process.env.IMPORT_WORK_MEMORY_MB, 256),
    threads: 1,
    overLimit: () =>
      new AppError(422, 'The file took too long or too much memory to read', {
        code: IMPORT_ERROR_CODES.unreadable,
        details: { reason: 'too-complex' },
      }),
  });
  return pool;
}

/**
 * Reads an uploaded import file off the event loop (the worker writes its rows as JSON lines to a temporary file)
 * and stores its rows in chunks for the apply, until `expiresAt`. Answers what the worker read; on any failure
 * the stored rows are removed.
 */
export async function readImportFile(
  connection: Connection,
  importId: mongoose.Types.ObjectId,
  expiresAt: Date,
  upload: { filePath: string; sheet?: string },
  maxRows?: number,
): Promise<ReadRowsOutput> {
  const outPath = path.join(os.tmpdir(), `linhagem-import-rows-${randomUUID()}`);
  const store = rowStore(connection, importId, expiresAt);
  try {
    const input: ReadRowsInput = { filePath: upload.filePath, sheet: upload.sheet, outPath, maxRows };
    const read = await importPool().run<ReadRowsOutput>('readRows', input);
    const lines = readline.createInterface({ input: fs.createReadStream(outPath), crlfDelay: Infinity });
    for await (const line of lines) if (line) await store.add(JSON.parse(line) as string[]);
    await store.flush();
    return read;
  } catch (error) {
    await store.discard();
    throw error;
  } finally {
    await fs.promises.rm(outPath, { force: true });
  }
}
