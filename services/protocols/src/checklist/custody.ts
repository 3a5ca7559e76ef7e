import mongoose, { type Connection } from 'mongoose';
import { CLOCK_ERROR_CODES, type CertificateWithProgress, type CustodyMoveBody } from '@linhagem/contracts';
import { AppError, toObjectId, type Caller } from '@linhagem/service-kit';
import { withProgress } from './certificates';
import { freshnessToday } from './expiry';
import { certificateModel, type CertificateRecord } from './model';
import { findChecklistProtocol, refuseCanceled } from './protocolAccess';
import type { Remotes } from '../remote/remotes';

/** A move dated as a calendar day is taken at noon UTC, so it reads as that day in Brazil and in Italy. */
const momentOf = (at: string) => new Date(at.length === 10 ? `${at}T12:00:00Z` : at);

/**
 * `POST /api/certificate/{id}/custody`: records where the certificate's physical original went, by whom and when
 * (with the family, the office, the sworn translator, the cartório, a courier, the consulate). Allowed after the
 * checklist was sent (originals travel most then), never on a canceled protocol; the latest move by date is kept
 * beside the log for the work queue's "outside the office" filter.
 */
export async function addCustodyMove(
  connection: Connection,
  remotes: Remotes,
  caller: Caller,
  certificateId: string,
  body: CustodyMoveBody,
): Promise<CertificateWithProgress> {
  const certificates = certificateModel(connection);
  const existing = await certificates.findById(certificateId, { protocol: 1 }).lean();
  if (!existing)
    throw AppError.notFound('Certificate not found', { code: CLOCK_ERROR_CODES.certificateNotFound });
  const [protocol, freshness] = await Promise.all([
    findChecklistProtocol(connection, String(existing.protocol)),
    freshnessToday(remotes),
  ]);
  refuseCanceled(protocol);
  const move = {
    _id: new mongoose.Types.ObjectId(),
    place: body.place,
    note: body.note,
    trackingNumber: body.trackingNumber,
    at: momentOf(body.at),
    by: { id: caller.sub, name: caller.name },
  };
  const pushed = await certificates
    .findByIdAndUpdate(certificateId, { $push: { custody: move } }, { returnDocument: 'after' })
    .lean<CertificateRecord>();
  if (!pushed)
    throw AppError.notFound('Certificate not found', { code: CLOCK_ERROR_CODES.certificateNotFound });
  const latest = [...(pushed.custody ?? [])].sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  const updated = await certificates
    .findByIdAndUpdate(
      toObjectId(certificateId),
      { $set: { custodyPlace: latest.place, custodySince: latest.at } },
      { returnDocument: 'after' },
    )
    .lean<CertificateRecord>();
  return withProgress(updated!, protocol.route, freshness);
}
