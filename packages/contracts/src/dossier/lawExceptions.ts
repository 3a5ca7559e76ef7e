/**
 * The exceptions of Law 74/2025 (Decree-Law 36/2025, art. 3-bis of Law 91/1992) a protocol can record
 * (conscapodistria.esteri.it ?p=96): (a) a complete application filed, an appointment notified or a court case
 * filed by 27 March 2025, 23:59 Rome time; (b) a parent or grandparent who holds, or held at death, only Italian
 * citizenship; (c) a parent who lived two continuous years in Italy after becoming a citizen and before the
 * applicant's birth.
 */
export const LAW_74_EXCEPTIONS = [
  'FILED_BEFORE_2025_03_27',
  'ONLY_ITALIAN_ASCENDANT',
  'PARENT_RESIDED_IN_ITALY',
] as const;
export type Law74Exception = (typeof LAW_74_EXCEPTIONS)[number];

/** 27 March 2025, 23:59 Rome time (CET, UTC+1). */
export const LAW_74_FILING_DEADLINE = '2025-03-27T22:59:00Z';
/** Births before this date do not pass citizenship through the mother, except in court. */
export const ITALY_MATERNAL_LINE_FROM = '1948-01-01';
