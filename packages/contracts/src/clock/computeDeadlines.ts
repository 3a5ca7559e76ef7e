import type { DestinationRoute } from '../dossier/destinationRoutes';
import { ADULT_AGE, ageOn } from '../dossier/applicants';
import { addDaysIso, addMonthsIso } from '../dossier/freshness';
import type { Law74Exception } from '../dossier/lawExceptions';
import { ITALY_MINOR_TRANSITION_UNTIL, ruleVersionOn, type RuleVersionRef } from '../dossier/ruleVersions';
import type { Deadline, DeadlineKind, DeadlineState, DeadlineSubject } from './deadline';

/** What the clock reads of a case (all dates `YYYY-MM-DD`). */
export type DeadlineCase = {
  protocolId: string;
  protocolCode: string;
  route: DestinationRoute | null;
  /** the stored filing date; null: not filed yet (the rules of today apply, no legal answer time runs) */
  filingDate: string | null;
  lawExceptions: Law74Exception[];
  inCharge: { id: string; name: string } | null;
  /** the minors of the checklist (UNDER_AGE, ALMOST_18) with their birth dates */
  minors: Array<{ checklistPersonId: string; name: string; birthDay: string | null }>;
  /** the certificates with the day they stop being fresh enough for the route */
  certificates: Array<{ id: string; name: string; expiresOn: string | null }>;
  /** hand-added deadlines */
  manual: Array<{ id: string; date: string; title: string; kind: DeadlineKind; done: boolean }>;
  /** computed deadlines staff marked done, by id */
  done: ReadonlySet<string>;
};

/** The freshness limits come from the office's configuration (the sources disagree [U]). */
const FRESHNESS_RULE: RuleVersionRef = {
  id: 'FRESHNESS_LIMIT',
  from: null,
  to: null,
  label: "the route's freshness limit (system configuration; comuni: DPR 445/2000 art. 41)",
  source: 'DPR 445/2000 art. 41; system configuration "dossier freshness"',
  sourceUrl: null,
  status: 'IN_FORCE',
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const computedDeadlineId = (protocolId: string, kind: DeadlineKind, subjectId: string) =>
  `${protocolId}-${kind}-${subjectId}`;

/**
 * The deadlines of one case on `today`, soonest first: each minor's registration (Italian routes), each
 * certificate's expiry, the legal answer time of a filed application on the consulate route, and the manual ones.
 */
export function computeDeadlines(input: DeadlineCase, today: string): Deadline[] {
  const filedOn = input.filingDate ?? today;
  const italian = input.route !== null && input.route.startsWith('IT_');
  const deadlines: Deadline[] = [];
  const state = (date: string, done: boolean): DeadlineState =>
    done ? 'DONE' : date < today ? 'MISSED' : 'OPEN';
  const add = (
    kind: DeadlineKind,
    date: string,
    title: string,
    about: DeadlineSubject,
    rule: RuleVersionRef | null,
    id = computedDeadlineId(input.protocolId, kind, about.id),
    done = input.done.has(id),
  ) =>
    deadlines.push({
      id,
      protocolId: input.protocolId,
      protocolCode: input.protocolCode,
      kind,
      date,
      title,
      about,
      rule,
      state: state(date, done),
      daysLeft: daysBetween(today, date),
      inCharge: input.inCharge,
    });

  if (italian) {
    const regular = ruleVersionOn('ITALY_MINOR_REGISTRATION', filedOn);
    // minors of citizens whose own recognition was filed by 27 March 2025 keep the transition to 31 May 2029
    const transition =
      input.lawExceptions.includes('FILED_BEFORE_2025_03_27') ||
      (input.filingDate && input.filingDate <= '2025-03-27')
        ? ruleVersionOn('ITALY_MINOR_TRANSITION', '2025-03-27')
        : null;
    for (const minor of input.minors) {
      if (!minor.birthDay || ageOn(minor.birthDay, today) >= ADULT_AGE || !regular) continue;
      const years = regular.id === 'IT_MINOR_3_YEARS' ? 3 : 1;
      let date = addMonthsIso(minor.birthDay, 12 * years);
      let rule: RuleVersionRef = regular;
      if (transition && ITALY_MINOR_TRANSITION_UNTIL > date) {
        date = ITALY_MINOR_TRANSITION_UNTIL;
        rule = transition;
      }
      // a child who turns 18 first applies in person, as an adult (domain notes, "Italy, minors")
      const adult = addDaysIso(addMonthsIso(minor.birthDay, 12 * ADULT_AGE), -1);
      if (adult < date) date = adult;
      add(
        'MINOR_REGISTRATION',
        date,
        `Declare the minor ${minor.name} (${rule.label})`,
        { type: 'PERSON', id: minor.checklistPersonId, name: minor.name },
        rule,
      );
    }
  }

  for (const certificate of input.certificates)
    if (certificate.expiresOn)
      add(
        'CERTIFICATE_EXPIRY',
        certificate.expiresOn,
        `The copy of ${certificate.name} stops being fresh enough`,
        { type: 'CERTIFICATE', id: certificate.id, name: certificate.name },
        FRESHNESS_RULE,
      );

  if (input.route === 'IT_CONSULATE' && input.filingDate) {
    const rule = ruleVersionOn('ITALY_LEGAL_ANSWER', input.filingDate);
    if (rule) {
      const months = rule.id === 'IT_CENTRAL_OFFICE_36_MONTHS' ? 36 : 24;
      add(
        'LEGAL_ANSWER',
        addMonthsIso(input.filingDate, months),
        `Legal answer time of the application filed on ${input.filingDate} (${rule.label})`,
        { type: 'PROTOCOL', id: input.protocolId, name: input.protocolCode },
        rule,
      );
    }
  }

  for (const manual of input.manual)
    add(
      manual.kind,
      manual.date,
      manual.title,
      { type: 'PROTOCOL', id: input.protocolId, name: input.protocolCode },
      null,
      manual.id,
      manual.done,
    );

  return deadlines.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/**
 * The notice a deadline is due on `today`: the smallest threshold of DEADLINE_NOTICE_DAYS it has reached and
 * not yet been given (a deadline added 5 days ahead gets the 7-day notice, never a late 30-day one), or null.
 */
export function dueNotice(
  deadline: Pick<Deadline, 'state' | 'daysLeft'>,
  given: readonly number[],
  thresholds: readonly number[],
): number | null {
  if (deadline.state !== 'OPEN' || deadline.daysLeft < 0) return null;
  const reached = thresholds.filter((days) => deadline.daysLeft <= days);
  if (!reached.length) return null;
  const tightest = Math.min(...reached);
  return given.includes(tightest) ? null : tightest;
}
