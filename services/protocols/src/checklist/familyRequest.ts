import type { Connection } from 'mongoose';
import type { CertificateWithProgress, FamilyRequestBody } from '@linhagem/contracts';
import { AppError, toObjectId, type Caller } from '@linhagem/service-kit';
import type { Remotes } from '../remote/remotes';
import { withProgress } from './certificates';
import { auditChecklist } from './checklistAudit';
import { freshnessToday } from './expiry';
import { certificateModel, type CertificateRecord } from './model';
import { findChecklistProtocol, refuseCanceled } from './protocolAccess';
import { toFamilyRequest } from './toChecklist';

/** The request as audited on the protocol: `checklist.<person>.certificates.<id>.familyRequest.note`, ... */
const requestFace = (certificate: CertificateRecord) => ({
  checklist: {
    [String(certificate.checklistPerson)]: {
      certificates: {
        [String(certificate._id)]: {
          familyRequest: certificate.familyRequest ? toFamilyRequest(certificate.familyRequest) : null,
        },
      },
    },
  },
});

/**
 * `POST` (a request with its note) and `DELETE` (withdrawn) `/api/certificate/{id}/request-from-family`: the
 * portal asks the family for this certificate's file (docs/adr-documents.md). Only this route sets the mark, so
 * the checklist's save routes leave it as it is. A canceled protocol must be reactivated first; a checklist
 * already sent still takes requests (a file may be missing after the send). Audited like the certificate's fields.
 */
export async function setFamilyRequest(
  connection: Connection,
  remotes: Remotes,
  caller: Caller,
  id: string,
  body: FamilyRequestBody | null,
): Promise<CertificateWithProgress> {
  const certificates = certificateModel(connection);
  const current = await certificates.findById(toObjectId(id)).lean();
  if (!current) throw AppError.notFound('Certificate not found');
  const [protocol, freshness] = await Promise.all([
    findChecklistProtocol(connection, String(current.protocol)),
    freshnessToday(remotes),
  ]);
  refuseCanceled(protocol);
  const familyRequest = body
    ? {
        note: body.note || null,
        requestedAt: new Date(),
        requestedBy: { userId: caller.sub, name: caller.name },
      }
    : null;
  const updated = await certificates
    .findOneAndUpdate({ _id: current._id }, { $set: { familyRequest } }, { returnDocument: 'after' })
    .lean();
  if (!updated) throw AppError.notFound('Certificate not found');
  await auditChecklist(connection, caller, 'UPDATE', protocol, requestFace(current), requestFace(updated));
  return withProgress(updated, protocol.route, freshness);
}
