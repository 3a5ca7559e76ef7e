import type { Connection } from 'mongoose';
import { auditModel, type Caller } from '@linhagem/service-kit';
import { DOCUMENT_ENTITY } from '../document/documents';
import type { PlannedFile } from './dossierPlan';

/** The audit's field of a file taken in a case's dossier (docs/adr-dossier-export.md). */
export const DOSSIER_FIELD = 'dossier';

/**
 * Records that `caller` took these files of the case in its dossier ZIP (the scans of a family's papers): an
 * `EXPORT` entry per file, listed with the case's documents' audit as a signed PDF's download is, written before
 * the first byte is sent, so an export that cannot be recorded is not given.
 */
export async function auditDossierExport(
  connection: Connection,
  caller: Caller,
  protocolId: string,
  files: PlannedFile[],
): Promise<void> {
  if (files.length === 0) return;
  const at = new Date();
  await auditModel(connection).insertMany(
    files.map((file) => ({
      entity: DOCUMENT_ENTITY,
      entityId: file.id,
      entityName: file.name,
      action: 'EXPORT',
      field: DOSSIER_FIELD,
      after: { protocolId, sha256: file.sha256, path: file.path },
      userName: caller.userName,
      name: caller.name,
      at,
    })),
  );
}
