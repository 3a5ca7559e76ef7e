import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const DEV_KEY = 'linhagem-development-only-two-factor-key';
let warned = false;

/**
 * TWO_FACTOR_KEY: what the authenticator secrets are encrypted with at rest and the recovery codes' hashes keyed
 * with (docs/adr-auth-and-gateway.md "Second factor"). Any string; a development default outside production.
 * Changing it voids every authenticator and recovery code (users then set them up again).
 */
function keyText(env: NodeJS.ProcessEnv = process.env): string {
  const key = env.TWO_FACTOR_KEY;
  if (key) return key;
  if (env.NODE_ENV === 'production') throw new Error('TWO_FACTOR_KEY must be set in production');
  if (!warned) {
    warned = true;
    process.stderr.write('warning: TWO_FACTOR_KEY is unset; using the development default\n');
  }
  return DEV_KEY;
}

const derived = (purpose: string) => createHash('sha256').update(`${purpose}:${keyText()}`).digest();

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url; a stored value read from a dump is of no use. */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derived('seal'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text of `seal`, or undefined when it was sealed with another key or changed. */
export function open(sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derived('seal'), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

/**
 * A recovery code's stored form: an HMAC keyed with the server's key, so the hashes alone (a stolen backup) do not
 * allow guessing codes offline; the codes carry 50 random bits, so no slow hash is needed on top.
 */
export const hashRecoveryCode = (normalised: string) =>
  createHmac('sha256', derived('recovery')).update(normalised).digest('base64url');
