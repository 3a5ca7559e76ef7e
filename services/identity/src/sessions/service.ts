import { createHash, randomBytes } from 'node:crypto';
import mongoose, { isValidObjectId } from 'mongoose';
import { AUTH_ERROR_CODES, type SessionGrant, type SessionUser } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import { toUser, type UserDocument, type UserModel } from '../users/model';
import type { SessionModel } from './model';

const hashToken = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const newSecret = () => randomBytes(32).toString('base64url');

const invalid = (message = 'The session is not valid') =>
  AppError.unauthenticated(message, { code: AUTH_ERROR_CODES.sessionInvalid });

function sessionUser(user: Parameters<typeof toUser>[0]): SessionUser {
  const { id, name, userName, typeUser, active } = toUser(user);
  return { id, name, userName, typeUser, active };
}

/** Sessions behind identity's internal API: only the BFF (with a service token) calls these. */
export function createSessionService(
  sessions: SessionModel,
  users: UserModel,
  setupRequired: (userId: string) => Promise<boolean> = async () => false,
) {
  /** The office requires a second factor and the user has none: the BFF opens only its set-up. */
  const withSetup = async (user: SessionUser): Promise<SessionUser> =>
    (await setupRequired(user.id)) ? { ...user, twoFactorSetupRequired: true } : user;

  /** The refresh token is `<session id>.<random secret>`; only the secret's hash is stored. */
  const grant = (sessionId: string, secret: string, expiresAt: Date, user: SessionUser): SessionGrant => ({
    sessionId,
    refreshToken: `${sessionId}.${secret}`,
    expiresAt: expiresAt.toISOString(),
    user,
  });

  async function revoke(sessionId: string, reason: string) {
    if (!isValidObjectId(sessionId)) return;
    await sessions.updateOne({ _id: sessionId }, { $set: { revoked: true, revokedReason: reason } });
  }

  return {
    /** A new session for a user whose sign-in is complete (signIn/signIn.ts checked the factors). */
    async start(user: UserDocument, ttlSeconds: number): Promise<SessionGrant> {
      const secret = newSecret();
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const session = await sessions.create({ userId: user._id, currentHash: hashToken(secret), expiresAt });
      return grant(String(session._id), secret, expiresAt, await withSetup(sessionUser(user)));
    },

    async rotate(refreshToken: string): Promise<SessionGrant> {
      const [sessionId, secret] = refreshToken.split('.');
      if (!sessionId || !secret || !isValidObjectId(sessionId)) throw invalid();
      const presented = hashToken(secret);
      const next = newSecret();
      const rotated = await sessions.findOneAndUpdate(
        { _id: sessionId, currentHash: presented, revoked: false },
        { $set: { currentHash: hashToken(next) }, $push: { previousHashes: presented } },
        { returnDocument: 'after' },
      );
      if (!rotated) {
        const session = await sessions.findById(sessionId).lean();
        if (session && !session.revoked && session.previousHashes.includes(presented)) {
          await revoke(sessionId, 'refresh token reused');
          throw AppError.unauthenticated('This refresh token was already used; the session has ended', {
            code: AUTH_ERROR_CODES.sessionReused,
            details: {
              sessionId,
            },
          });
        }
        throw invalid();
      }
      if (rotated.expiresAt.getTime() <= Date.now()) throw invalid('The session has expired');
      const user = await users.findById(rotated.userId);
      if (!user || !user.active) {
        await revoke(sessionId, 'user inactive');
        throw invalid();
      }
      return grant(sessionId, next, rotated.expiresAt, await withSetup(sessionUser(user)));
    },

    revoke,

    /** What the BFF asks (and caches for a few seconds) on every authenticated call. */
    async check(sessionId: string): Promise<{ active: boolean; user: SessionUser }> {
      if (!isValidObjectId(sessionId)) throw AppError.notFound('Session not found');
      const session = await sessions.findById(sessionId).lean();
      if (!session) throw AppError.notFound('Session not found');
      const user = await users.findById(session.userId).lean();
      if (!user) throw AppError.notFound('Session not found');
      const active = !session.revoked && session.expiresAt.getTime() > Date.now() && user.active;
      return { active, user: await withSetup(sessionUser(user)) };
    },

    /** Ends every session of the user at once (OWASP ASVS 3.3.3), but `keep`: the one that asked, if any. */
    async revokeAllOf(userId: string, reason: string, keep?: string) {
      const others = keep && isValidObjectId(keep) ? { _id: mongoose.trusted({ $ne: keep }) } : {};
      await sessions.updateMany(
        { userId, revoked: false, ...others },
        { $set: { revoked: true, revokedReason: reason } },
      );
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
