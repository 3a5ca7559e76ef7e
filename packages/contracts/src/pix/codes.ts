/** Stable codes of the Pix receiver's fields and of the Pix routes' refusals (HTTP status in the comment). */
export const PIX_ERROR_CODES = {
  /** the key is not one of its kind (a CPF with wrong check digits, a phone without +55, ...) */
  keyInvalid: 'pix.key-invalid',
  /** the receiver's name or city is empty or too long once written in plain letters */
  nameInvalid: 'pix.name-invalid',
  cityInvalid: 'pix.city-invalid',
  /** the number of instalments is not a whole number from 1 to 12 */
  instalmentsInvalid: 'pix.instalments-invalid',
  /** 409 no Pix key is configured: nothing Pix exists */
  notConfigured: 'pix.not-configured',
  /** 400 an amount that is not a positive whole number of cents, or over the limit */
  amountInvalid: 'pix.amount-invalid',
  /** 400 a cash entry names a transaction id no code of its protocol carries */
  txidUnknown: 'pix.txid-unknown',
  /** 409 that code was already closed by another cash entry */
  txidReceived: 'pix.txid-received',
} as const;

/** The Pix codes under the name every module of this folder uses. */
export const PIX_CODES = PIX_ERROR_CODES;
