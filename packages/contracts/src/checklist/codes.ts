/** Issue codes the checklist schemas put on their issues (`ValidationIssue.message`). */
export const CHECKLIST_MESSAGES = {
  tooLong: 'checklist.too-long',
  priceInvalid: 'checklist.price-invalid',
  idInvalid: 'client.id-invalid',
  tooManyCertificates: 'checklist.too-many-certificates',
  /** an issue or apostille date after today */
  dateInFuture: 'checklist.date-in-future',
  /** an apostille dated before the copy it certifies was issued */
  apostilleBeforeIssue: 'checklist.apostille-before-issue',
  /** a save that sets a document type its certificate type does not offer (DOCUMENT_TYPES_BY_CERTIFICATE) */
  documentTypeMismatch: 'checklist.document-type-mismatch',
} as const;

/** Stable `code` of the checklist's refusals (HTTP status and message in the comment). */
export const CHECKLIST_ERROR_CODES = {
  /** 409 'It is not allowed to add more than one immigrant' (spec 5) */
  moreThanOneImmigrant: 'checklist.more-than-one-immigrant',
  /** 409 a checklist person linked to another cannot be removed (spec 8); details `{ persons: [{id,name}] }` */
  personLinked: 'checklist.person-linked',
  /** 409 only protocols have a checklist, never budgets (spec 4) */
  budget: 'checklist.budget',
  /** 409 a canceled protocol must be reactivated first (spec 4) */
  protocolCanceled: 'checklist.protocol-canceled',
  /** 409 the checklist was sent: cancel the send before changing certificates (spec 4) */
  sent: 'checklist.sent',
  /** 409 send of a checklist already sent */
  alreadySent: 'checklist.already-sent',
  /** 409 cancel-send of a checklist that was not sent */
  notSent: 'checklist.not-sent',
  /** 400 a parent, person or certificate id that is not of this protocol's checklist */
  notInProtocol: 'checklist.not-in-protocol',
  /** 400 a person cannot descend from itself or from its own descendants */
  parentCycle: 'checklist.parent-cycle',
} as const;

/** spec 5, word for word. */
export const MORE_THAN_ONE_IMMIGRANT_MESSAGE = 'It is not allowed to add more than one immigrant';
