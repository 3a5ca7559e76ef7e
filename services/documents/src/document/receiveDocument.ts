import type { Connection } from 'mongoose';
import type {
  CaseDocument,
  DocumentCertificateLabel,
  DocumentSender,
  DocumentTarget,
  DocumentUploadFields,
} from '@linhagem/contracts';
import { crashPoint, type Caller, type UploadSource } from '@linhagem/service-kit';
import { cleanDisplayName } from '../inspect/fileName';
import { inspectUpload } from '../inspect/inspectUpload';
import { keepThumbnail } from '../preview/thumbnails';
import { documentErrors } from '../errors';
import { caseRoom, claimCaseStorage, type CaseStorageClaim } from '../storage/caseStorage';
import { readDocumentUpload } from '../upload/readUpload';
import { createDocument } from './documents';
import { queueReading } from '../reading/readingQueue';

/**
 * An upload's checked target, and who sent it (and whom the audit names) when only the target tells: a family's
 * checklist person.
 */
export type ResolvedTarget = DocumentUploadFields & {
  sender?: DocumentSender;
  caller?: Caller;
  /** the certificate's type as the checklist names it now, kept with the file (certificateLabelOf) */
  certificateLabel?: DocumentCertificateLabel;
};

/**
 * The type of a checked target's certificate, kept with the file: the Documents tab still names the certificate of a
 * file whose certificate was removed from the checklist, instead of a dash. Never the person's name (an LGPD
 * anonymisation reaches the checklist, not this copy).
 */
export const certificateLabelOf = ({ certificate }: DocumentTarget): DocumentCertificateLabel | undefined =>
  certificate?.certificateType ? { certificateType: certificate.certificateType } : undefined;

export type ReceiveOptions = {
  /** the largest file accepted, in bytes (`maxDocumentBytes()`) */
  maxBytes: number;
  /** the case's storage allowance, in bytes (`maxCaseUploadBytes()`, docs/adr-documents.md "Storage per case") */
  caseLimitBytes: number;
  /**
   * the protocol, when the request names it before its body (the portal's path, a staff upload's `?protocolId=`):
   * a full case is refused before the body is read, and the file streams no further than the room left
   */
  protocolId?: string;
  /** who sent it, unless `resolveTarget` answers its own */
  sender: DocumentSender;
  /** who the audit names, unless `resolveTarget` answers its own */
  caller: Caller;
  /**
   * The upload's target from its text fields, checked: parsed (`documentUploadFieldsSchema` for staff), the
   * protocol existing and visible to the caller, the certificate one of that protocol (else
   * `documentErrors.certificateNotInProtocol()`). Throws an AppError to refuse; called before the bytes are
   * inspected, once the whole body is read (a form may send its fields after its file).
   */
  resolveTarget(fields: Record<string, string>): Promise<ResolvedTarget>;
};

/**
 * One upload from a multipart request to a stored document: read and stored as it streams, its target resolved,
 * its bytes inspected (type, PDF checks), recorded as the next version. The case's storage allowance is claimed
 * once the size is known, before the inspection (`claimCaseStorage`). Any refusal on the way deletes the stored
 * bytes, so a refused upload leaves nothing behind.
 */
export async function receiveDocument(
  connection: Connection,
  source: UploadSource,
  { maxBytes, caseLimitBytes, protocolId, sender, caller, resolveTarget }: ReceiveOptions,
): Promise<CaseDocument> {
  const room = protocolId ? await caseRoom(connection, protocolId, caseLimitBytes) : maxBytes;
  const full = () => documentErrors.caseStorageFull(caseLimitBytes, caseLimitBytes - room);
  if (room === 0) throw full();
  const upload = await readDocumentUpload(source, {
    connection,
    maxBytes: Math.min(maxBytes, room),
    ...(room < maxBytes && { tooLarge: full }),
  });
  let claim: CaseStorageClaim | undefined;
  try {
    const { sender: resolvedSender, caller: resolvedCaller, ...target } = await resolveTarget(upload.fields);
    claim = await claimCaseStorage(connection, target.protocolId, upload.file.size, caseLimitBytes);
    const { thumbnail, ...inspection } = await inspectUpload(connection, upload.file);
    // the crash drills' point: the file whole in GridFS, no record naming it
    crashPoint('upload:after-file');
    const document = await createDocument(
      connection,
      {
        ...target,
        ...inspection,
        file: upload.file,
        fileName: cleanDisplayName(upload.file.fileName),
        sentBy: resolvedSender ?? sender,
      },
      resolvedCaller ?? caller,
    );
    // read in the background (docs/adr-reading.md): the upload answers at once
    await queueReading(connection, {
      id: document.id,
      protocolId: document.protocolId,
      fromFamily: document.sentBy.kind === 'FAMILY',
    });
    // a thumbnail not kept is drawn again on its first ask
    await keepThumbnail(connection, upload.file.id, thumbnail).catch(() => undefined);
    return document;
  } catch (error) {
    await upload.discard();
    throw error;
  } finally {
    // recorded, the document counts itself; refused, it takes nothing
    await claim?.release().catch(() => undefined);
  }
}
