import type { Document } from 'bson';

/** MongoDB's own error codes for the errors this engine raises. */
export const ErrorCodes = {
  InternalError: 1,
  Unauthorized: 13,
  CommandFailed: 125,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  PathNotViable: 28,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  CannotCreateIndex: 67,
  CommandNotSupported: 115,
  AuthenticationFailed: 18,
  MaxTimeMSExpired: 50,
  NoReplicationEnabled: 76,
  DocumentValidationFailure: 121,
  NoQueryExecutionPlans: 291,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  UnsupportedOpQueryCommand: 352,
  Location40323: 40323,
  Location40324: 40324,
  Location40352: 40352,
  Location40573: 40573,
  SearchNotEnabled: 31082,
  Location6108304: 6108304,
  DuplicateKey: 11000,
  Location40415: 40415,
  Location40602: 40602,
  DollarPrefixedFieldName: 52,
  Location31253: 31253,
  Location31254: 31254,
  Location31255: 31255,
  Location31256: 31256,
  Location31271: 31271,
  Location31276: 31276,
  Location31394: 31394,
  Location51246: 51246,
  Location51247: 51247,
  Location40414: 40414,
  Location31259: 31259,
  Location31310: 31310,
  Location16410: 16410,
  BSONObjectTooLarge: 10334,
  Location17419: 17419,
  Location17420: 17420,
} as const;

const codeNames: Record<number, string> = Object.fromEntries(
  Object.entries(ErrorCodes).map(([name, code]) => [code, name]),
);

export class CommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Document = {},
  ) {
    super(message);
  }
}

export function codeName(code: number): string {
  return codeNames[code] ?? 'UnknownError';
}

export function errorReply(error: unknown): Document {
  if (error instanceof CommandError) {
    return { ok: 0, errmsg: error.message, code: error.code, codeName: codeName(error.code), ...error.extra };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { ok: 0, errmsg: message, code: ErrorCodes.BadValue, codeName: 'BadValue' };
}
