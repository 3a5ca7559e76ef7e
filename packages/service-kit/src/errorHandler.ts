import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import { ERROR_CODES, type ErrorBody, type ValidationIssue } from '@linhagem/contracts';
import { AppError } from './AppError';
import type { Logger } from './logger';

type MongoLikeError = Error & {
  code?: number;
  keyValue?: Record<string, unknown>;
  status?: number;
  type?: string;
};

/** Maps anything thrown below it to a 4xx with a stable code, or a generic 500 that leaks nothing. */
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) {
    return AppError.badRequest('Validation failed', {
      details: err.issues.map((i): ValidationIssue => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  const e = err as MongoLikeError;
  if (!e || typeof e !== 'object') return undefined;
  switch (e.name) {
    case 'ValidationError':
      return AppError.badRequest(e.message);
    case 'CastError':
      return AppError.badRequest('Invalid identifier or value', { code: ERROR_CODES.invalidId });
    case 'VersionError':
      return AppError.conflict('The record was changed by someone else; reload and try again');
    case 'StrictModeError':
    case 'MongooseError':
      if (/strict|cast|sanitize|operator/i.test(e.message)) return AppError.badRequest(e.message);
      break;
  }
  if (e.code === 11000) {
    return AppError.conflict('A record with the same value already exists', {
      code: ERROR_CODES.duplicate,
      details: {
        fields: Object.keys(e.keyValue ?? {}),
      },
    });
  }
  // koa bodyparser and raw-body errors
  if (e.status === 413 || e.type === 'entity.too.large') {
    return AppError.payloadTooLarge();
  }
  if (e.status === 415)
    return new AppError(415, 'Send application/json', { code: ERROR_CODES.unsupportedMediaType });
  if (e.status === 400 && /json|parse|body/i.test(e.message + (e.type ?? ''))) {
    return AppError.badRequest('The request body is not valid JSON', { code: ERROR_CODES.malformedJson });
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    const code =
      e.status === 404
        ? ERROR_CODES.notFound
        : e.status === 405
          ? ERROR_CODES.methodNotAllowed
          : ERROR_CODES.validation;
    return new AppError(e.status, e.message, { code });
  }
  return undefined;
}

export function errorHandler(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      // what no route answered, and the router's bare 405/501 (it sets `Allow`), get the JSON body too
      if (ctx.body === undefined || ctx.body === null) {
        if (ctx.status === 404) throw AppError.notFound(`No route for ${ctx.method} ${ctx.path}`);
        if (ctx.status === 405 || ctx.status === 501) {
          const message = `${ctx.method} is not allowed on ${ctx.path}`;
          throw new AppError(ctx.status, message, { code: ERROR_CODES.methodNotAllowed });
        }
      }
    } catch (err) {
      const requestId = ctx.state.requestId as string | undefined;
      const appError = toAppError(err);
      let body: ErrorBody;
      if (appError) {
        ctx.status = appError.status;
        if (appError.headers) ctx.set(appError.headers);
        body = { code: appError.code, message: appError.message, details: appError.details };
      } else {
        logger.error('unexpected failure', {
          requestId,
          error: err instanceof Error ? err.stack : String(err),
        });
        ctx.status = 500;
        body = { code: ERROR_CODES.internal, message: 'Unexpected failure', requestId };
      }
      ctx.body = body;
    }
  };
}
