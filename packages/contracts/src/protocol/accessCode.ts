/**
 * The access code a family opens the portal with (spec 4 "Public access"): 16 symbols of Crockford's base32 (no I, L,
 * O, U) from a secure random source, so 80 bits, in four groups: `7KQ2-M9XD-4TRA-VW3P`.
 */
export const ACCESS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ACCESS_CODE_GROUPS = 4;
export const ACCESS_CODE_GROUP_LENGTH = 4;
export const ACCESS_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** What a person typed, as the stored code: upper case, groups re-cut, look-alikes read as Crockford does (O→0, I/L→1). */
export function normalizeAccessCode(typed: string): string {
  const symbols = typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return symbols.match(new RegExp(`.{1,${ACCESS_CODE_GROUP_LENGTH}}`, 'g'))?.join('-') ?? '';
}

/** The code made of the given random bytes (at least 10): 5 bits per symbol. */
export function accessCodeFromBytes(bytes: Uint8Array): string {
  const symbols = ACCESS_CODE_GROUPS * ACCESS_CODE_GROUP_LENGTH;
  if (bytes.length * 8 < symbols * 5) throw new Error(`need ${Math.ceil((symbols * 5) / 8)} random bytes`);
  let code = '';
  for (let i = 0; i < symbols; i++) {
    const bit = i * 5;
    const pair = (bytes[bit >> 3] << 8) | (bytes[(bit >> 3) + 1] ?? 0);
    code += ACCESS_CODE_ALPHABET[(pair >> (11 - (bit & 7))) & 31];
    if (i % ACCESS_CODE_GROUP_LENGTH === ACCESS_CODE_GROUP_LENGTH - 1 && i < symbols - 1) code += '-';
  }
  return code;
}

/** The portal's pages of one protocol besides the client form (spec 2 public routes). */
export type PortalPage = 'status' | 'documents' | 'signatures';
/** The portal address a family opens (spec 2 public routes), or one of its pages. */
export const portalPath = (protocolId: string, page?: PortalPage) =>
  `/public-client/${encodeURIComponent(protocolId)}${page ? `/${page}` : ''}`;
