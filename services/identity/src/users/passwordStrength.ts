import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  PASSWORD_MIN_LENGTH,
  USER_MESSAGES,
  isWeakPassword,
  passwordRelatedWords,
} from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';

// the common and breached password list and keyboard patterns ship with the library: no network call
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn only reads this much; a longer password is not made weaker by its tail */
const ESTIMATED_LENGTH = 100;

/** The whole rule: the length of `passwordSchema` and zxcvbn's estimate. */
export function isStrongPassword(password: string, related: ReadonlyArray<string | undefined> = []): boolean {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  return !isWeakPassword(zxcvbn.check(password.slice(0, ESTIMATED_LENGTH), passwordRelatedWords(related)));
}

/**
 * Refuses a password the rule of packages/contracts (passwordRule.ts) finds weak, with 400 `password.weak`.
 * `related` are the user's own words (name, user name): a password built on them is easier to guess.
 */
export function assertStrongPassword(
  password: string,
  related: ReadonlyArray<string | undefined> = [],
): void {
  if (!isStrongPassword(password, related)) {
    const { code, message } = USER_MESSAGES.passwordWeak;
    throw AppError.badRequest(message, { code });
  }
}
