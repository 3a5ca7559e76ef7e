import type { RuleVersionRef } from './ruleVersions';

/** Stable codes of the broken-chain warnings (domain notes "What breaks a line"); the screens translate them. */
export const CHECKLIST_WARNING_CODES = [
  'MISSING_GENERATION',
  'MISSING_MARRIAGE_RECORD',
  'MISSING_DEATH_RECORD',
  'NATURALISED_BEFORE_BIRTH',
  'ITALY_1948_MATERNAL',
  'ITALY_LAW_74_2025',
  'NAME_DIVERGENCE',
  'CHILD_BORN_BEFORE_PARENT',
  'PARENT_UNDER_12',
  'MARRIAGE_AFTER_DEATH',
  'DEATH_BEFORE_BIRTH',
  'UNCERTAIN_DATE',
  'PORTUGAL_2025_AMENDMENT',
  'PRESUMED_DECEASED',
  'READING_DIFFERS',
] as const;
export type ChecklistWarningCode = (typeof CHECKLIST_WARNING_CODES)[number];

export type WarningPerson = { clientId: string | null; name: string; checklistPersonId: string };
export type ChecklistWarning = {
  code: ChecklistWarningCode;
  /** readable English for logs and integrations; screens show i18n `checklist:warnings.<code>` with the persons' names */
  message: string;
  persons: WarningPerson[];
  certificates: string[];
  /** UNCERTAIN_DATE: the rule an approximate date leaves open, and that date as the GEDCOM file gave it */
  details?: UncertainDateDetails;
  /** READING_DIFFERS: what a certificate's reading says against what the tree says, until resolved */
  reading?: ReadingDifference;
  /** the rule version that produced it, with its source (rules by filing date, ./ruleVersions.ts) */
  rule?: RuleVersionRef;
  /** produced by a PENDING version: shown as a preview, never deciding the case */
  preview?: boolean;
};
/**
 * A date or parent read on a certificate that differs from the tree (docs/adr-reading.md "Applying"): kept on the
 * certificate until someone resolves it; `tree` null when the tree records nothing there.
 */
export type ReadingDifference = {
  documentId: string;
  field: 'eventDate' | 'fatherName' | 'motherName' | 'spouseName';
  read: string;
  tree: string | null;
};
export type UncertainDateDetails = { rule: ChecklistWarningCode; dates: string[] };

/** The rules that read a date, which an approximate date makes uncertain. */
export const DATE_RULES = [
  'NATURALISED_BEFORE_BIRTH',
  'ITALY_1948_MATERNAL',
  'CHILD_BORN_BEFORE_PARENT',
  'PARENT_UNDER_12',
  'MARRIAGE_AFTER_DEATH',
  'DEATH_BEFORE_BIRTH',
] as const satisfies readonly ChecklistWarningCode[];
export type DateRule = (typeof DATE_RULES)[number];
