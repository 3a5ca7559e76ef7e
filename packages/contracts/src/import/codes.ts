/**
 * Importing clients and protocols from an office's spreadsheets (docs/adr-spreadsheet-import.md), free of zod so
 * any page can import them: the limits, the fields a column can be mapped to, the problem and match codes, the
 * per-row decisions and the refusals.
 */

/** The largest file a preview reads (20 MB: 20,000 rows of a wide sheet). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** The most data rows (the header aside) one import takes. */
export const MAX_IMPORT_ROWS = 20_000;
/** The multipart fields of a preview: the file, and optionally the mapping (JSON) and the sheet's name. */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_MAPPING_FIELD = 'mapping';
export const IMPORT_SHEET_FIELD = 'sheet';
/** How long a preview waits for its apply. */
export const IMPORT_PREVIEW_TTL_SECONDS = 24 * 60 * 60;
/** How long after its apply an import can be undone. */
export const IMPORT_UNDO_DAYS = 30;
/** The first data row's number: the header is row 1, as a spreadsheet program numbers them. */
export const FIRST_DATA_ROW = 2;

/** What an import brings in: clients first, then the protocols that name them. */
export const IMPORT_KINDS = ['CLIENT', 'PROTOCOL'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The client fields a column can fill. Father, mother and spouse name another row, a CPF or a name. */
export const CLIENT_IMPORT_FIELDS = [
  'name',
  'cpf',
  'rg',
  'birthDay',
  'birthCity',
  'birthState',
  'birthCountry',
  'gender',
  'maritalStatus',
  'email',
  'phoneNumber',
  'cellPhoneNumber',
  'zipCode',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
  'father',
  'mother',
  'spouse',
  'notes',
  'tags',
] as const;
export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number];

/** The protocol fields a column can fill; the main client is a CPF or a row of the clients' import. */
export const PROTOCOL_IMPORT_FIELDS = [
  'name',
  'familyName',
  'mainClientCpf',
  'mainClientRow',
  'stage',
  'status',
  'filingDate',
  'notes',
] as const;
export type ProtocolImportField = (typeof PROTOCOL_IMPORT_FIELDS)[number];

export type ImportField = ClientImportField | ProtocolImportField;

/** Fields a row cannot go without. */
export const REQUIRED_IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  CLIENT: ['name'],
  PROTOCOL: ['name'],
};

/** Why a row cannot be imported as it is. */
export const IMPORT_PROBLEM_CODES = {
  required: 'import.required',
  cpfInvalid: 'import.cpf-invalid',
  dateInvalid: 'import.date-invalid',
  emailInvalid: 'import.email-invalid',
  /** a value the field does not take (a phone, a state, a gender it cannot read) */
  valueInvalid: 'import.value-invalid',
  /** a father, mother, spouse or main client that names nothing the import can find */
  referenceNotFound: 'import.reference-not-found',
} as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[keyof typeof IMPORT_PROBLEM_CODES];

/**
 * Why a row may be a record already: the same CPF, the same name and birth date (accents and case aside), the
 * same protocol name and family name, or an earlier row of the same file.
 */
export const IMPORT_MATCH_KINDS = ['CPF', 'NAME_BIRTH', 'NAME_FAMILY', 'FILE'] as const;
export type ImportMatchKind = (typeof IMPORT_MATCH_KINDS)[number];

/**
 * What to do with a row: a matched row is skipped unless decided otherwise; a row without match is created.
 * UPDATE_EMPTY fills only the record's empty fields, UPDATE_ALL writes every mapped value.
 */
export const IMPORT_ACTIONS = ['SKIP', 'UPDATE_EMPTY', 'UPDATE_ALL', 'CREATE'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** Where an import stands. */
export const IMPORT_STATUSES = ['PREVIEWED', 'APPLYING', 'APPLIED', 'FAILED', 'UNDONE'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Stable codes of the import routes' refusals (HTTP status in the comment). */
export const IMPORT_ERROR_CODES = {
  /** 400 no file in the field `file` */
  noFile: 'import.no-file',
  /** 413 the file passes MAX_IMPORT_BYTES; details `{ maxBytes }` */
  tooLarge: 'import.too-large',
  /** 422 the file is neither CSV nor XLSX, or cannot be read; details `{ reason }` */
  unreadable: 'import.unreadable',
  /** 422 more than MAX_IMPORT_ROWS data rows; details `{ maxRows }` */
  tooManyRows: 'import.too-many-rows',
  /** 422 the file has a header and no row */
  empty: 'import.empty',
  /** 400 the sheet named is not in the workbook; details `{ sheets }` */
  sheetNotFound: 'import.sheet-not-found',
  /** 400 the mapping names a column the file lacks or a field twice; details `{ columns?, fields? }` */
  badMapping: 'import.bad-mapping',
  /** 404 the import is unknown, another user's, or its preview expired */
  notFound: 'import.not-found',
  /** 409 the import was applied (or is applying) already */
  alreadyApplied: 'import.already-applied',
  /** 422 a decision names a row the file lacks, twice, or asks what its row cannot do; details `{ rows }` */
  badDecision: 'import.bad-decision',
  /** 409 the import is not applied, or was undone already */
  notApplied: 'import.not-applied',
  /** 409 the undo window (IMPORT_UNDO_DAYS) has passed */
  undoExpired: 'import.undo-expired',
  /** 409 the import could not be written; nothing of it was kept */
  applyFailed: 'import.apply-failed',
} as const;
