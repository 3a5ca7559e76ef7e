import { AsYouType } from 'libphonenumber-js/min';
import { onlyDigits } from '@linhagem/contracts';
import { fitMask } from '@linhagem/ui-kit';

/** spec 3: two phone and two cell phone formats; an international number (E.164) has no fixed mask. */
export const PHONE_MASKS = { NATIONAL: '(99) 9999-9999', INTERNATIONAL: '' } as const;
export const CELL_PHONE_MASKS = { NATIONAL: '(99) 99999-9999', INTERNATIONAL: '' } as const;
export type PhoneVariant = keyof typeof PHONE_MASKS;

const BRAZIL_CALLING_CODE = '55';
const nationalMask = (cell: boolean) => (cell ? CELL_PHONE_MASKS : PHONE_MASKS).NATIONAL;
const nationalLength = (cell: boolean) => (nationalMask(cell).match(/9/g) ?? []).length;

/** International when stored in E.164 (`+390437123456`) or, as older records were, as digits longer than a national number. */
export function detectPhoneVariant(value: string | null | undefined, cell: boolean): PhoneVariant {
  const text = (value ?? '').trim();
  if (text.startsWith('+')) return 'INTERNATIONAL';
  return onlyDigits(text).length > nationalLength(cell) ? 'INTERNATIONAL' : 'NATIONAL';
}

/** Any E.164 number grouped as its own country writes it (`+39 0437 123456`, `+1 212 555 0123`); '' without digits. */
export function formatInternationalPhone(text: string | null | undefined): string {
  const digits = onlyDigits(text ?? '');
  return digits ? new AsYouType().input(`+${digits}`) : '';
}

/** A stored phone as the form and the audit show it. */
export function formatPhone(stored: string | null | undefined, cell: boolean): string {
  return detectPhoneVariant(stored, cell) === 'INTERNATIONAL'
    ? formatInternationalPhone(stored)
    : fitMask(nationalMask(cell), stored ?? '');
}

/** The number written in the other format: a Brazilian number gains or loses its +55. */
export function convertPhone(value: string, to: PhoneVariant, cell: boolean): string {
  const digits = onlyDigits(value);
  const international = value.trim().startsWith('+');
  if (to === 'INTERNATIONAL')
    return formatInternationalPhone(international ? digits : BRAZIL_CALLING_CODE + digits);
  const brazilian = international && digits.startsWith(BRAZIL_CALLING_CODE);
  return fitMask(nationalMask(cell), brazilian ? digits.slice(BRAZIL_CALLING_CODE.length) : digits);
}
