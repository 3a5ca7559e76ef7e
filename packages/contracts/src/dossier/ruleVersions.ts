import { z } from 'zod';
import type { DestinationRoute } from './destinationRoutes';

/**
 * Rules by filing date. Each rule of the destination routes is a list of versions, each with the period of filing
 * dates it governs (`from`/`to`, inclusive `YYYY-MM-DD`, null: open) and its source. Facts and sources: the domain
 * notes ../shared/domain/citizenship-by-descent.md, "What changed in 2025-2026". A PENDING version (a law not in
 * force, Portugal's 2025 amendment) can be previewed on a case but never decides one.
 */
export const RULE_VERSION_STATUSES = ['IN_FORCE', 'PENDING'] as const;
export type RuleVersionStatus = (typeof RULE_VERSION_STATUSES)[number];

export type RuleVersion = {
  /** stable id: the screens show `clock:ruleVersions.<id>.name` and `.source` in the reader's language */
  id: string;
  /** first filing date it governs (null: since always) */
  from: string | null;
  /** last filing date it governs (null: still today) */
  to: string | null;
  /** the law and where it was read */
  source: string;
  /** a link to the source, when it has a page */
  sourceUrl: string | null;
  status: RuleVersionStatus;
  /** readable English, for logs and the warning's message (screens show the translation of `id`) */
  label: string;
};

const v = (
  id: string,
  from: string | null,
  to: string | null,
  label: string,
  source: string,
  sourceUrl: string | null = null,
  status: RuleVersionStatus = 'IN_FORCE',
): RuleVersion => ({ id, from, to, label, source, sourceUrl, status });

/** 27 March 2025 (23:59 Rome time): filed by this day keeps the old law (art. 3-bis (a) of Law 91/1992). */
export const ITALY_3BIS_LAST_OLD_LAW_DAY = '2025-03-27';
/** Law 11/2026: from this filing date adults abroad apply to the foreign ministry's central office. */
export const ITALY_CENTRAL_OFFICE_FROM = '2029-01-01';
/** Law 26/2026 (Milleproroghe): the transitional declaration for minors of citizens runs to this day. */
export const ITALY_MINOR_TRANSITION_UNTIL = '2029-05-31';

/** The rules that change with the filing date. */
export const RULE_IDS = [
  'ITALY_LAW_74_2025',
  'ITALY_MINOR_REGISTRATION',
  'ITALY_MINOR_TRANSITION',
  'ITALY_LEGAL_ANSWER',
  'PORTUGAL_NATIONALITY',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export const RULE_VERSIONS: Record<RuleId, RuleVersion[]> = {
  // Law 74/2025 (Decree-Law 36/2025, in force 24 May 2025), art. 3-bis of Law 91/1992; upheld by the
  // Constitutional Court on 12 March 2026 (ord. 167/2025): filed by 27 March 2025 keeps the old law.
  ITALY_LAW_74_2025: [
    v(
      'IT_LAW_91_1992',
      null,
      ITALY_3BIS_LAST_OLD_LAW_DAY,
      'filed by 27 Mar 2025: Law 91/1992 without art. 3-bis (no generation limit, ruling 142/2025)',
      'Law 91/1992; Constitutional Court ruling 142/2025',
      'https://www.cortecostituzionale.it',
    ),
    v(
      'IT_ART_3_BIS',
      '2025-03-28',
      null,
      'filed after 27 Mar 2025: Law 74/2025, art. 3-bis of Law 91/1992',
      'Law 74/2025 (Decree-Law 36/2025), art. 3-bis of Law 91/1992; conscapodistria.esteri.it ?p=96',
      'https://conscapodistria.esteri.it/?p=96',
    ),
  ],
  // Law 199/2025 (budget law, art. 1 c. 513): 3 years from birth to declare a child of a citizen (1 year before).
  ITALY_MINOR_REGISTRATION: [
    v(
      'IT_MINOR_1_YEAR',
      null,
      '2025-12-31',
      'filed by 31 Dec 2025: a child of a citizen is declared within 1 year of birth',
      'Law 91/1992 as amended by Law 74/2025',
      'https://conshouston.esteri.it/?p=7744',
    ),
    v(
      'IT_MINOR_3_YEARS',
      '2026-01-01',
      null,
      'filed from 1 Jan 2026: a child of a citizen is declared within 3 years of birth (Law 199/2025, art. 1 c. 513)',
      'Law 199/2025, art. 1 c. 513; conshouston.esteri.it ?p=7744',
      'https://conshouston.esteri.it/?p=7744',
    ),
  ],
  // Minors of citizens whose own recognition was filed by 27 March 2025: 31 May 2026 under Law 74/2025
  // (ambwashingtondc.esteri.it), moved to 31 May 2029 by Law 26/2026 (Milleproroghe; consmarsiglia.esteri.it ?p=4280).
  ITALY_MINOR_TRANSITION: [
    v(
      'IT_MINOR_TRANSITION_2029',
      null,
      ITALY_3BIS_LAST_OLD_LAW_DAY,
      "parent's recognition filed by 27 Mar 2025: minors are declared by 31 May 2029 (Law 26/2026)",
      'Law 26/2026 (Milleproroghe); consmarsiglia.esteri.it ?p=4280',
      'https://consmarsiglia.esteri.it/?p=4280',
    ),
  ],
  // Law 11/2026 (in force 19 February 2026): from 1 January 2029 the central office in Rome answers within 36
  // months; before, consulates against a 2-year legal limit (domain notes, "Italy, queues").
  ITALY_LEGAL_ANSWER: [
    v(
      'IT_CONSULATE_24_MONTHS',
      null,
      '2028-12-31',
      'filed by 31 Dec 2028: the consulate answers within 2 years',
      'Law 91/1992 (2-year legal limit); conssanpaolo.esteri.it, "sobre o requerimento"',
      'https://conssanpaolo.esteri.it',
    ),
    v(
      'IT_CENTRAL_OFFICE_36_MONTHS',
      ITALY_CENTRAL_OFFICE_FROM,
      null,
      'filed from 1 Jan 2029: the central office in Rome answers within 36 months (Law 11/2026)',
      'Law 11/2026; aise.it 228820',
      'https://www.aise.it',
    ),
  ],
  // Portugal: the amendment approved on 28 October 2025 had four norms struck down (ruling 1133/2025); a re-vote
  // was pending in 2026 (dnbrasil.dn.pt, 11 March 2026): the current law stands.
  PORTUGAL_NATIONALITY: [
    v(
      'PT_LAW_37_1981',
      null,
      null,
      'Nationality Law 37/81 as in force',
      'Law 37/81; forum.cidadaniaportuguesa.com (19442)',
      'https://forum.cidadaniaportuguesa.com',
    ),
    v(
      'PT_2025_AMENDMENT',
      '2025-10-28',
      null,
      'pending: the 2025 amendment (stricter "effective link" for grandchildren; not in force)',
      'amendment approved 28 Oct 2025; Constitutional Court ruling 1133/2025; dnbrasil.dn.pt (11 March 2026)',
      'https://dnbrasil.dn.pt',
      'PENDING',
    ),
  ],
};

const covers = (version: RuleVersion, filingDate: string) =>
  (!version.from || version.from <= filingDate) && (!version.to || filingDate <= version.to);

/**
 * The version of `rule` that decides a case filed on `filingDate`: only IN_FORCE versions decide (a pending one
 * is never chosen), null when no version covers the date.
 */
export function ruleVersionOn(rule: RuleId, filingDate: string): RuleVersion | null {
  return (
    RULE_VERSIONS[rule].find((version) => version.status === 'IN_FORCE' && covers(version, filingDate)) ??
    null
  );
}

/** The pending versions of `rule` that would cover `filingDate`: shown only as a preview. */
export function pendingRuleVersionsOn(rule: RuleId, filingDate: string): RuleVersion[] {
  return RULE_VERSIONS[rule].filter((version) => version.status === 'PENDING' && covers(version, filingDate));
}

/** The rules that apply on a route. */
export const ROUTE_RULES: Record<DestinationRoute, RuleId[]> = {
  IT_CONSULATE: [
    'ITALY_LAW_74_2025',
    'ITALY_MINOR_REGISTRATION',
    'ITALY_MINOR_TRANSITION',
    'ITALY_LEGAL_ANSWER',
  ],
  IT_COMUNE: ['ITALY_LAW_74_2025', 'ITALY_MINOR_REGISTRATION', 'ITALY_MINOR_TRANSITION'],
  IT_COURT: ['ITALY_LAW_74_2025', 'ITALY_MINOR_REGISTRATION', 'ITALY_MINOR_TRANSITION'],
  PT: ['PORTUGAL_NATIONALITY'],
};

/** A rule version as a warning or a deadline names it. */
export type RuleVersionRef = Pick<
  RuleVersion,
  'id' | 'from' | 'to' | 'source' | 'sourceUrl' | 'status' | 'label'
>;

/** Rules that are not dated: the broken-chain checks of the domain notes ("What breaks a line"). */
export const UNDATED_RULE: RuleVersionRef = v(
  'BROKEN_LINE_CHECKS',
  null,
  null,
  'what breaks a line (no dated change)',
  'domain notes, "What breaks a line"',
);
/** Italy's 1948 rule for the maternal line (courts only). */
export const ITALY_1948_RULE: RuleVersionRef = v(
  'IT_1948_MATERNAL',
  null,
  null,
  'before 1948 the maternal line passes only in court',
  'italiancitizenshipcase.com/en/guide/1948-rule',
  'https://italiancitizenshipcase.com/en/guide/1948-rule',
);

/** Every rule version a screen may name (each has its name and source in packages/i18n, `clock:ruleVersions`). */
export const ALL_RULE_VERSIONS: readonly RuleVersionRef[] = [
  ...Object.values(RULE_VERSIONS).flat(),
  UNDATED_RULE,
  ITALY_1948_RULE,
];

/** `?preview=pending` on a case's checklist: also show what pending rule versions would say (staff only). */
export const rulePreviewQuerySchema = z.object({ preview: z.enum(['pending']).optional() }).strict();
export type RulePreviewQuery = z.infer<typeof rulePreviewQuerySchema>;

/** The rule versions that decide a case on `route` filed on `filingDate`, then (with `previewPending`) the pending ones. */
export function ruleVersionsFor(
  route: DestinationRoute | null,
  filingDate: string,
  previewPending = false,
): RuleVersionRef[] {
  if (!route) return [];
  return ROUTE_RULES[route].flatMap((rule) => [
    ...(ruleVersionOn(rule, filingDate) ? [ruleVersionOn(rule, filingDate)!] : []),
    ...(previewPending ? pendingRuleVersionsOn(rule, filingDate) : []),
  ]);
}
