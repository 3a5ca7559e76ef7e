import type { ChecklistPersonNode } from '../checklist/certificate';
import type { ChecklistCategory, ProgressColor } from '../checklist/enums';
import type {
  ChecklistWarning,
  ChecklistWarningCode,
  UncertainDateDetails,
} from '../dossier/checklistWarning';
import type { DossierClient } from '../dossier/dossierClient';

/** One date of a person on the chart: the ISO date, or the GEDCOM text of an approximate one. */
export type LineageDate = { text: string; uncertain: boolean };

/** A warning as the chart draws it: its code and the names of the persons it concerns. */
export type LineageWarning = { code: ChecklistWarningCode; names: string[]; details?: UncertainDateDetails };

/** One person of the line of descent: a card of the chart. */
export type LineagePerson = {
  /** the checklist person */
  id: string;
  /** the person above in the line, whose link is drawn */
  parentId: string | null;
  clientId: string | null;
  name: string;
  category: ChecklistCategory;
  birth: LineageDate | null;
  death: LineageDate | null;
  birthPlace: string | null;
  deathPlace: string | null;
  /** the certificates' progress and its colour (spec 4 colours); `certificates` is how many */
  progress: number;
  color: ProgressColor;
  certificates: number;
  /** the warnings about this person alone (or several persons not joined by one link) */
  warnings: LineageWarning[];
  /** the warnings about the link from `parentId` to this person */
  linkWarnings: LineageWarning[];
};

/** `GET /api/protocol/{id}/lineage`: the checklist's line from the immigrant down to the applicants and minors. */
export type Lineage = {
  protocolId: string;
  /** in the checklist's order, each parent before its children */
  persons: LineagePerson[];
  /** the clients service could not be asked: no dates, places nor warnings */
  warningsUnavailable?: boolean;
};

export type BuildLineageInput = {
  protocolId: string;
  persons: ChecklistPersonNode[];
  warnings: ChecklistWarning[];
  clients: Map<string, DossierClient>;
  warningsUnavailable?: boolean;
};

const dateOf = (iso: string | null | undefined, text: string | undefined): LineageDate | null =>
  iso ? { text: iso, uncertain: false } : text ? { text, uncertain: true } : null;

/**
 * The line of descent of a checklist as the chart draws it: each person with its client's dates and places, and each
 * broken-chain warning put on the link it concerns (a warning naming a parent and its child in the line) or else on
 * each person it names. The one place where the chart's data is shaped.
 */
export function buildLineage({
  protocolId,
  persons,
  warnings,
  clients,
  warningsUnavailable,
}: BuildLineageInput): Lineage {
  const parentOf = new Map<string, string | null>();
  const flat: { node: ChecklistPersonNode; parentId: string | null }[] = [];
  const walk = (nodes: ChecklistPersonNode[], parentId: string | null) => {
    for (const node of nodes) {
      parentOf.set(node.id, parentId);
      flat.push({ node, parentId });
      walk(node.children, node.id);
    }
  };
  walk(persons, null);

  const onPerson = new Map<string, LineageWarning[]>();
  const onLink = new Map<string, LineageWarning[]>();
  const add = (map: Map<string, LineageWarning[]>, id: string, warning: LineageWarning) =>
    map.set(id, [...(map.get(id) ?? []), warning]);
  for (const warning of warnings) {
    const ids = warning.persons.map((person) => person.checklistPersonId);
    const drawn: LineageWarning = {
      code: warning.code,
      names: warning.persons.map((person) => person.name),
      ...(warning.details ? { details: warning.details } : {}),
    };
    const [first, second] = ids;
    const child =
      ids.length === 2
        ? parentOf.get(second) === first
          ? second
          : parentOf.get(first) === second
            ? first
            : null
        : null;
    if (child) add(onLink, child, drawn);
    else for (const id of new Set(ids)) if (parentOf.has(id)) add(onPerson, id, drawn);
  }

  return {
    protocolId,
    persons: flat.map(({ node, parentId }) => {
      const client = node.clientId ? clients.get(node.clientId) : undefined;
      return {
        id: node.id,
        parentId,
        clientId: node.clientId,
        name: client?.name ?? node.name ?? '',
        category: node.category,
        birth: dateOf(client?.birthDay, client?.uncertainDates?.birthDay),
        death: dateOf(client?.deathDay, client?.uncertainDates?.deathDay),
        birthPlace: client?.birthPlaceText ?? null,
        deathPlace: client?.deathPlaceText ?? null,
        progress: node.progress,
        color: node.color,
        certificates: node.certificates.length,
        warnings: onPerson.get(node.id) ?? [],
        linkWarnings: onLink.get(node.id) ?? [],
      };
    }),
    ...(warningsUnavailable ? { warningsUnavailable } : {}),
  };
}
