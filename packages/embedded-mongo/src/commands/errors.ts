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
  // what MongoDB 7's parsers answer for a malformed request (commands/findChecks.ts, pipelineChecks.ts, …)
  EmptyFieldName: 56,
  InvalidPipelineOperator: 168,
  ConversionFailure: 241,
  Location51024: 51024,
  Location15974: 15974,
  Location15975: 15975,
  Location15976: 15976,
  Location17312: 17312,
  Location15973: 15973,
  Location15959: 15959,
  Location15958: 15958,
  Location5107200: 5107200,
  Location5107201: 5107201,
  Location28745: 28745,
  Location28746: 28746,
  Location28747: 28747,
  Location28748: 28748,
  Location28749: 28749,
  Location15955: 15955,
  Location15947: 15947,
  Location15952: 15952,
  Location40234: 40234,
  Location40235: 40235,
  Location40236: 40236,
  Location40238: 40238,
  Location51272: 51272,
  Location15969: 15969,
  Location28818: 28818,
  Location28812: 28812,
  Location28811: 28811,
  Location28808: 28808,
  Location15981: 15981,
  Location40156: 40156,
  Location40157: 40157,
  Location40158: 40158,
  Location40160: 40160,
  Location40147: 40147,
  Location40148: 40148,
  Location40149: 40149,
  Location40272: 40272,
  Location16610: 16610,
  Location28766: 28766,
  Location28758: 28758,
  Location28759: 28759,
  Location28761: 28761,
  Location28714: 28714,
  Location28764: 28764,
  Location34454: 34454,
  Location34455: 34455,
  Location50752: 50752,
  Location51108: 51108,
  Location16554: 16554,
  Location16702: 16702,
  Location17124: 17124,
  Location28689: 28689,
  Location28690: 28690,
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
