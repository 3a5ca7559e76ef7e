import { PORTAL_WRITE_LIMIT, PUBLIC_ERROR_CODES, type PublicDocumentAccess } from '@linhagem/contracts';
import { AppError, callerAddress, createRateLimiter, type Access } from '@linhagem/service-kit';
import type { ProtocolsClient } from '../protocols/protocolsClient';

/** The family at the portal: the protocol its access code opened and what its office asked it for. */
export type FamilyCaller = PublicDocumentAccess;

/** A relayed 429 keeps telling when to try again. */
function withRetryAfter(error: unknown): unknown {
  if (!(error instanceof AppError) || error.status !== 429) return error;
  const seconds = Number((error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds);
  return AppError.tooManyRequests(error.message, {
    code: error.code,
    details: error.details,
    retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60,
  });
}

/**
 * The portal's documents open their protocol with the access code of the path, checked by services/protocols
 * (the portal's own guard and wrong-code limits, keyed by the family's address): 403 and 429 are relayed as they
 * are, before any input is read.
 */
export function familyAccess(protocols: ProtocolsClient): Access<FamilyCaller> {
  return async (ctx) => {
    try {
      return await protocols.publicDocumentAccess({
        protocolId: String(ctx.params.protocolId ?? '').slice(0, 64),
        accessCode: String(ctx.params.accessCode ?? '').slice(0, 64),
        address: callerAddress(ctx).slice(0, 100),
      });
    } catch (error) {
      throw withRetryAfter(error);
    }
  };
}

/**
 * The family's access, then an upload counted against its protocol's `PORTAL_WRITE_LIMIT` (429
 * `public.too-many-writes`), then a closed protocol refused (409 `public.read-only`), as the portal's other
 * writes are. Both refusals come before the body is read; the connection stays open and Node drops the rest of
 * the body, so that the BFF, still sending it (at most its upload limit), relays the answer instead of a reset.
 */
export function writingFamily(family: Access<FamilyCaller>): Access<FamilyCaller> {
  const limiter = createRateLimiter({
    windowMs: PORTAL_WRITE_LIMIT.windowMs,
    limit: PORTAL_WRITE_LIMIT.perProtocol,
  });
  return async (ctx) => {
    const caller = await family(ctx);
    const wait = limiter.take(caller.protocolId);
    if (wait > 0)
      throw AppError.tooManyRequests('Too many changes to this protocol; try again shortly', {
        code: PUBLIC_ERROR_CODES.tooManyWrites,
        retryAfterSeconds: wait,
        details: { retryAfterSeconds: wait },
      });
    if (caller.readOnly)
      throw AppError.conflict('This protocol is closed: its data can no longer change', {
        code: PUBLIC_ERROR_CODES.readOnly,
      });
    return caller;
  };
}
