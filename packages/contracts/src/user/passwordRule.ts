/**
 * NIST SP 800-63B 5.1.1.2 and OWASP ASVS 2.1: a password has at least 12 characters and is not one that a
 * guesser tries early. The estimate is zxcvbn's (@zxcvbn-ts with its common and breached password list, no
 * network): identity refuses on it and the forms show it, so both read this one rule.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's scores run 0-4; 3 is "safely unguessable" (about 10^8 guesses and more) */
export const PASSWORD_MIN_SCORE = 3;

/** What the rule reads of a zxcvbn result (`ZxcvbnResult`), so the contracts need no zxcvbn of their own. */
export type PasswordEstimate = {
  score: number;
  sequence: ReadonlyArray<{ pattern: string; dictionaryName?: string }>;
};

/** True when the password is one of the common list as a whole, or scored under `PASSWORD_MIN_SCORE`. */
export function isWeakPassword({ score, sequence }: PasswordEstimate): boolean {
  const common =
    sequence.length === 1 &&
    sequence[0].pattern === 'dictionary' &&
    sequence[0].dictionaryName === 'passwords-common';
  return common || score < PASSWORD_MIN_SCORE;
}

/** The person's own words for the estimate (name, user name), whole and in parts: `Ana Souza`, `ana.souza` → ana, souza. */
export const passwordRelatedWords = (related: ReadonlyArray<string | undefined>): string[] =>
  related.flatMap((word) => (word ? [word, ...word.split(/[^\p{L}\p{N}]+/u).filter(Boolean)] : []));
