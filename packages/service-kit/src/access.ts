import type { Context, Next } from 'koa';
import { API_FAMILIES, hasLevel, type Access as FamilyAccess, type ApiFamilyName } from '@linhagem/contracts';
import { AppError } from './AppError';
import { INTERNAL_TOKEN_HEADER, verifyInternalToken, type Caller } from './internalAuth';

/**
 * Who may call a route, checked before its input is read: it answers whom the handler serves (its caller), or
 * throws 401 / 403 / 429. `read(family)`, `write(family)` and `internal` cover the service routes; the public
 * portal brings its own (the access code of the path).
 */
export type Access<C = Caller> = (ctx: Context) => Promise<C> | C;

/** The caller of the internal token (a user the BFF forwards, or another service); 401 when it is missing or invalid. */
export function authenticatedCaller(ctx: Context): Caller {
  const token = ctx.get(INTERNAL_TOKEN_HEADER);
  if (!token) throw AppError.unauthenticated();
  let caller: Caller;
  try {
    caller = verifyInternalToken(token);
  } catch {
    throw AppError.unauthenticated('Invalid internal token');
  }
  ctx.state.caller = caller; // the request log names the user
  return caller;
}

/** A signed-in caller holding `level` (DESIGN "Levels"); a `PUBLIC` level still wants the token. */
const holding =
  (level: FamilyAccess): Access =>
  (ctx) => {
    const caller = authenticatedCaller(ctx);
    if (level !== 'PUBLIC' && !hasLevel(caller.typeUser, level)) throw AppError.forbidden();
    return caller;
  };

/** The read level of an API family, from the route table in `@linhagem/contracts` (the BFF guards with it too). */
export const read = (family: ApiFamilyName): Access => holding(API_FAMILIES[family].read);
/** The write level of an API family, from the same table. */
export const write = (family: ApiFamilyName): Access => holding(API_FAMILIES[family].write);

/** Only another service: the internal APIs between services, which the BFF never routes. */
export const internal: Access = (ctx) => {
  const caller = authenticatedCaller(ctx);
  if (caller.kind !== 'service') throw AppError.forbidden('Internal API');
  return caller;
};

/** Middleware of `authenticatedCaller`: a test's stand-in service answers an internal route with it. */
export async function authenticate(ctx: Context, next: Next) {
  authenticatedCaller(ctx);
  await next();
}

/** Middleware of `internal`: only another service may call. */
export async function requireService(ctx: Context, next: Next) {
  await internal(ctx);
  await next();
}
