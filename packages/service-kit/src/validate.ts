import type { Context, Next } from 'koa';
import type { ZodType } from 'zod';

export type RequestSchemas = { body?: ZodType; query?: ZodType; params?: ZodType };

/**
 * Validates at the edge: parsed values land in `ctx.state.body`, `ctx.state.query`, `ctx.state.params`,
 * and a failure throws the ZodError that `errorHandler` turns into 400 VALIDATION_FAILED.
 */
export function validate(schemas: RequestSchemas) {
  return async (ctx: Context, next: Next) => {
    if (schemas.params) ctx.state.params = schemas.params.parse(ctx.params);
    if (schemas.query) ctx.state.query = schemas.query.parse(ctx.query);
    if (schemas.body) ctx.state.body = schemas.body.parse((ctx.request as { body?: unknown }).body ?? {});
    await next();
  };
}
