import { createHash, randomBytes } from 'node:crypto';
import { Schema, isValidObjectId, type Connection, type Model, type Types } from 'mongoose';
import { PENDING_SIGN_IN_MAX_FAILURES, PENDING_SIGN_IN_SECONDS } from '@linhagem/contracts';

/** The password step of a two-step sign-in, waiting for its second factor (docs/adr-auth-and-gateway.md). */
type PendingRecord = {
  userId: Types.ObjectId;
  /** sha-256 of the token's secret: the token itself lives only in the browser's pending cookie */
  secretHash: string;
  /** wrong codes in a row; at PENDING_SIGN_IN_MAX_FAILURES the pending sign-in ends */
  failures: number;
  expiresAt: Date;
};

const pendingSchema = new Schema<PendingRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    secretHash: { type: String, required: true },
    failures: { type: Number, required: true, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { strict: 'throw', collection: 'pending_sign_ins', versionKey: false },
);
// MongoDB's TTL monitor removes the expired ones (within a minute); `find` checks the time itself
pendingSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function createPendingSignIns(connection: Connection) {
  const pending =
    (connection.models.PendingSignIn as Model<PendingRecord> | undefined) ??
    connection.model<PendingRecord>('PendingSignIn', pendingSchema);

  return {
    /** the collection and its indexes, built before the first request */
    init: () => pending.init(),
    /** A new pending sign-in: its token is `<id>.<secret>`, as a refresh token is. */
    async open(userId: Types.ObjectId | string) {
      const secret = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + PENDING_SIGN_IN_SECONDS * 1000);
      const doc = await pending.create({ userId, secretHash: hash(secret), expiresAt });
      return { token: `${String(doc._id)}.${secret}`, expiresAt };
    },

    /** The live pending sign-in a token names, or undefined (unknown, forged, expired or ended). */
    async find(token: string) {
      const [id, secret] = token.split('.');
      if (!id || !secret || !isValidObjectId(id)) return undefined;
      const doc = await pending.findOne({ _id: id, secretHash: hash(secret) }).lean();
      if (!doc || doc.expiresAt.getTime() <= Date.now()) return undefined;
      return { id, userId: String(doc.userId), failures: doc.failures };
    },

    /** One more wrong code; true when that ended it (the count reached in one update, so parallel guesses count). */
    async failed(id: string): Promise<boolean> {
      const doc = await pending.findOneAndUpdate(
        { _id: id },
        { $inc: { failures: 1 } },
        { returnDocument: 'after' },
      );
      if (!doc || doc.failures >= PENDING_SIGN_IN_MAX_FAILURES) {
        await pending.deleteOne({ _id: id });
        return true;
      }
      return false;
    },

    /** Used: a pending sign-in finishes once. True when this call was the one that took it. */
    async take(id: string): Promise<boolean> {
      const gone = await pending.deleteOne({ _id: id });
      return gone.deletedCount === 1;
    },

    /** Every pending sign-in of a user ends (their second factor was reset). */
    endAllOf: (userId: string) => pending.deleteMany({ userId }),
  };
}
export type PendingSignIns = ReturnType<typeof createPendingSignIns>;
