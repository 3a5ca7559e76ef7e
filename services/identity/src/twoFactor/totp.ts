import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const ISSUER = 'Linhagem';

/** The clock TOTP reads (epoch ms): the tests move it, the service uses Date.now. */
export type Clock = () => number;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new secret of 160 bits (RFC 4226's recommended length), in base32 as apps take it by hand. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI and its QR code as an SVG (no image request: the key never leaves in a URL). */
export async function totpEnrolment(secret: string, userName: string) {
  const otpauthUri = totpOf(secret, userName).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrSvg };
}

/**
 * The time step a code belongs to, one step of drift either way (RFC 6238 section 6), or undefined when it matches
 * none. The caller keeps the last step used so that a code is accepted once.
 */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code of `secret` at `now` (the tests' authenticator app). */
export const totpCode = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });
