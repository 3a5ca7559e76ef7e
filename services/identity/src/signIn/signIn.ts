import {
  AUTH_ERROR_CODES,
  type PendingSignIn,
  type SecondStep,
  type SessionGrant,
  type TwoFactorMethod,
} from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { userNameKey, type UserDocument, type UserModel } from '../users/model';
import { verifyPassword } from '../users/passwords';
import type { SessionService } from '../sessions/service';
import type { Passkeys } from '../twoFactor/passkeys';
import type { TwoFactorService } from '../twoFactor/service';
import type { SignInContext, SignInHistory } from './history';
import type { PendingSignIns } from './pending';
import type { RecordSuccess } from './newBrowser';

type SignInDeps = {
  users: UserModel;
  sessions: SessionService;
  twoFactor: TwoFactorService;
  pending: PendingSignIns;
  history: SignInHistory;
  /** the users' passkeys (twoFactor/passkeys) */
  passkeys: Passkeys;
  /** a success to the history, and the new-browser mail (newBrowser.ts) */
  recordSuccess: RecordSuccess;
};

const pendingEnded = () =>
  AppError.unauthenticated('The sign-in has ended; give the password again', {
    code: AUTH_ERROR_CODES.pendingEnded,
  });

/**
 * Sign-in in one or two steps (docs/adr-auth-and-gateway.md "Second factor"): the password, then, when the user
 * has a second factor, a code, a recovery code or a passkey against a pending sign-in of 5 minutes. Every attempt
 * of a known user goes to the sign-in history.
 */
export function createSignIn({
  users,
  sessions,
  twoFactor,
  pending,
  history,
  passkeys,
  recordSuccess,
}: SignInDeps) {
  async function methodsOf(user: UserDocument): Promise<TwoFactorMethod[]> {
    const methods = twoFactor.methodsIn(user);
    if ((await passkeys.count(String(user._id))) > 0) methods.push('passkey');
    return methods;
  }

  return {
    async withPassword(
      username: string,
      password: string,
      ttlSeconds: number,
      context: SignInContext,
    ): Promise<SessionGrant | PendingSignIn> {
      const user = await users
        .findOne({ userNameKey: userNameKey(username) })
        .select('+passwordHash +totpSecret +recoveryCodes');
      const matches = await verifyPassword(user?.passwordHash, password);
      if (!user || !matches) {
        if (user) await history.record(user._id, 'password', 'failure', context);
        throw AppError.unauthenticated('Wrong user name or password', {
          code: AUTH_ERROR_CODES.passwordIncorrect,
        });
      }
      // only someone who knows the password learns that the account is inactive
      if (!user.active) {
        await history.record(user._id, 'password', 'failure', context);
        throw AppError.forbidden('This user is inactive', { code: AUTH_ERROR_CODES.userInactive });
      }
      const methods = await methodsOf(user);
      if (methods.length === 0) {
        const [grant] = await Promise.all([
          sessions.start(user, ttlSeconds),
          recordSuccess(user, 'password', context),
        ]);
        return grant;
      }
      await history.record(user._id, 'password', 'pending', context);
      const { token, expiresAt } = await pending.open(user._id);
      return {
        twoFactorRequired: true,
        methods,
        pendingToken: token,
        userName: user.userName,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The second step: a wrong code counts; the fifth in a row ends the pending sign-in. */
    async withSecondFactor(
      pendingToken: string,
      step: SecondStep,
      ttlSeconds: number,
      context: SignInContext,
    ): Promise<SessionGrant> {
      const waiting = await pending.find(pendingToken);
      if (!waiting) throw pendingEnded();
      const method = 'code' in step ? 'totp' : 'recovery';
      const used = await twoFactor.verify(waiting.userId, step);
      if (!used) {
        await history.record(waiting.userId, method, 'failure', context);
        if (await pending.failed(waiting.id)) throw pendingEnded();
        throw AppError.unauthenticated('The code is not right', { code: AUTH_ERROR_CODES.codeIncorrect });
      }
      return this.finish(waiting, used, ttlSeconds, context);
    },

    /** WebAuthn options: for the pending sign-in's user (a second step), or for any passkey of this site. */
    async passkeyOptions(pendingToken?: string) {
      if (!pendingToken) return passkeys.authenticationOptions();
      const waiting = await pending.find(pendingToken);
      if (!waiting) throw pendingEnded();
      return passkeys.authenticationOptions(waiting.userId);
    },

    /**
     * A passkey's answer: alone it is both factors and opens a session; with a pending token it is the second step
     * of that sign-in (a failure counts towards the five that end it).
     */
    async withPasskey(
      response: AuthenticationResponseJSON,
      pendingToken: string | undefined,
      ttlSeconds: number,
      context: SignInContext,
    ): Promise<SessionGrant> {
      const waiting = pendingToken ? await pending.find(pendingToken) : undefined;
      if (pendingToken && !waiting) throw pendingEnded();
      const { userId, ok } = await passkeys.authenticate(response, waiting?.userId);
      if (!ok) {
        await history.record(userId, 'passkey', 'failure', context);
        if (waiting && (await pending.failed(waiting.id))) throw pendingEnded();
        throw AppError.unauthenticated('The passkey could not be verified', {
          code: AUTH_ERROR_CODES.passkeyFailed,
        });
      }
      if (waiting) return this.finish(waiting, 'passkey', ttlSeconds, context);
      const user = await users.findOne({ _id: userId });
      if (!user?.active) {
        await history.record(userId, 'passkey', 'failure', context);
        throw AppError.forbidden('This user is inactive', { code: AUTH_ERROR_CODES.userInactive });
      }
      const [grant] = await Promise.all([
        sessions.start(user, ttlSeconds),
        recordSuccess(user, 'passkey', context),
      ]);
      return grant;
    },

    /** A pending sign-in whose second factor was given: it ends, and a session opens (once). */
    async finish(
      waiting: { id: string; userId: string },
      method: 'totp' | 'recovery' | 'passkey',
      ttlSeconds: number,
      context: SignInContext,
    ): Promise<SessionGrant> {
      if (!(await pending.take(waiting.id))) throw pendingEnded();
      const user = await users.findOne({ _id: waiting.userId, active: true });
      if (!user) throw pendingEnded();
      const [grant] = await Promise.all([
        sessions.start(user, ttlSeconds),
        recordSuccess(user, method, context),
      ]);
      return grant;
    },
  };
}
export type SignIn = ReturnType<typeof createSignIn>;
