import type { Context } from 'koa';

/**
 * The caller's address: the last `X-Forwarded-For` hop, which the BFF appends with the browser's address it
 * resolved (what a browser sent before it is not trusted; docs/adr-auth-and-gateway.md), else the socket's.
 */
export function callerAddress(ctx: Context): string {
  const hops = (ctx.get('x-forwarded-for') || '').split(',').map((hop) => hop.trim());
  return hops[hops.length - 1] || ctx.req.socket.remoteAddress || 'unknown';
}
