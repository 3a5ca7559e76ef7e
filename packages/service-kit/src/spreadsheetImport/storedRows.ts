import mongoose, { type Connection } from 'mongoose';
import { FIRST_DATA_ROW } from '@linhagem/contracts';
import { importModels } from './importModel';

/** Rows per stored chunk: a chunk stays far below a document's 16 MB even for wide sheets. */
const CHUNK_ROWS = 500;

/** Stores a preview's rows in chunks as they come (memory holds one chunk), until `expiresAt`. */
export function rowStore(connection: Connection, importId: mongoose.Types.ObjectId, expiresAt: Date) {
  const { ImportRows } = importModels(connection);
  let chunk: string[][] = [];
  let index = 0;
  const flush = async () => {
    if (!chunk.length) return;
    // straight to the collection: casting 500 rows of cells through mongoose costs more than the write
    await ImportRows.collection.insertOne({ importId, index, rows: chunk, expiresAt });
    index += 1;
    chunk = [];
  };
  return {
    async add(cells: string[]) {
      chunk.push(cells);
      if (chunk.length >= CHUNK_ROWS) await flush();
    },
    flush,
    discard: () => ImportRows.deleteMany({ importId }),
  };
}

/** The stored rows in order, each with its number as the spreadsheet shows it. */
export async function* storedRows(
  connection: Connection,
  importId: mongoose.Types.ObjectId,
): AsyncGenerator<{ row: number; cells: string[] }> {
  const { ImportRows } = importModels(connection);
  let row = FIRST_DATA_ROW;
  const chunks = ImportRows.collection.find({ importId }).sort({ index: 1 });
  for await (const chunk of chunks) for (const cells of chunk.rows as string[][]) yield { row: row++, cells };
}
