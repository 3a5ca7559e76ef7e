import mongoose, { type Connection } from 'mongoose';
import { toObjectId } from '@linhagem/service-kit';
import { documentModel } from '../document/model';
import type { DossierFile } from './dossierPlan';

/**
 * The accepted files of a protocol's certificates (not deleted), every version: the plan keeps the newest of each
 * certificate and kind. Only certificates of this protocol's checklist are asked for, and only files of this
 * protocol answer, so a file of another case never enters its dossier.
 */
export async function acceptedFiles(
  connection: Connection,
  protocolId: string,
  certificateIds: string[],
): Promise<DossierFile[]> {
  if (!certificateIds.length) return [];
  const records = await documentModel(connection)
    .find(
      {
        protocol: toObjectId(protocolId),
        certificate: mongoose.trusted({ $in: certificateIds.map((id) => toObjectId(id)) }),
        status: 'ACCEPTED',
        deletedAt: null,
      },
      { certificate: 1, kind: 1, contentType: 1, file: 1, size: 1, sha256: 1, version: 1, sentAt: 1 },
    )
    .lean();
  return records.map((record) => ({
    id: String(record._id),
    certificateId: String(record.certificate),
    kind: record.kind,
    contentType: record.contentType,
    fileId: record.file,
    size: record.size,
    sha256: record.sha256,
    version: record.version,
    sentAt: record.sentAt,
  }));
}
