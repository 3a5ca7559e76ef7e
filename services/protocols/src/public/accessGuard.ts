import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import mongoose, { Schema, type Connection } from 'mongoose';
import {
  ACCESS_CODE_ATTEMPTS,
  OBJECT_ID_PATTERN,
  PUBLIC_ERROR_CODES,
  normalizeAccessCode,
} from '@linhagem/contracts';
import { AppError, type Access } from '@linhagem/service-kit';
import { protocolModel, type ProtocolDocument } from '../protocol/model';

/** One wrong access code, kept for the attempt window: `protocol:<id>|address:<ip>` and `address:<ip>` keys. */
const attemptSchema = new Schema(
  { key: { type: String, required: true }, at: { type: Date, required: true } },
  { strict: 'throw', versionKey: false },
);
attemptSchema.index({ key: 1, at: 1 });
attemptSchema.index({ at: 1 });
type Attempt = { key: string; at: Date };
const attemptModel = (connection: Connection): mongoose.Model<Attempt> =>
  (connection.models.AccessAttempt as mongoose.Model<Attempt> | undefined) ??
  connection.model<Attempt>('AccessAttempt', attemptSchema);

export type AccessLimits = { windowMs: number; perProtocolAndAddress: number; perAddress: number };

/** Who calls a portal route: the family holding the protocol the access code opened. */
export type PortalCaller = { protocol: ProtocolDocument };

const digest = (code: string) => createHash('sha256').update(code).digest();
/** compared against when the protocol does not exist, so both refusals take the same time */
const DECOY = digest(randomBytes(16).toString('hex'));

const denied = () =>
  new AppError(403, 'Protocol not found or access code invalid', { code: PUBLIC_ERROR_CODES.accessDenied });

/**
 * The caller's address: the last `X-Forwarded-For` hop, which the BFF appends (what a browser sent before it is
 * not trusted), else the socket's.
 */
function addressOf(ctx: Context): string {
  const hops = (ctx.get('x-forwarded-for') || '').split(',').map((hop) => hop.trim());
  return hops[hops.length - 1] || ctx.req.socket.remoteAddress || 'unknown';
}

/** What opens a protocol on the portal: its id and access code as typed, and the address that typed them. */
export type PortalKey = { protocolId: string; accessCode: string; address: string };

/**
 * Opens a protocol with its access code (spec 4 "Public access"): the portal's guard, and the documents box
 * through the internal API, check it here, with the same limits. The code is compared in constant time; a wrong
 * protocol and a wrong code get the same 403; wrong codes are counted per protocol and address together and per
 * address (in the database, so every instance sees them), and past a limit that address gets 429 with
 * `Retry-After` until the window lets the oldest attempt go (OWASP ASVS 2.2.1); the family at its own address is
 * never refused for someone else's guesses.
 */
export function accessCodeCheck(
  connection: Connection,
  limits: AccessLimits = ACCESS_CODE_ATTEMPTS,
): (key: PortalKey) => Promise<PortalCaller> {
  const attempts = attemptModel(connection);
  const protocols = protocolModel(connection);

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  async function lockedFor(key: string, limit: number, now: number): Promise<number> {
    const since = new Date(now - limits.windowMs);
    const recent = await attempts
      .find({ key, at: mongoose.trusted({ $gt: since }) }, { at: 1 })
      .sort({ at: -1 })
      .limit(limit)
      .lean<Attempt[]>();
    if (recent.length < limit) return 0;
    const oldest = recent[recent.length - 1].at.getTime();
    return Math.max(1, Math.ceil((oldest + limits.windowMs - now) / 1000));
  }

  return async function open({ protocolId, accessCode, address: from }: PortalKey): Promise<PortalCaller> {
    const address = `address:${from}`;
    const keys = { protocol: `protocol:${protocolId.slice(0, 64)}|${address}`, address };
    const now = Date.now();
    // the three reads together: every portal request pays them
    const [protocolWait, addressWait, protocol] = await Promise.all([
      lockedFor(keys.protocol, limits.perProtocolAndAddress, now),
      lockedFor(keys.address, limits.perAddress, now),
      OBJECT_ID_PATTERN.test(protocolId) ? protocols.findById(protocolId) : null,
    ]);
    const wait = Math.max(protocolWait, addressWait);
    if (wait > 0)
      throw AppError.tooManyRequests('Too many wrong access codes; try again later', {
        code: PUBLIC_ERROR_CODES.tooManyAttempts,
        retryAfterSeconds: wait,
        details: { retryAfterSeconds: wait },
      });
    const expected = protocol ? digest(protocol.accessCode) : DECOY;
    const matches = timingSafeEqual(digest(normalizeAccessCode(accessCode.slice(0, 64))), expected);
    if (!protocol || !matches) {
      const at = new Date(now);
      await attempts.insertMany([
        { key: keys.protocol, at },
        { key: keys.address, at },
      ]);
      await attempts.deleteMany({ at: mongoose.trusted({ $lt: new Date(now - limits.windowMs) }) });
      throw denied();
    }
    return { protocol };
  };
}

/** Every public route opens its protocol with the access code of its path (`accessCodeCheck`) from its caller's address. */
export function accessGuard(
  connection: Connection,
  limits: AccessLimits = ACCESS_CODE_ATTEMPTS,
): Access<PortalCaller> {
  const open = accessCodeCheck(connection, limits);
  return (ctx: Context) =>
    open({
      protocolId: String(ctx.params.protocolId ?? ''),
      accessCode: String(ctx.params.accessCode ?? ''),
      address: addressOf(ctx),
    });
}
