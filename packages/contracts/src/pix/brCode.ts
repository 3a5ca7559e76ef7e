/**
 * The static Pix BR Code (Banco Central do Brasil, "Manual de Padrões para Iniciação do Pix" and the BR Code
 * manual; shared/domain/brazilian-records-and-pix.md "Pix and the BR Code"): EMV's merchant-presented format, each
 * field `ID` (2 digits) + length (2 digits) + value, closed by a CRC16 CCITT-FALSE of the whole text.
 */

/** The fixed parts of every code: the Pix arrangement's GUI, "no category" and the real (ISO 4217 986). */
export const PIX_GUI = 'br.gov.bcb.pix';
const MERCHANT_CATEGORY = '0000';
const CURRENCY_BRL = '986';
const COUNTRY = 'BR';
/** The receiver's name and city as the EMV fields hold them: at most 25 and 15 characters. */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
/** A transaction id: up to 25 letters and digits; `***` where a code has none. */
export const PIX_TXID_MAX = 25;
const NO_TXID = '***';

/** CRC16 CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor), 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A text as the name and city fields carry it: letters without their accents and the printable ASCII left,
 * spaces folded, cut to `max` (bank apps show these fields as they are; the manual asks for plain ASCII).
 */
export function pixPlainText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

const field = (id: string, value: string): string => {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`Pix field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
};

export type PixPayloadInput = {
  /** the receiver's key as the bank holds it (see `normalizePixKey`) */
  key: string;
  name: string;
  city: string;
  /** integer cents; absent or 0: the payer types the amount */
  amount?: number | null;
  /** letters and digits, up to 25; absent: `***` */
  txid?: string | null;
};

/** The "Pix copia e cola" text of a static code. */
export function pixPayload({ key, name, city, amount, txid }: PixPayloadInput): string {
  if (amount != null && (!Number.isInteger(amount) || amount < 0))
    throw new RangeError('A Pix amount is a whole number of cents');
  const id = txid || NO_TXID;
  if (id !== NO_TXID && !isPixTxid(id))
    throw new RangeError('A Pix transaction id is 1 to 25 letters and digits');
  const body =
    field('00', '01') +
    field('26', field('00', PIX_GUI) + field('01', key)) +
    field('52', MERCHANT_CATEGORY) +
    field('53', CURRENCY_BRL) +
    (amount ? field('54', (amount / 100).toFixed(2)) : '') +
    field('58', COUNTRY) +
    field('59', pixPlainText(name, PIX_NAME_MAX)) +
    field('60', pixPlainText(city, PIX_CITY_MAX)) +
    field('62', field('05', id)) +
    '6304';
  return body + crc16CcittFalse(body);
}

export const isPixTxid = (txid: string): boolean => /^[A-Za-z0-9]{1,25}$/.test(txid);

export type BrCodeFields = { [id: string]: string | BrCodeFields };
/** The templates whose value is itself a list of fields (merchant accounts 26-51, additional data 62, 80-99). */
const isTemplate = (id: number) => (id >= 26 && id <= 51) || id === 62 || id >= 80;

/**
 * Reads a BR Code's fields (templates as nested records) and checks its CRC; `null` when the text is not one. Used
 * by the tests and by whoever wants to show what a pasted code holds.
 */
export function parseBrCode(payload: string): BrCodeFields | null {
  if (!/6304[0-9A-F]{4}$/.test(payload)) return null;
  if (crc16CcittFalse(payload.slice(0, -4)) !== payload.slice(-4)) return null;
  const read = (text: string, nested: boolean): BrCodeFields | null => {
    const fields: BrCodeFields = {};
    let at = 0;
    while (at < text.length) {
      const id = text.slice(at, at + 2);
      const length = Number(text.slice(at + 2, at + 4));
      if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) return null;
      const value = text.slice(at + 4, at + 4 + length);
      if (value.length !== length) return null;
      if (!nested && isTemplate(Number(id))) {
        const inner = read(value, true);
        if (!inner) return null;
        fields[id] = inner;
      } else fields[id] = value;
      at += 4 + length;
    }
    return fields;
  };
  return read(payload, false);
}
