import mongoose, { Schema, type Connection, type Types } from 'mongoose';
import type { CaseStorage } from '@linhagem/contracts';
import { toObjectId } from '@linhagem/service-kit';
import { documentModel } from '../document/model';
import { documentErrors } from '../errors';

/**
 * An upload's claim on its case's allowance while it is checked and recorded (docs/adr-documents.md "Storage per
 * case"): written before the sum is read, so that of two uploads at once at least one sees the other's.
 */
const reservationSchema = new Schema(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    bytes: { type: Number, required: true },
    createdAt: { type: Date, required: true },
  },
  { strict: 'throw', versionKey: false, collection: 'caseStorageReservations' },
);
reservationSchema.index({ protocol: 1, createdAt: 1 });

const reservationModel = (connection: Connection) =>
  connection.models.CaseStorageReservation ?? connection.model('CaseStorageReservation', reservationSchema);

/**
 * A claim older than this is a process killed mid-upload, not one in progress: the inspection's time limit and its
 * queue (`DOCUMENT_WORK_BUDGET_MS`, 90 s at worst) leave far less. It no longer counts and the next claim removes it.
 */
export const RESERVATION_TTL_MS = 10 * 60 * 1000;

/**
 * The documents a case's allowance counts: the family's and staff's uploads that are not deleted, every version.
 * The PDFs the office made (quotes, contracts, filled forms, signed copies) are not counted: a family's upload is
 * never refused because the office generated papers.
 */
const countedDocuments = (protocol: Types.ObjectId) => ({
  protocol,
  deletedAt: null,
  officeMade: mongoose.trusted({ $ne: true }),
});

async function documentBytes(connection: Connection, protocol: Types.ObjectId): Promise<number> {
  const [sum] = await documentModel(connection).aggregate<{ bytes: number }>([
    { $match: countedDocuments(protocol) },
    { $group: { _id: null, bytes: { $sum: '$size' } } },
  ]);
  return sum?.bytes ?? 0;
}

async function reservedBytes(connection: Connection, protocol: Types.ObjectId, now: Date): Promise<number> {
  const [sum] = await reservationModel(connection).aggregate<{ bytes: number }>([
    {
      $match: {
        protocol,
        createdAt: mongoose.trusted({ $gt: new Date(now.getTime() - RESERVATION_TTL_MS) }),
      },
    },
    { $group: { _id: null, bytes: { $sum: '$bytes' } } },
  ]);
  return sum?.bytes ?? 0;
}

/** `GET /api/document/storage/{protocolId}`: the bytes of the case's counted uploads against its allowance. */
export async function caseStorage(
  connection: Connection,
  protocolId: string,
  limitBytes: number,
): Promise<CaseStorage> {
  return { protocolId, usedBytes: await documentBytes(connection, toObjectId(protocolId)), limitBytes };
}

/**
 * What is left of the case's allowance, uploads in progress included (never below 0): a family's upload streams
 * at most this much before it is refused, and an upload to a full case is refused before its body is read.
 */
export async function caseRoom(
  connection: Connection,
  protocolId: string,
  limitBytes: number,
): Promise<number> {
  const protocol = toObjectId(protocolId);
  const [documents, reserved] = await Promise.all([
    documentBytes(connection, protocol),
    reservedBytes(connection, protocol, new Date()),
  ]);
  return Math.max(0, limitBytes - documents - reserved);
}

/** A claim on the allowance; `release` once the document is recorded (it then counts itself) or refused. */
export type CaseStorageClaim = { release(): Promise<void> };

/**
 * Claims `bytes` of the case's allowance, or refuses with 413 `document.case-storage-full`. Atomic against other
 * uploads without a lock: the claim is written first, then the case's documents and live claims (this one
 * included) are summed; over the limit, the claim is removed and the upload refused. Of two uploads at once, the
 * later sum sees both claims, so they never both pass (both may be refused: the family sends one again).
 */
export async function claimCaseStorage(
  connection: Connection,
  protocolId: string,
  bytes: number,
  limitBytes: number,
): Promise<CaseStorageClaim> {
  const protocol = toObjectId(protocolId);
  const now = new Date();
  const reservations = reservationModel(connection);
  // a claim a killed process left behind stops counting after the TTL; removed here, by the next upload of its case
  await reservations.deleteMany({
    protocol,
    createdAt: mongoose.trusted({ $lte: new Date(now.getTime() - RESERVATION_TTL_MS) }),
  });
  const claim = await reservations.create({ protocol, bytes, createdAt: now });
  const release = async () => {
    await reservations.deleteOne({ _id: claim._id });
  };
  try {
    const [documents, reserved] = await Promise.all([
      documentBytes(connection, protocol),
      reservedBytes(connection, protocol, now),
    ]);
    if (documents + reserved > limitBytes)
      throw documentErrors.caseStorageFull(limitBytes, documents + reserved - bytes);
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}

/**
 * At start, the claims of a process killed mid-upload (written before `before`, when no upload of this process had
 * begun) stop holding their cases' room at once, as removeOrphanFiles removes their files.
 */
export async function removeStaleClaims(connection: Connection, before: Date): Promise<number> {
  const { deletedCount } = await reservationModel(connection).deleteMany({
    createdAt: mongoose.trusted({ $lt: before }),
  });
  return deletedCount;
}
