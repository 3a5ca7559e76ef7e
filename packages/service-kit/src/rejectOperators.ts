import type { Context, Next } from 'koa';
import { ERROR_CODES } from '@linhagem/contracts';
import { AppError } from './AppError';

const MAX_DEPTH = 20;

/** Finds the first key that could act as a MongoDB operator or path (`$gt`, `a.b`), or nesting past MAX_DEPTH. */
export function findOperatorKey(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return '(nesting too deep)';
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findOperatorKey(item, depth + 1);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('$') || key.includes('.') || key === '__proto__') return key;
      const found = findOperatorKey(item, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** Throws 400 OPERATOR_REJECTED when any of the values carries a key `findOperatorKey` finds. */
export function assertNoOperators(...values: unknown[]): void {
  for (const value of values) {
    const key = findOperatorKey(value);
    if (key)
      throw AppError.badRequest(`Field name not allowed: ${key}`, { code: ERROR_CODES.operatorRejected });
  }
}

/** Refuses any body or query that carries query operators, before a handler can see it. */
export async function rejectOperators(ctx: Context, next: Next) {
  assertNoOperators((ctx.request as { body?: unknown }).body, ctx.query);
  await next();
}
