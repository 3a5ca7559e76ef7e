/** Codes of the checklist generation from the family tree, free of zod so any page can import them. */

/** Messages the generation schema puts on its issues. */
export const DOSSIER_MESSAGES = {
  immigrantIsApplicant: 'dossier.immigrant-is-applicant',
} as const;

/** Stable `code` of the generation's refusals (HTTP status in the comment). */
export const DOSSIER_ERROR_CODES = {
  /** 409 the checklist has another immigrant than the one named */
  otherImmigrant: 'dossier.other-immigrant',
  /** 400 an applicant or the immigrant is not a registered client */
  clientNotFound: 'dossier.client-not-found',
} as const;
