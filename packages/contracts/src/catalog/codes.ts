/** Codes of services/catalog, free of zod: issue codes of its schemas and its refusals. */
export const CATALOG_MESSAGES = {
  required: 'field.default.error',
  tooLong: 'catalog.too-long',
  codeInvalid: 'catalog.code-invalid',
  /** not an IANA time zone name (America/Sao_Paulo) */
  timeZoneInvalid: 'catalog.time-zone-invalid',
} as const;

/** Stable `code` of the catalog service's refusals (HTTP status in the comment). */
export const CATALOG_ERROR_CODES = {
  /** 409 another text fragment has this code */
  duplicateFragmentCode: 'text-fragment.duplicate-code',
  /** 409 a protocol, budget or quick-protocol template uses the type service; details `{ protocols, quickProtocols }` */
  typeServiceInUse: 'type-service.in-use',
  /** 409 a type service uses the letter or contract; details `{ typeServices: [{id,name}] }` */
  documentInUse: 'catalog.document-in-use',
  /** 400 a letter, contract or type service id that does not exist; details `{ field, ids }` */
  linkNotFound: 'catalog.link-not-found',
  /** 400 a letter, contract or text fragment names a merge field the catalogue does not know; details `{ fields }` */
  mergeFieldUnknown: 'catalog.merge-field-unknown',
  /** 503 the protocols service could not be asked before a delete */
  protocolsUnavailable: 'protocols.unavailable',
  /** 415 an upload that is not a PNG, JPEG or WebP image, or whose bytes are another type than it says */
  imageType: 'upload.image-type',
  /** 413 an upload over MAX_IMAGE_UPLOAD_BYTES */
  imageTooLarge: 'upload.too-large',
  /** 422 an upload whose bytes start like a PNG, JPEG or WebP image but do not decode as one */
  imageUnreadable: 'upload.image-unreadable',
} as const;
