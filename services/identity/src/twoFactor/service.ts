import mongoose, { isValidObjectId } from 'mongoose';
import {
  AUTH_ERROR_CODES,
  USER_MESSAGES,
  type RecoveryCodes,
  type SecondStep,
  type TotpSetup,
  type TwoFactorMethod,
} from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import type { UserModel } from '../users/model';
import { verifyPassword } from '../users/passwords';
import { newRecoveryCodes, normaliseRecoveryCode } from './recoveryCodes';
import { hashRecoveryCode, open, seal } from './secretBox';
import { matchingStep, newTotpSecret, totpEnrolment, type Clock } from './totp';

const SECRET_FIELDS = '+totpSecret +totpPendingSecret +totpLastStep +recoveryCodes +passwordHash';

const codeIncorrect = () =>
  AppError.badRequest('The code is not right', { code: AUTH_ERROR_CODES.codeIncorrect });

/** The methods a user document read with its secret fields offers (no passkeys: twoFactor/passkeys). */
function methodsIn(doc: { totpSecret?: string; recoveryCodes?: Array<{ usedAt?: Date }> } | null) {
  if (!doc?.totpSecret) return [];
  const methods: TwoFactorMethod[] = ['totp'];
  if ((doc.recoveryCodes ?? []).some((c) => !c.usedAt)) methods.push('recovery');
  return methods;
}

/** How a second factor was given, for the sign-in history. */
export type FactorUsed = 'totp' | 'recovery';

/**
 * The authenticator app (RFC 6238) and recovery codes of each user (docs/adr-auth-and-gateway.md "Second factor").
 * `clock`: what TOTP reads, so that tests move time instead of waiting for it.
 */
export function createTwoFactorService(users: UserModel, clock: Clock) {
  async function load(userId: string) {
    if (!isValidObjectId(userId)) throw AppError.notFound('Account not found');
    const doc = await users.findOne({ _id: userId, active: true }).select(SECRET_FIELDS);
    if (!doc) throw AppError.notFound('Account not found');
    return doc;
  }

  /**
   * A code of the user's authenticator that was not used before: the step it belongs to is written only when it is
   * later than the last one accepted, in one conditional update, so two requests with one code cannot both pass.
   */
  async function useTotp(userId: string, sealed: string | undefined, code: string): Promise<boolean> {
    const secret = sealed ? open(sealed) : undefined;
    if (!secret) return false;
    const step = matchingStep(secret, code, clock());
    if (step === undefined) return false;
    // `$not $gte`: also true while no step was ever used (no field)
    const updated = await users.updateOne(
      { _id: userId, totpLastStep: mongoose.trusted({ $not: { $gte: step } }) },
      { $set: { totpLastStep: step } },
    );
    return updated.modifiedCount === 1;
  }

  /** One unused recovery code, marked used in the same update that finds it. */
  async function useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const hash = hashRecoveryCode(normaliseRecoveryCode(code));
    const updated = await users.updateOne(
      { _id: userId, recoveryCodes: mongoose.trusted({ $elemMatch: { hash, usedAt: { $exists: false } } }) },
      { $set: { 'recoveryCodes.$.usedAt': new Date(clock()) } },
    );
    return updated.modifiedCount === 1;
  }

  async function newSet(userId: string): Promise<RecoveryCodes> {
    const { codes, stored } = newRecoveryCodes();
    await users.updateOne({ _id: userId }, { $set: { recoveryCodes: stored } });
    return { recoveryCodes: codes };
  }

  return {
    async status(userId: string) {
      const doc = await load(userId);
      return {
        totp: !!doc.totpSecret,
        recoveryCodesLeft: (doc.recoveryCodes ?? []).filter((c) => !c.usedAt).length,
      };
    },

    /** The methods a user can finish a sign-in with, beyond passkeys (twoFactor/passkeys). */
    async methodsOf(userId: string): Promise<TwoFactorMethod[]> {
      if (!isValidObjectId(userId)) return [];
      return methodsIn(await users.findById(userId).select(SECRET_FIELDS).lean());
    },
    methodsIn,

    async setUp(userId: string): Promise<TotpSetup> {
      const doc = await load(userId);
      if (doc.totpSecret)
        throw AppError.conflict('The authenticator app is already on', { code: AUTH_ERROR_CODES.alreadyOn });
      const secret = newTotpSecret();
      doc.totpPendingSecret = seal(secret);
      await doc.save();
      return { secret, ...(await totpEnrolment(secret, doc.userName)) };
    },

    async confirm(userId: string, code: string): Promise<RecoveryCodes> {
      const doc = await load(userId);
      if (doc.totpSecret)
        throw AppError.conflict('The authenticator app is already on', { code: AUTH_ERROR_CODES.alreadyOn });
      if (!doc.totpPendingSecret)
        throw AppError.conflict('Set up the authenticator app first', { code: AUTH_ERROR_CODES.noSetup });
      if (!(await useTotp(userId, doc.totpPendingSecret, code))) throw codeIncorrect();
      await users.updateOne(
        { _id: userId },
        { $set: { totpSecret: doc.totpPendingSecret }, $unset: { totpPendingSecret: 1 } },
      );
      return newSet(userId);
    },

    async newRecoveryCodes(userId: string, code: string): Promise<RecoveryCodes> {
      const doc = await load(userId);
      if (!doc.totpSecret)
        throw AppError.conflict('The authenticator app is not on', { code: AUTH_ERROR_CODES.notOn });
      if (!(await useTotp(userId, doc.totpSecret, code))) throw codeIncorrect();
      return newSet(userId);
    },

    async turnOff(userId: string, password: string, code: string) {
      const doc = await load(userId);
      if (!doc.totpSecret)
        throw AppError.conflict('The authenticator app is not on', { code: AUTH_ERROR_CODES.notOn });
      if (!(await verifyPassword(doc.passwordHash, password))) {
        const { code: passwordCode, message } = USER_MESSAGES.currentPasswordIncorrect;
        throw AppError.badRequest(message, { code: passwordCode });
      }
      if (!(await useTotp(userId, doc.totpSecret, code))) throw codeIncorrect();
      await users.updateOne(
        { _id: userId },
        { $unset: { totpSecret: 1, totpPendingSecret: 1, recoveryCodes: 1 } },
      );
    },

    /** The second step of a sign-in: which factor served, or undefined for a wrong code. */
    async verify(userId: string, step: SecondStep): Promise<FactorUsed | undefined> {
      const doc = await users.findById(userId).select(SECRET_FIELDS).lean();
      if (!doc?.totpSecret) return undefined;
      if ('code' in step) return (await useTotp(userId, doc.totpSecret, step.code)) ? 'totp' : undefined;
      return (await useRecoveryCode(userId, step.recoveryCode)) ? 'recovery' : undefined;
    },

    /** An administrator's reset: the authenticator and recovery codes gone (passkeys: twoFactor/passkeys). */
    async reset(userId: string) {
      await users.updateOne(
        { _id: userId },
        { $unset: { totpSecret: 1, totpPendingSecret: 1, totpLastStep: 1, recoveryCodes: 1 } },
      );
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
