import mongoose, { Schema, type Connection, type Model, type Types } from 'mongoose';
import { AUTH_ERROR_CODES, PASSKEY_CHALLENGE_SECONDS } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import type { Clock } from './totp';

/**
 * WebAuthn challenges kept server-side (docs/adr-auth-and-gateway.md "Passkeys"): short-lived and used once, so an
 * authenticator's answer cannot be replayed. The challenge itself is the key: the answer's client data names it.
 */
type ChallengeRecord = {
  challenge: string;
  purpose: 'register' | 'authenticate';
  /** whose registration, or whose pending sign-in; none for a sign-in by passkey alone */
  userId?: Types.ObjectId;
  expiresAt: Date;
};

const challengeSchema = new Schema<ChallengeRecord>(
  {
    challenge: { type: String, required: true, unique: true },
    purpose: { type: String, required: true, enum: ['register', 'authenticate'] },
    userId: { type: Schema.Types.ObjectId },
    expiresAt: { type: Date, required: true },
  },
  { strict: 'throw', collection: 'passkey_challenges', versionKey: false },
);
// MongoDB's TTL monitor removes the old ones; `take` checks the time itself
challengeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const ended = () =>
  AppError.badRequest('The passkey challenge has ended; start again', {
    code: AUTH_ERROR_CODES.passkeyChallenge,
  });

export function createChallenges(connection: Connection, clock: Clock) {
  const challenges =
    (connection.models.PasskeyChallenge as Model<ChallengeRecord> | undefined) ??
    connection.model<ChallengeRecord>('PasskeyChallenge', challengeSchema);

  return {
    init: () => challenges.init(),

    async issue(challenge: string, purpose: ChallengeRecord['purpose'], userId?: string) {
      // a user's new registration voids their earlier unanswered one
      if (purpose === 'register') await challenges.deleteMany({ purpose, userId });
      const expiresAt = new Date(clock() + PASSKEY_CHALLENGE_SECONDS * 1000);
      await challenges.create({ challenge, purpose, ...(userId ? { userId } : {}), expiresAt });
    },

    /** The challenge, removed in the same call (a second answer to it finds nothing); for `userId`'s when given. */
    async take(challenge: string | undefined, purpose: ChallengeRecord['purpose'], userId?: string) {
      if (!challenge || challenge.length > 200) throw ended();
      const doc = await challenges
        .findOneAndDelete({
          challenge,
          purpose,
          ...(userId ? { userId } : { userId: mongoose.trusted({ $exists: false }) }),
        })
        .lean();
      if (!doc || doc.expiresAt.getTime() <= clock()) throw ended();
      return doc.challenge;
    },
  };
}
