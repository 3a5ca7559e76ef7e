/**
 * Official forms (fillable PDFs, AcroForm) filled from a protocol's data, free of zod so any page can import them.
 * See docs/adr-pdf-rendering.md "Official forms".
 */

/** Whether a form is filled once for the protocol or once for each applicant (each of the protocol's clients). */
export const FORM_TEMPLATE_PER = ['PROTOCOL', 'APPLICANT'] as const;
export type FormTemplatePer = (typeof FORM_TEMPLATE_PER)[number];

/** What a field of the PDF's form is (pdf-lib's field classes); SIGNATURE and BUTTON are never filled. */
export const FORM_FIELD_TYPES = [
  'TEXT',
  'CHECKBOX',
  'DROPDOWN',
  'OPTION_LIST',
  'RADIO',
  'SIGNATURE',
  'BUTTON',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Why a field of a filled form stayed empty; the screens say it in the user's language. */
export const FORM_EMPTY_REASONS = [
  /** the template maps nothing to the field */
  'not-mapped',
  /** the merge field has no value for this protocol or client (e.g. the client has no birth city) */
  'no-value',
  /** the value is none of the field's options (a dropdown, list or radio group) */
  'no-option',
  /** a signature or a button: never filled */
  'not-fillable',
] as const;
export type FormEmptyReason = (typeof FORM_EMPTY_REASONS)[number];

/** The longest name a form template may have. */
export const FORM_TEMPLATE_NAME_MAX_LENGTH = 120;
/** The longest fixed text mapped to a field. */
export const FORM_FIELD_TEXT_MAX_LENGTH = 500;
/** The most form templates one fill asks for. */
export const MAX_FORMS_PER_FILL = 20;

/** Stable `code` of the form templates' refusals (HTTP status in the comment). */
export const FORM_TEMPLATE_ERROR_CODES = {
  /** 415 the file is not a PDF (its bytes say another type) */
  notPdf: 'form-template.not-pdf',
  /** 422 the PDF has no fillable field (no AcroForm) */
  noFields: 'form-template.no-fields',
  /** 400 a mapping names a field the PDF does not have; details `{ fields }` */
  unknownField: 'form-template.unknown-field',
  /** 400 a mapping names one field twice; details `{ fields }` */
  duplicateField: 'form-template.duplicate-field',
  /** 422 a template's stored PDF could not be filled (its form is damaged) */
  fillFailed: 'form-template.fill-failed',
} as const;
