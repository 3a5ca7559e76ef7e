import type { Readable } from 'node:stream';
import type { Connection } from 'mongoose';
import { ZipFile } from 'yazl';
import { openStoredFile } from '../storage/files';
import type { PlannedFile } from './dossierPlan';

export type DossierZip = {
  /** the ZIP's bytes as they are made */
  stream: Readable;
  /** the ZIP's size in bytes, known before the first byte (nothing is compressed) */
  size: number | undefined;
  /** stops reading the stored files (the browser went away) */
  abort(): void;
};

/**
 * The dossier's ZIP, streamed by yazl (docs/adr-dossier-export.md): the cover first, then each stored file opened
 * only when its turn comes and piped with back-pressure, so one file's chunks at a time are in memory however
 * large the case. Stored, not deflated: PDFs and pictures are compressed already, and the size is known up
 * front (the browser shows the download's progress). Names are marked UTF-8; ZIP64 when a case needs it.
 */
export function dossierZip(
  connection: Connection,
  cover: { name: string; bytes: Buffer; date: Date },
  files: PlannedFile[],
): DossierZip {
  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  let reading: Readable | undefined;
  const fail = (error: Error) => output.destroy(error);
  zip.addBuffer(cover.bytes, cover.name, { compress: false, mtime: cover.date });
  for (const file of files)
    zip.addReadStreamLazy(file.path, { size: file.size, compress: false, mtime: file.sentAt }, (open) => {
      reading = openStoredFile(connection, file.fileId);
      // a stored file gone or cut short: the ZIP is broken off, never finished with a hole in it
      reading.once('error', fail);
      open(null, reading);
    });
  zip.once('error', fail);
  let size: number | undefined;
  // yazl answers the total size to this callback (its typings leave the argument out)
  const end = zip.end.bind(zip) as (options: object, sized: (total: number) => void) => void;
  end({}, (total) => {
    if (total >= 0) size = total;
  });
  return {
    stream: output,
    size,
    abort() {
      reading?.destroy();
      output.destroy();
    },
  };
}
