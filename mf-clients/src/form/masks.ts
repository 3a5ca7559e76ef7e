import { onlyDigits } from '@linhagem/contracts';

/** Input masks of spec 3 (PrimeReact InputMask: 9 a digit, * a digit or letter). */
export const MASKS = {
  date: '99/99/9999',
  zipCode: '99999-999',
  cpf: '999.999.999-99',
  cnpj: '99.999.999/9999-99',
} as const;

/** The four RG formats: SP (check digit may be X), old 7-digit, 8-digit and 9-digit registrations. */
export const RG_MASKS = {
  SP: '99.999.999-*',
  SHORT: '9.999.999',
  EIGHT: '99.999.999',
  NINE: '999.999.999',
} as const;
export type RgVariant = keyof typeof RG_MASKS;

export const PHONE_MASKS = { NATIONAL: '(99) 9999-9999', INTERNATIONAL: '+99 (99) 9999-9999' } as const;
export const CELL_PHONE_MASKS = {
  NATIONAL: '(99) 99999-9999',
  INTERNATIONAL: '+99 (99) 99999-9999',
} as const;
export type PhoneVariant = keyof typeof PHONE_MASKS;

const slots = (mask: string) => (mask.match(/[9a*]/g) ?? []).length;

/** Fills a mask's slots with the characters of `raw` (stored digits shown masked); '' when `raw` is empty. */
export function applyMask(mask: string, raw: string | null | undefined): string {
  const chars = (raw ?? '').replace(/[^0-9A-Za-z]/g, '').split('');
  if (chars.length === 0) return '';
  let out = '';
  for (const symbol of mask) {
    if (chars.length === 0) break;
    out += /[9a*]/.test(symbol) ? chars.shift() : symbol;
  }
  return out;
}

/** What InputMask reports for an untouched field ("___.___") means empty. */
export function cleanMasked(value: string | null | undefined): string {
  return value && /[0-9A-Za-z]/.test(value) ? value : '';
}

export function detectRgVariant(rg: string | null | undefined): RgVariant {
  const value = rg ?? '';
  if (value === '' || /-/.test(value)) return 'SP';
  const length = value.replace(/[^0-9A-Za-z]/g, '').length;
  if (length <= 7) return 'SHORT';
  return length === 8 ? 'EIGHT' : 'NINE';
}

/** National numbers have 10 (phone) or 11 (cell phone) digits; longer ones carry a country code. */
export function detectPhoneVariant(digits: string | null | undefined, cell: boolean): PhoneVariant {
  const length = onlyDigits(digits ?? '').length;
  const national = slots(cell ? CELL_PHONE_MASKS.NATIONAL : PHONE_MASKS.NATIONAL);
  return length > national ? 'INTERNATIONAL' : 'NATIONAL';
}
