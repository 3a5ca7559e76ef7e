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
  /** an RG in none of the four shapes (another state's, with letters: "MG-4.567.890"), kept exactly as typed */
  OTHER: '',
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

/** A regex matching a complete value in a mask's shape (`99.999.999-*` → `^\d\d\.\d\d\d\.\d\d\d-[0-9A-Z]$`). */
function maskShape(mask: string): RegExp {
  const source = [...mask]
    .map((symbol) =>
      symbol === '9' ? '\\d' : symbol === '*' ? '[0-9A-Za-z]' : symbol === 'a' ? '[A-Za-z]' : `\\${symbol}`,
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The format of a stored RG, worked out from its shape; one in none of the four shapes is OTHER and is kept as
 * typed, so reopening and editing never changes its characters (issue 11 item 2). Empty means SP, the default.
 */
export function detectRgVariant(rg: string | null | undefined): RgVariant {
  const value = (rg ?? '').trim();
  if (value === '') return 'SP';
  const shaped = (Object.keys(RG_MASKS) as RgVariant[]).find(
    (variant) => RG_MASKS[variant] !== '' && maskShape(RG_MASKS[variant]).test(value),
  );
  return shaped ?? 'OTHER';
}

/** National numbers have 10 (phone) or 11 (cell phone) digits; longer ones carry a country code. */
export function detectPhoneVariant(digits: string | null | undefined, cell: boolean): PhoneVariant {
  const length = onlyDigits(digits ?? '').length;
  const national = slots(cell ? CELL_PHONE_MASKS.NATIONAL : PHONE_MASKS.NATIONAL);
  return length > national ? 'INTERNATIONAL' : 'NATIONAL';
}
