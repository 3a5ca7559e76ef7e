import mongoose, { Schema, isValidObjectId, type Connection, type Model, type Types } from 'mongoose';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AUTH_ERROR_CODES, PASSKEY_CHALLENGE_SECONDS, type Passkey } from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import type { UserModel } from '../users/model';
import { createChallenges } from './challenges';
import type { Clock } from './totp';

/** One WebAuthn credential of a user (docs/adr-auth-and-gateway.md "Passkeys"). */
type PasskeyRecord = {
  userId: Types.ObjectId;
  /** the credential id (base64url), as the authenticator names it: unique across users */
  credentialId: string;
  /** the COSE public key (base64url) */
  publicKey: string;
  /** the signature counter last seen (0 for authenticators that keep none, as most passkeys) */
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt?: Date;
};

const passkeySchema = new Schema<PasskeyRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    credentialId: { type: String, required: true, unique: true },
    publicKey: { type: String, required: true },
    counter: { type: Number, required: true, default: 0 },
    transports: { type: [String], default: [] },
    name: { type: String, required: true },
    createdAt: { type: Date, required: true },
    lastUsedAt: Date,
  },
  { strict: 'throw', collection: 'passkeys', versionKey: false },
);

/** Who the passkeys are for: the relying party's id (a domain, never an IP) and the pages' origins. */
export type RelyingParty = { rpID: string; origins: string[]; rpName: string };

/**
 * `PASSKEY_RP_ID` and `PASSKEY_ORIGINS` (comma-separated); in development `localhost` and the BFF's default origin
 * (`http://localhost:` + `BFF_PORT`, as the gateway's port is read in contracts' boxes).
 */
export function relyingPartyFrom(env: NodeJS.ProcessEnv, bffPort: number): RelyingParty {
  const origins = (env.PASSKEY_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    rpID: env.PASSKEY_RP_ID?.trim() || 'localhost',
    origins: origins.length > 0 ? origins : [`http://localhost:${bffPort}`],
    rpName: 'Linhagem',
  };
}

const failed = (message = 'The passkey could not be verified') =>
  AppError.unauthenticated(message, { code: AUTH_ERROR_CODES.passkeyFailed });
const unknownPasskey = () =>
  AppError.unauthenticated('This passkey is not registered', { code: AUTH_ERROR_CODES.passkeyUnknown });

const toPasskey = (doc: PasskeyRecord & { _id: Types.ObjectId }): Passkey => ({
  id: String(doc._id),
  name: doc.name,
  createdAt: doc.createdAt.toISOString(),
  ...(doc.lastUsedAt ? { lastUsedAt: doc.lastUsedAt.toISOString() } : {}),
});

/** The challenge an authenticator signed, read from its client data (it names the single-use challenge kept here). */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | undefined {
  try {
    const raw = response.response?.clientDataJSON;
    if (typeof raw !== 'string') return undefined;
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): registration from "Minha conta" and verification at sign-in. A
 * user-verifying passkey is both factors (something held, unlocked by something known or being), so it signs in
 * alone; it also serves as the second step after a password.
 */
export function createPasskeys(connection: Connection, users: UserModel, rp: RelyingParty, clock: Clock) {
  const passkeys =
    (connection.models.Passkey as Model<PasskeyRecord> | undefined) ??
    connection.model<PasskeyRecord>('Passkey', passkeySchema);
  const challenges = createChallenges(connection, clock);
  const owned = (userId: string) => passkeys.find({ userId }).sort({ createdAt: 1 }).lean();

  return {
    init: () => Promise.all([passkeys.init(), challenges.init()]),

    count: (userId: string) =>
      isValidObjectId(userId) ? passkeys.countDocuments({ userId }) : Promise.resolve(0),

    list: async (userId: string): Promise<Passkey[]> => (await owned(userId)).map(toPasskey),

    /** Registration options for the caller; the challenge replaces any earlier one of theirs. */
    async registrationOptions(userId: string) {
      const user = await users.findOne({ _id: userId, active: true }).lean();
      if (!user) throw AppError.notFound('Account not found');
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpID,
        userName: user.userName,
        userDisplayName: user.name,
        // the user handle a discoverable passkey returns at sign-in: the user's id, no personal data
        userID: Buffer.from(String(user._id), 'hex'),
        attestationType: 'none',
        excludeCredentials: (await owned(userId)).map((p) => ({
          id: p.credentialId,
          transports: p.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      });
      await challenges.issue(options.challenge, 'register', userId);
      return options;
    },

    /** The authenticator's answer to the caller's registration challenge: a new named passkey. */
    async register(userId: string, name: string, response: RegistrationResponseJSON): Promise<Passkey> {
      const challenge = await challenges.take(challengeOf(response), 'register', userId);
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
      }).catch(() => undefined);
      const credential = verification?.verified ? verification.registrationInfo?.credential : undefined;
      if (!credential) throw failed();
      const created = await passkeys
        .create({
          userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name,
          createdAt: new Date(clock()),
        })
        .catch((error: { code?: number }) => {
          if (error.code === 11000)
            throw AppError.conflict('This passkey is already registered', {
              code: AUTH_ERROR_CODES.passkeyFailed,
            });
          throw error;
        });
      return toPasskey(created.toObject());
    },

    async remove(userId: string, id: string) {
      if (!isValidObjectId(id)) throw AppError.notFound('Passkey not found');
      const gone = await passkeys.deleteOne({ _id: id, userId });
      if (gone.deletedCount !== 1) throw AppError.notFound('Passkey not found');
    },

    /** Every passkey of a user goes (an administrator's reset of their second factor). */
    removeAllOf: (userId: string) => passkeys.deleteMany({ userId }),

    /**
     * Sign-in options: for a pending sign-in (`userId`), that user's passkeys; otherwise none listed, and the browser
     * offers the discoverable passkeys it holds for this site.
     */
    async authenticationOptions(userId?: string) {
      const allow = userId ? await owned(userId) : [];
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        allowCredentials: allow.map((p) => ({
          id: p.credentialId,
          transports: p.transports as AuthenticatorTransport[],
        })),
        userVerification: 'required',
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      });
      await challenges.issue(options.challenge, 'authenticate', userId);
      return options;
    },

    /**
     * The user a sign-in answer proves: the challenge is taken (once, unexpired), the credential known, its signature
     * and user verification right and its counter moving forward. `forUser`: the pending sign-in's user, whose passkey
     * it must be. The credential's owner is returned with a failure too, for the sign-in history.
     */
    async authenticate(
      response: AuthenticationResponseJSON,
      forUser?: string,
    ): Promise<{ userId: string; ok: true } | { userId: string; ok: false }> {
      const challenge = await challenges.take(challengeOf(response), 'authenticate', forUser);
      const stored = await passkeys.findOne({ credentialId: response.id }).lean();
      if (!stored || (forUser && String(stored.userId) !== forUser)) throw unknownPasskey();
      const userId = String(stored.userId);
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
        credential: {
          id: stored.credentialId,
          publicKey: Buffer.from(stored.publicKey, 'base64url'),
          counter: stored.counter,
          transports: stored.transports as AuthenticatorTransport[],
        },
      }).catch(() => undefined);
      if (!verification?.verified) return { userId, ok: false };
      const { newCounter } = verification.authenticationInfo;
      // a counter that does not move forward (when the authenticator keeps one) means a cloned authenticator
      const moved = await passkeys.updateOne(
        newCounter === 0
          ? { _id: stored._id }
          : { _id: stored._id, counter: mongoose.trusted({ $lt: newCounter }) },
        { $set: { counter: newCounter, lastUsedAt: new Date(clock()) } },
      );
      if (moved.matchedCount !== 1) return { userId, ok: false };
      return { userId, ok: true };
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
