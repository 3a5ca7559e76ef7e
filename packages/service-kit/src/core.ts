/**
 * The part of service-kit a box that is not a Koa service may load (the BFF, an Express gateway): errors, the
 * logger and the internal tokens it signs. Nothing here loads Koa or mongoose at run time (the Koa types some of
 * these files name are erased); the BFF imports only this entry, and its lint rule keeps it so (eslint.config).
 */
export * from './AppError';
export * from './logger';
export { toAppError } from './errorHandler';
export { assertNoOperators, findOperatorKey } from './rejectOperators';
export {
  INTERNAL_TOKEN_HEADER,
  hmacKey,
  internalTokenSecret,
  signInternalToken,
  signServiceToken,
  verifyInternalToken,
  type Caller,
} from './internalAuth';
export * from './fileWork/fileTask';
