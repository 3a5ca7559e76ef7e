/** Codes of the case's legal clock (deadlines, consulate queue, custody of originals), free of zod. */

/** Messages the clock's schemas put on their issues. */
export const CLOCK_MESSAGES = {
  titleRequired: 'deadline.title-required',
  tooLong: 'deadline.too-long',
  trackingRequired: 'custody.tracking-number-required',
  callListYearInvalid: 'queue.call-list-year-invalid',
} as const;

/** Stable `code` of the clock's refusals (HTTP status in the comment). */
export const CLOCK_ERROR_CODES = {
  /** 404 no such deadline (or it no longer applies to its case) */
  deadlineNotFound: 'deadline.not-found',
  /** 409 budgets have no legal clock: convert first */
  budget: 'deadline.budget',
  /** 400 the queue names a post that is not in the list of posts */
  postNotFound: 'queue.post-not-found',
  /** 409 a post with this name already exists */
  postDuplicate: 'queue.post-duplicate',
  /** 404 no such certificate */
  certificateNotFound: 'custody.certificate-not-found',
} as const;
