import type { ChecklistPersonNode } from '../checklist/certificate';
import { normalizeSearchText } from '../searchText';
import { ageOn } from './applicants';
import { DESTINATION_ROUTE_DEFINITIONS, type DestinationRoute } from './destinationRoutes';
import { isDeceased, isMarried, type DossierClient } from './dossierClient';
import { dateSpan, isBefore, type DateSpan } from './dateSpan';
import { ITALY_MATERNAL_LINE_FROM, type Law74Exception } from './lawExceptions';
import { todayIso } from '../client/fields';
import {
  ITALY_1948_RULE,
  UNDATED_RULE,
  pendingRuleVersionsOn,
  ruleVersionOn,
  type RuleVersionRef,
} from './ruleVersions';

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
  /** the rule version that produced it, with its source (rules by filing date, ./ruleVersions.ts) */
  rule?: RuleVersionRef;
  /** produced by a PENDING version: shown as a preview, never deciding the case */
  preview?: boolean;
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

/** A parent younger than this at a child's birth is an impossible date. */
export const MIN_PARENT_AGE = 12;
/** Country id of Italy in the country list. */
export const ITALIA = 'ITALIA';

export type WarningsInput = {
  persons: ChecklistPersonNode[];
  clients: Map<string, DossierClient>;
  route: DestinationRoute | null;
  lawExceptions: Law74Exception[];
  /** the protocol's filing date (`YYYY-MM-DD`); unknown means today */
  filingDate?: string | null;
  /** also list what PENDING rule versions would say (staff preview; they never decide) */
  previewPending?: boolean;
};

type Line = { node: ChecklistPersonNode; parent: ChecklistPersonNode | null; client?: DossierClient };

const names = (people: WarningPerson[]) => people.map((p) => p.name).join(', ');

/** The warnings of one checklist, computed on every read from the tree and its clients. */
export function computeChecklistWarnings({
  persons,
  clients,
  route,
  lawExceptions,
  filingDate,
  previewPending = false,
}: WarningsInput): ChecklistWarning[] {
  const filedOn = filingDate || todayIso();
  const line: Line[] = [];
  const walk = (nodes: ChecklistPersonNode[], parent: ChecklistPersonNode | null) => {
    for (const node of nodes) {
      line.push({ node, parent, client: node.clientId ? clients.get(node.clientId) : undefined });
      walk(node.children, node);
    }
  };
  walk(persons, null);
  const byId = new Map(line.map((entry) => [entry.node.id, entry]));
  const who = (entry: Line): WarningPerson => ({
    clientId: entry.node.clientId,
    name: entry.client?.name ?? entry.node.name ?? '',
    checklistPersonId: entry.node.id,
  });
  const warnings: ChecklistWarning[] = [];
  const warn = (
    code: ChecklistWarningCode,
    entries: Line[],
    message: (people: WarningPerson[]) => string,
    certificates: string[] = [],
    rule: RuleVersionRef = UNDATED_RULE,
  ) => {
    const people = entries.map(who);
    const preview = rule.status === 'PENDING' ? { preview: true } : {};
    warnings.push({ code, message: message(people), persons: people, certificates, rule, ...preview });
  };
  /**
   * A date rule's answer: a sure one on exact dates gives its warning; when the rule reads an approximate date
   * (a GEDCOM text, docs/adr-gedcom.md) and could apply, UNCERTAIN_DATE names the rule instead of a confident answer.
   */
  const judge = (
    code: DateRule,
    entries: Line[],
    verdict: 'YES' | 'MAYBE' | 'NO',
    dates: (DateSpan | null | undefined)[],
    message: (people: WarningPerson[]) => string,
    certificates: string[] = [],
    rule: RuleVersionRef = UNDATED_RULE,
  ) => {
    if (verdict === 'NO') return;
    const approximate = [...new Set(dates.flatMap((date) => (date?.uncertain ? [date.uncertain] : [])))];
    if (!approximate.length) {
      if (verdict === 'YES') warn(code, entries, message, certificates, rule);
      return;
    }
    const people = entries.map(who);
    warnings.push({
      code: 'UNCERTAIN_DATE',
      message: `${names(people)}: an approximate date (${approximate.join(', ')}) leaves a rule open (${code}): ${message(people)}${verdict === 'YES' ? ', if the date is right' : ', perhaps'}`,
      persons: people,
      certificates,
      details: { rule: code, dates: approximate },
      rule,
    });
  };
  const spans = (client: DossierClient | undefined) => ({
    birth: dateSpan(client?.birthDay, client?.uncertainDates?.birthDay),
    death: dateSpan(client?.deathDay, client?.uncertainDates?.deathDay),
    married: dateSpan(client?.marriedDay, client?.uncertainDates?.marriedDay),
  });
  const exactly = (iso: string): DateSpan => ({ from: iso, to: iso });
  const hasCertificate = (entry: Line, type: string) =>
    entry.node.certificates.some((certificate) => certificate.typeOfCertificate === type);
  const lineChildren = (entry: Line) => entry.node.children.map((child) => byId.get(child.id)!);
  const definition = route ? DESTINATION_ROUTE_DEFINITIONS[route] : null;
  const hasImmigrant = line.some((entry) => entry.node.category === 'IMMIGRANT');

  for (const entry of line) {
    const { node, parent, client } = entry;
    const parentEntry = parent ? byId.get(parent.id)! : null;

    if (hasImmigrant && node.category !== 'IMMIGRANT') {
      if (!parentEntry)
        warn('MISSING_GENERATION', [entry], ([p]) => `${p.name} has no parent link towards the immigrant`);
      else if (
        client &&
        parentEntry.client &&
        client.father !== parentEntry.client.id &&
        client.mother !== parentEntry.client.id
      )
        warn(
          'MISSING_GENERATION',
          [parentEntry, entry],
          ([p, c]) => `${c.name} is not recorded as a child of ${p.name}`,
        );
    }

    const inLine = node.category === 'IMMIGRANT' || node.category === 'ASCENDANT';
    const childHasBothParents = lineChildren(entry).some(
      (child) => child.client?.father && child.client.mother,
    );
    if (inLine && client && (isMarried(client) || childHasBothParents) && !hasCertificate(entry, 'WEDDING'))
      warn('MISSING_MARRIAGE_RECORD', [entry], ([p]) => `No marriage record for ${p.name}`);
    if (client && isDeceased(client) && !hasCertificate(entry, 'DEATH'))
      warn('MISSING_DEATH_RECORD', [entry], ([p]) => `No death record for ${p.name}, who has died`);

    if (client) checkOwnDates(entry, client);
    for (const child of lineChildren(entry)) checkParentAndChild(entry, child);

    const divergent = client
      ? node.certificates.filter(
          (certificate) =>
            certificate.typeOfCertificate !== 'CNN' &&
            certificate.personNameInDocument &&
            normalizeSearchText(certificate.personNameInDocument) !== normalizeSearchText(client.name),
        )
      : [];
    if (client && divergent.length) {
      const spellings = [
        ...new Set([
          client.name,
          ...(client.nameVariants ?? []),
          ...divergent.map((certificate) => certificate.personNameInDocument!),
        ]),
      ];
      warn(
        'NAME_DIVERGENCE',
        [entry],
        ([p]) =>
          `The name of ${p.name} differs in the certificates (rectification may be needed): ${spellings.join(' / ')}`,
        divergent.map((certificate) => certificate.id),
      );
    }
  }

  const applicants = line.filter((entry) =>
    ['APPLICANT', 'ALMOST_18', 'UNDER_AGE'].includes(entry.node.category),
  );
  // art. 3-bis governs only applications filed after 27 March 2025 (the version chosen by the filing date)
  const law74 = definition?.law74 ? ruleVersionOn('ITALY_LAW_74_2025', filedOn) : null;
  if (law74?.id === 'IT_ART_3_BIS' && lawExceptions.length === 0) {
    const bornAbroad = applicants.filter((entry) => entry.client && entry.client.birthCountry !== ITALIA);
    if (bornAbroad.length)
      warn(
        'ITALY_LAW_74_2025',
        bornAbroad,
        (people) =>
          `${law74.label}: ${names(people)} born abroad with another citizenship; record an exception on the protocol or the line is refused`,
        [],
        law74,
      );
  }
  // Portugal's 2025 amendment is pending: a preview on request, never a decision (domain notes, 2025-2026)
  if (previewPending && definition?.country === 'PT' && applicants.length)
    for (const pending of pendingRuleVersionsOn('PORTUGAL_NATIONALITY', filedOn))
      warn(
        'PORTUGAL_2025_AMENDMENT',
        applicants,
        (people) => `${pending.label}: ${names(people)} would need to prove an effective link`,
        [],
        pending,
      );
  return warnings;

  function checkOwnDates(entry: Line, client: DossierClient) {
    const { birth, death, married } = spans(client);
    if (death && birth)
      judge(
        'DEATH_BEFORE_BIRTH',
        [entry],
        isBefore(death, birth),
        [death, birth],
        ([p]) => `${p.name} died before being born`,
      );
    if (!death) return;
    const weddings = entry.node.certificates.filter(
      (certificate) =>
        certificate.typeOfCertificate === 'WEDDING' &&
        certificate.date &&
        isBefore(death, exactly(certificate.date)) !== 'NO',
    );
    const verdicts = [
      ...(married ? [{ verdict: isBefore(death, married), date: married }] : []),
      ...weddings.map((certificate) => ({
        verdict: isBefore(death, exactly(certificate.date!)),
        date: null,
      })),
    ];
    const verdict = verdicts.some((v) => v.verdict === 'YES')
      ? 'YES'
      : verdicts.some((v) => v.verdict === 'MAYBE')
        ? 'MAYBE'
        : 'NO';
    judge(
      'MARRIAGE_AFTER_DEATH',
      [entry],
      verdict,
      [death, ...verdicts.map((v) => v.date)],
      ([p]) => `${p.name} married after their death`,
      weddings.map((certificate) => certificate.id),
    );
  }

  function checkParentAndChild(parent: Line, child: Line) {
    const parentBirth = spans(parent.client).birth;
    const childBirth = spans(child.client).birth;
    if (parentBirth && childBirth) {
      const bornBefore = isBefore(childBirth, parentBirth);
      judge(
        'CHILD_BORN_BEFORE_PARENT',
        [parent, child],
        bornBefore,
        [childBirth, parentBirth],
        ([p, c]) => `${c.name} was born before ${p.name}`,
      );
      // the youngest the parent can have been, and the oldest
      const youngest = ageOn(parentBirth.to, childBirth.from);
      const oldest = ageOn(parentBirth.from, childBirth.to);
      if (bornBefore !== 'YES')
        judge(
          'PARENT_UNDER_12',
          [parent, child],
          oldest < MIN_PARENT_AGE ? 'YES' : youngest < MIN_PARENT_AGE ? 'MAYBE' : 'NO',
          [parentBirth, childBirth],
          ([p, c]) => `${p.name} was under ${MIN_PARENT_AGE} when ${c.name} was born`,
        );
    }
    const naturalised = parent.client?.naturalisationDate;
    if (naturalised && childBirth)
      judge(
        'NATURALISED_BEFORE_BIRTH',
        [parent, child],
        isBefore(exactly(naturalised), childBirth),
        [childBirth],
        ([p, c]) =>
          `${p.name} was naturalised on ${naturalised}, before ${c.name} was born (${childBirth.uncertain ?? childBirth.from})`,
      );
    const maternal =
      !!parent.client &&
      (child.client?.mother === parent.client.id ||
        (child.client?.father !== parent.client.id && parent.client.gender === 'FEMININE'));
    if (definition?.country === 'IT' && !definition.acceptsMaternalBefore1948 && maternal && childBirth)
      judge(
        'ITALY_1948_MATERNAL',
        [parent, child],
        isBefore(childBirth, exactly(ITALY_MATERNAL_LINE_FROM)),
        [childBirth],
        ([p, c]) =>
          `${c.name} was born before 1 January 1948 and descends through the mother, ${p.name}: only the court route accepts it`,
        [],
        ITALY_1948_RULE,
      );
  }
}
