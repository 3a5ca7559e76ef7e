import { isWeakPassword, passwordRelatedWords, PASSWORD_MIN_LENGTH } from '@linhagem/contracts';

/** What the meter shows: zxcvbn's score (0-4) and the rule's verdict (packages/contracts passwordRule.ts). */
export type PasswordStrength = { score: number; weak: boolean; tooShort: boolean };

type Check = (password: string, related: string[]) => { score: number; sequence: { pattern: string }[] };

/** zxcvbn only reads this much, as identity does */
const ESTIMATED_LENGTH = 100;
let loading: Promise<Check> | undefined;

/**
 * zxcvbn and its common-password list (about 1 MB) load on the first estimate, in a chunk of their own, so no
 * page's first load pays for them; identity checks the same list when the password is saved.
 */
function loadCheck(): Promise<Check> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
      });
      return (password, related) => zxcvbn.check(password.slice(0, ESTIMATED_LENGTH), related);
    },
  );
  return loading;
}

/** The strength of `password`; `related` are the person's own words (name, user name), which make it weaker. */
export async function estimatePasswordStrength(
  password: string,
  related: string[] = [],
): Promise<PasswordStrength> {
  const check = await loadCheck();
  const estimate = check(password, passwordRelatedWords(related));
  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  return { score: estimate.score, weak: tooShort || isWeakPassword(estimate), tooShort };
}
