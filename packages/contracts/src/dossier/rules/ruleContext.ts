import type { ChecklistPersonNode } from '../../checklist/certificate';
import type { TypeOfCertificate } from '../../checklist/enums';
import {
  DESTINATION_ROUTE_DEFINITIONS,
  type DestinationRoute,
  type DestinationRouteDefinition,
} from '../destinationRoutes';
import type { DossierClient } from '../dossierClient';
import { dateSpan, type DateSpan } from '../dateSpan';
import type { Law74Exception } from '../lawExceptions';
import { UNDATED_RULE, type RuleVersionRef } from '../ruleVersions';
import type { ChecklistWarning, ChecklistWarningCode, DateRule, WarningPerson } from '../checklistWarning';

/** One checklist person as the rules read it: the node, its parent node and the client it is. */
export type RuleEntry = {
  node: ChecklistPersonNode;
  parent: ChecklistPersonNode | null;
  client?: DossierClient;
};

/** What every rule may read besides its entry: the whole line, the route and the days that decide. */
export type RuleContext = {
  line: RuleEntry[];
  route: DestinationRoute | null;
  definition: DestinationRouteDefinition | null;
  lawExceptions: Law74Exception[];
  /** the protocol's filing date (`YYYY-MM-DD`): chooses the rule versions */
  filedOn: string;
  /** the office's day (`YYYY-MM-DD`): ages are counted to it */
  today: string;
  previewPending: boolean;
  hasImmigrant: boolean;
  entryOf: (node: ChecklistPersonNode) => RuleEntry;
};

/** A rule that reads one person (and the links to its parent and children). */
export type PersonRule = (entry: RuleEntry, context: RuleContext) => ChecklistWarning[];
/** A rule that reads the case as a whole (the applicants, the route, the filing date). */
export type CaseRule = (context: RuleContext) => ChecklistWarning[];

export type RuleContextInput = {
  persons: ChecklistPersonNode[];
  clients: Map<string, DossierClient>;
  route: DestinationRoute | null;
  lawExceptions: Law74Exception[];
  filedOn: string;
  today: string;
  previewPending: boolean;
};

/** The line in tree order (each person before its children), with the lookups the rules share. */
export function buildRuleContext(input: RuleContextInput): RuleContext {
  const line: RuleEntry[] = [];
  const walk = (nodes: ChecklistPersonNode[], parent: ChecklistPersonNode | null) => {
    for (const node of nodes) {
      line.push({ node, parent, client: node.clientId ? input.clients.get(node.clientId) : undefined });
      walk(node.children, node);
    }
  };
  walk(input.persons, null);
  const byId = new Map(line.map((entry) => [entry.node.id, entry]));
  return {
    line,
    route: input.route,
    definition: input.route ? DESTINATION_ROUTE_DEFINITIONS[input.route] : null,
    lawExceptions: input.lawExceptions,
    filedOn: input.filedOn,
    today: input.today,
    previewPending: input.previewPending,
    hasImmigrant: line.some((entry) => entry.node.category === 'IMMIGRANT'),
    entryOf: (node) => byId.get(node.id)!,
  };
}

export const names = (people: WarningPerson[]) => people.map((p) => p.name).join(', ');

export const who = (entry: RuleEntry): WarningPerson => ({
  clientId: entry.node.clientId,
  name: entry.client?.name ?? entry.node.name ?? '',
  checklistPersonId: entry.node.id,
});

export const parentOf = (entry: RuleEntry, context: RuleContext) =>
  entry.parent ? context.entryOf(entry.parent) : null;
export const childrenOf = (entry: RuleEntry, context: RuleContext) =>
  entry.node.children.map((child) => context.entryOf(child));

export const hasCertificate = (entry: RuleEntry, type: TypeOfCertificate) =>
  entry.node.certificates.some((certificate) => certificate.typeOfCertificate === type);

/** The birth, death and marriage of a client as spans (an approximate GEDCOM date is a span). */
export const spans = (client: DossierClient | undefined) => ({
  birth: dateSpan(client?.birthDay, client?.uncertainDates?.birthDay),
  death: dateSpan(client?.deathDay, client?.uncertainDates?.deathDay),
  married: dateSpan(client?.marriedDay, client?.uncertainDates?.marriedDay),
});
export const exactly = (iso: string): DateSpan => ({ from: iso, to: iso });

/** One warning naming its persons (the message in readable English, for logs). */
export function warning(
  code: ChecklistWarningCode,
  entries: RuleEntry[],
  message: (people: WarningPerson[]) => string,
  certificates: string[] = [],
  rule: RuleVersionRef = UNDATED_RULE,
): ChecklistWarning {
  const people = entries.map(who);
  const preview = rule.status === 'PENDING' ? { preview: true } : {};
  return { code, message: message(people), persons: people, certificates, rule, ...preview };
}

/**
 * A date rule's answer: a sure one on exact dates gives its warning; when the rule reads an approximate date
 * (a GEDCOM text, docs/adr-gedcom.md) and could apply, UNCERTAIN_DATE names the rule instead of a confident answer.
 */
export function judge(
  code: DateRule,
  entries: RuleEntry[],
  verdict: 'YES' | 'MAYBE' | 'NO',
  dates: (DateSpan | null | undefined)[],
  message: (people: WarningPerson[]) => string,
  certificates: string[] = [],
  rule: RuleVersionRef = UNDATED_RULE,
): ChecklistWarning[] {
  if (verdict === 'NO') return [];
  const approximate = [...new Set(dates.flatMap((date) => (date?.uncertain ? [date.uncertain] : [])))];
  if (!approximate.length)
    return verdict === 'YES' ? [warning(code, entries, message, certificates, rule)] : [];
  const people = entries.map(who);
  return [
    {
      code: 'UNCERTAIN_DATE',
      message: `${names(people)}: an approximate date (${approximate.join(', ')}) leaves a rule open (${code}): ${message(people)}${verdict === 'YES' ? ', if the date is right' : ', perhaps'}`,
      persons: people,
      certificates,
      details: { rule: code, dates: approximate },
      rule,
    },
  ];
}
