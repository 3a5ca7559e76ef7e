import mongoose, { type Connection } from 'mongoose';
import {
  IMPORT_PREVIEW_TTL_SECONDS,
  type ImportKind,
  type ImportMatch,
  type ImportPreview,
  type ImportProblem,
} from '@linhagem/contracts';
import type { Caller } from '../internalAuth';
import { chooseMapping } from './importMapping';
import { importModels } from './importModel';
import type { StoredImport } from './problemRowsCsv';
import type { ImportUpload } from './readImportUpload';
import { readImportFile } from './readImportFile';

/** A kind's reading of its stored rows through a mapping: each row's problems and matches. */
export type AnalyseImport = (
  stored: StoredImport,
) => Promise<{ problems: ImportProblem[]; matches: ImportMatch[]; valid: number }>;

/**
 * `POST …/import/preview` for any kind: the file read off the event loop and its rows stored (never the whole
 * file in memory), the mapping chosen (sent, remembered or guessed), then the kind's analysis. Writes no record.
 */
export async function previewImport(
  connection: Connection,
  caller: Caller,
  kind: ImportKind,
  upload: ImportUpload,
  analyse: AnalyseImport,
  maxRows?: number,
): Promise<ImportPreview> {
  const { Import, ImportRows } = importModels(connection);
  const importId = new mongoose.Types.ObjectId();
  const expiresAt = new Date(Date.now() + IMPORT_PREVIEW_TTL_SECONDS * 1000);
  try {
    const { columns, sample, rows, info } = await readImportFile(
      connection,
      importId,
      expiresAt,
      upload,
      maxRows,
    );
    const { mapping, remembered } = await chooseMapping(connection, kind, columns, upload.mapping);
    const stored = {
      _id: importId,
      columns,
      mapping,
      rows,
      sha256: upload.sha256,
      fileName: upload.fileName,
    };
    const { problems, matches, valid } = await analyse(stored);
    const sheet = info.kind === 'xlsx' ? info.sheet : undefined;
    await Import.create({
      _id: importId,
      kind,
      status: 'PREVIEWED',
      userId: caller.sub,
      userName: caller.userName,
      name: caller.name,
      fileName: upload.fileName,
      sha256: upload.sha256,
      size: upload.size,
      sheet,
      columns,
      mapping,
      rows,
      expiresAt,
    });
    return {
      importId: String(importId),
      kind,
      fileName: upload.fileName,
      sheets: info.kind === 'xlsx' ? info.sheets : [],
      ...(sheet ? { sheet } : {}),
      ...(info.kind === 'csv' ? { encoding: info.encoding, delimiter: info.delimiter } : {}),
      columns,
      mapping,
      mappingRemembered: remembered,
      sample,
      rows,
      valid,
      problems,
      matches,
    };
  } catch (error) {
    await ImportRows.deleteMany({ importId });
    throw error;
  } finally {
    await upload.discard();
  }
}
