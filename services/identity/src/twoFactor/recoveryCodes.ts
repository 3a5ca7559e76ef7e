import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@linhagem/contracts';
import { hashRecoveryCode } from './secretBox';

// no 0/o, 1/l/i: a code copied from paper is read back without doubt
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: 10 characters of a 31-letter alphabet (about 50 bits). */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What the user typed, as it was hashed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** A new set: the codes shown once and what is stored of them. */
export function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return {
    codes,
    stored: codes.map((code) => ({ hash: hashRecoveryCode(normaliseRecoveryCode(code)) })),
  };
}
