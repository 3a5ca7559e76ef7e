/** Stable `code` of the reading routes' refusals (docs/adr-reading.md). */
export const READING_ERROR_CODES = {
  /** 404 the document has no reading (it was never queued: an office-made PDF) */
  notFound: 'reading.not-found',
  /** 409 apply or feedback before the reading is READ */
  notRead: 'reading.not-read',
  /** 400 apply names a field the reading did not propose (absent or below the threshold) */
  fieldNotProposed: 'reading.field-not-proposed',
  /** 400 apply names no field and no matrícula */
  nothingToApply: 'reading.nothing-to-apply',
  /** 400 apply asks for the matrícula, but none was read or its check digits disagree */
  matriculaNotValid: 'reading.matricula-not-valid',
  /** 400 a corrected value that is not one of its field (a date not `YYYY-MM-DD`, a name with digits) */
  valueInvalid: 'reading.value-invalid',
  /** 409 the client already keeps the most name variants it may (MAX_NAME_VARIANTS) */
  tooManyNameVariants: 'reading.too-many-name-variants',
  /** 409 the document is of no certificate, so nothing can be written from it */
  noCertificate: 'reading.no-certificate',
  /** 400 "something is wrong" without saying what */
  noteRequired: 'reading.note-required',
  /** 404 the portal asked for a document that is not one of the family's own uploads */
  notFamilyUpload: 'reading.not-family-upload',
  /** 404 the reading has no such page (a page past those read) */
  pageNotFound: 'reading.page-not-found',
  /** 404 the certificate holds no such READING_DIFFERS warning (another person resolved it, or it was re-read) */
  warningNotFound: 'reading.warning-not-found',
} as const;
