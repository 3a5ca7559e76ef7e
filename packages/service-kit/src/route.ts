import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z, ZodType } from 'zod';
import type { Access } from './access';

/** Who may call: `read(family)`, `write(family)`, `internal`, a route's own check, or `PUBLIC` (anyone, no token). */
export type RouteAccess = Access<unknown> | 'PUBLIC';

/** What the handler is told of its caller: the access check's answer, nothing for a `PUBLIC` route. */
export type CallerOf<A extends RouteAccess> = A extends Access<infer C> ? C : undefined;

/** The parsed value of a schema (defaults filled, transforms applied), nothing when the route has none. */
type Parsed<S> = S extends ZodType ? z.output<S> : undefined;

export type RouteSpec<A extends RouteAccess, P, Q, B> = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** an absolute Koa pattern from the family's path object in `@linhagem/contracts`, e.g. `CLIENT_API.itemRoute` */
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** the status of an answer (201 for a create); a handler that answers nothing gets 204 */
  status?: number;
};

export type RouteInput<A extends RouteAccess, P, Q, B> = {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  caller: CallerOf<A>;
  /** for headers, a streamed request or answer, or a status the answer decides */
  ctx: Context;
};

/**
 * Declares one route: the access check runs first, then params, query and body are parsed by their schemas (a
 * ZodError is errorHandler's 400 VALIDATION_FAILED), then the handler gets them typed with its caller. What the
 * handler returns is the answer (`status` or 200); when it returns nothing, the answer is 204 unless it set a body.
 */
export function route<
  A extends RouteAccess,
  P extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
>(
  router: Router,
  spec: RouteSpec<A, P, Q, B>,
  handler: (input: RouteInput<A, P, Q, B>) => Promise<unknown> | unknown,
): void {
  const { access, params, query, body } = spec;
  router[spec.method](spec.path, async (ctx) => {
    const input = {
      caller: access === 'PUBLIC' ? undefined : await access(ctx),
      params: params?.parse(ctx.params),
      query: query?.parse(ctx.query),
      body: body?.parse(ctx.request.body ?? {}),
      ctx,
    };
    // the one place the types meet the schemas: each value is its schema's parse (absent without a schema)
    const answer = await handler(input as RouteInput<A, P, Q, B>);
    if (answer !== undefined) {
      if (spec.status) ctx.status = spec.status;
      ctx.body = answer;
    } else if (ctx.body === undefined) ctx.status = 204;
  });
}
