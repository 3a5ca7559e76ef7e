import type { Connection } from 'mongoose';
import { documentModel } from '../document/model';
import { formTemplateModel } from '../forms/model';
import { DOCUMENT_BUCKET, documentFiles } from './files';

export type OrphanReport = { files: number; chunks: number };

/**
 * An upload stores the file, then its record (receiveDocument): a process killed between the two leaves a file
 * no record names — invisible to every user, but disk space and personal data kept for nothing. At start, before
 * any upload of this process began, every file uploaded before `before` that no record names is removed, and so
 * are chunks of a file whose upload never finished (docs/adr-crash-consistency.md).
 */
export async function removeOrphanFiles(connection: Connection, before: Date): Promise<OrphanReport> {
  const db = connection.db!;
  // every record that names a file of the bucket: a case's documents and the official forms' PDFs (a signature
  // names its document's file, which the document names too)
  const named = new Set(
    [
      ...(await documentModel(connection).distinct('file')),
      ...(await formTemplateModel(connection).distinct('file')),
    ].map((id: { toString(): string }) => String(id)),
  );
  const bucket = documentFiles(connection);
  const files = db.collection(`${DOCUMENT_BUCKET}.files`);
  const report: OrphanReport = { files: 0, chunks: 0 };
  const stored = new Set<string>();
  for await (const file of files.find({ uploadDate: { $lt: before } }, { projection: { _id: 1 } })) {
    if (named.has(String(file._id))) stored.add(String(file._id));
    else {
      await bucket.delete(file._id).catch(() => undefined); // deleted meanwhile: as good
      report.files++;
    }
  }
  const chunks = db.collection(`${DOCUMENT_BUCKET}.chunks`);
  for (const id of await chunks.distinct('files_id')) {
    if (stored.has(String(id))) continue;
    if (await files.countDocuments({ _id: id }, { limit: 1 })) continue; // a file uploaded since `before`
    report.chunks += (await chunks.deleteMany({ files_id: id })).deletedCount;
  }
  return report;
}
