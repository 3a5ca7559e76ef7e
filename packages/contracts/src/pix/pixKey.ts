import { z } from 'zod';
import { isValidCnpj, isValidCpf, onlyDigits } from '../client/documents';
import { PIX_CITY_MAX, PIX_NAME_MAX, pixPlainText } from './brCode';
import { PIX_CODES } from './codes';
import { PIX_MAX_INSTALMENTS } from './instalments';

/** The kinds of Pix key a receiver can hold (Banco Central's DICT): CPF, CNPJ, e-mail, phone, random key (EVP). */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** R$ 9.999.999,99: the largest amount a code is issued for (the API's bound, far above any case). */
export const PIX_MAX_AMOUNT = 999_999_999;

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The key as the BR Code carries it: digits for CPF and CNPJ, `+55…` for a phone, lower case for e-mail and EVP. */
export function normalizePixKey(type: PixKeyType, key: string): string {
  const value = key.trim();
  switch (type) {
    case 'CPF':
    case 'CNPJ':
      return onlyDigits(value);
    case 'PHONE': {
      // a number typed with its country keeps it (and a foreign one is refused); one without gets Brazil's
      const digits = onlyDigits(value);
      if (value.startsWith('+') || (digits.startsWith('55') && digits.length >= 12)) return `+${digits}`;
      return `+55${digits}`;
    }
    case 'EMAIL':
    case 'EVP':
      return value.toLowerCase();
  }
}

/** Whether a normalised key is one of its kind. */
export function isValidPixKey(type: PixKeyType, key: string): boolean {
  switch (type) {
    case 'CPF':
      return /^\d{11}$/.test(key) && isValidCpf(key);
    case 'CNPJ':
      return /^\d{14}$/.test(key) && isValidCnpj(key);
    // a mobile number (DICT's phone keys are mobiles): +55, an area code (11-99, none ends in 0), then 9 digits
    // starting with 9 (every Brazilian mobile since 2016)
    case 'PHONE':
      return /^\+55[1-9][1-9]9\d{8}$/.test(key);
    case 'EMAIL':
      return key.length <= 77 && EMAIL.test(key);
    case 'EVP':
      return EVP.test(key);
  }
}

/**
 * The office's Pix receiver in system configuration (administrators): without a key nothing Pix appears anywhere.
 * The name and city are kept as typed and written in plain letters inside the code.
 */
export const pixReceiverSchema = z
  .object({
    pixKeyType: z.enum(PIX_KEY_TYPES).default('CPF'),
    pixKey: z.string().trim().max(100, PIX_CODES.keyInvalid).default(''),
    pixReceiverName: z.string().trim().max(60, PIX_CODES.nameInvalid).default(''),
    pixReceiverCity: z.string().trim().max(60, PIX_CODES.cityInvalid).default(''),
    /** the payment terms' equal instalments: the quote's code asks the first, the portal's the one due now */
    pixInstalments: z
      .number(PIX_CODES.instalmentsInvalid)
      .int(PIX_CODES.instalmentsInvalid)
      .min(1, PIX_CODES.instalmentsInvalid)
      .max(PIX_MAX_INSTALMENTS, PIX_CODES.instalmentsInvalid)
      .default(1),
  })
  .strict()
  .transform((value) => ({
    ...value,
    pixKey: value.pixKey && normalizePixKey(value.pixKeyType, value.pixKey),
  }))
  .superRefine((value, ctx) => {
    if (!value.pixKey) return;
    if (!isValidPixKey(value.pixKeyType, value.pixKey))
      ctx.addIssue({ code: 'custom', path: ['pixKey'], message: PIX_CODES.keyInvalid });
    const name = pixPlainText(value.pixReceiverName, 99);
    if (!name || name.length > PIX_NAME_MAX)
      ctx.addIssue({ code: 'custom', path: ['pixReceiverName'], message: PIX_CODES.nameInvalid });
    const city = pixPlainText(value.pixReceiverCity, 99);
    if (!city || city.length > PIX_CITY_MAX)
      ctx.addIssue({ code: 'custom', path: ['pixReceiverCity'], message: PIX_CODES.cityInvalid });
  });
export type PixReceiverBody = z.input<typeof pixReceiverSchema>;
export type PixReceiver = z.output<typeof pixReceiverSchema>;

/** The receiver as another service reads it from the catalog (already checked when it was saved). */
export const pixReceiverAnswerSchema = z.object({
  pixKeyType: z.enum(PIX_KEY_TYPES),
  pixKey: z.string(),
  pixReceiverName: z.string(),
  pixReceiverCity: z.string(),
  // a setting saved before instalments existed: the total at once
  pixInstalments: z.number().int().min(1).max(PIX_MAX_INSTALMENTS).default(1),
});

/** An amount a code is issued for: a whole number of cents, above zero, up to `PIX_MAX_AMOUNT`. */
const pixAmountSchema = z
  .number(PIX_CODES.amountInvalid)
  .int(PIX_CODES.amountInvalid)
  .min(1, PIX_CODES.amountInvalid)
  .max(PIX_MAX_AMOUNT, PIX_CODES.amountInvalid);

/** `POST /api/protocol/{id}/pix`: a code for an amount staff type, in cents. */
export const pixIssueBodySchema = z.object({ amount: pixAmountSchema }).strict();
export type PixIssueBody = z.infer<typeof pixIssueBodySchema>;
/** `GET /api/protocol/{id}/pix?amount=<cents>` */
export const pixAmountQuerySchema = z
  .object({
    // digits only: `1e3`, `0x10`, ` 5`, `10.5`, `-5` or a repeated `amount` are refused, never read as a number
    amount: z
      .string(PIX_CODES.amountInvalid)
      .regex(/^[0-9]{1,12}$/, PIX_CODES.amountInvalid)
      .transform(Number)
      .pipe(pixAmountSchema),
  })
  .strict();

/** A Pix code of a case, as the API answers it: the text, its transaction id, the amount in cents, the QR code. */
export type PixCode = { payload: string; txid: string; amount: number; qrSvg: string };
/**
 * The portal's code for what is due now (`GET /api/public/protocol/{protocolId}/{accessCode}/pix`): the code and
 * which instalment of the payment terms it pays (1 of 1 when the total is paid at once).
 */
export type PortalPixCode = PixCode & { instalment: number; instalments: number };
/** A code staff issued (`POST /api/protocol/{id}/pix`), with whether a cash entry closed it. */
export type IssuedPixCode = PixCode & {
  id: string;
  issuedAt: string;
  issuedBy: string;
  received: boolean;
  cashEntry: string | null;
};

/**
 * The transaction id of a case's codes, from its code (`2026/0042` → `P20260042`, a budget's `ORC-2026/0042` →
 * `ORC20260042`): the case's first code carries it as it is, each further code staff issue adds `S` and its number
 * (`P20260042S2`), so the office reads on a bank statement which case, and which code, was paid.
 */
export function pixTxid(protocolCode: string, sequence = 1): string {
  const letters = protocolCode.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const base = /^\d/.test(letters) ? `P${letters}` : letters;
  const suffix = sequence > 1 ? `S${sequence}` : '';
  return (base.slice(0, 25 - suffix.length) + suffix).slice(0, 25);
}
