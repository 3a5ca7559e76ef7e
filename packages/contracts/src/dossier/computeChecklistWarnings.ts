import type { ChecklistPersonNode } from '../checklist/certificate';
import { todayIso } from '../client/fields';
import type { ChecklistWarning } from './checklistWarning';
import type { DestinationRoute } from './destinationRoutes';
import type { DossierClient } from './dossierClient';
import type { Law74Exception } from './lawExceptions';
import { CASE_RULES, PERSON_RULES } from './rules';
import { buildRuleContext } from './rules/ruleContext';

export type WarningsInput = {
  persons: ChecklistPersonNode[];
  clients: Map<string, DossierClient>;
  route: DestinationRoute | null;
  lawExceptions: Law74Exception[];
  /** the protocol's filing date (`YYYY-MM-DD`); unknown means today */
  filingDate?: string | null;
  /** the office's day (`YYYY-MM-DD`) ages are counted to; unknown means today */
  today?: string;
  /** also list what PENDING rule versions would say (staff preview; they never decide) */
  previewPending?: boolean;
};

/**
 * The warnings of one checklist, computed on every read from the tree and its clients: every person of the line
 * (each before its children) read by each person rule, then the case rules (./rules, one rule per file).
 */
export function computeChecklistWarnings({
  persons,
  clients,
  route,
  lawExceptions,
  filingDate,
  today,
  previewPending = false,
}: WarningsInput): ChecklistWarning[] {
  const day = today || todayIso();
  const context = buildRuleContext({
    persons,
    clients,
    route,
    lawExceptions,
    filedOn: filingDate || day,
    today: day,
    previewPending,
  });
  return [
    ...context.line.flatMap((entry) => PERSON_RULES.flatMap((rule) => rule(entry, context))),
    ...CASE_RULES.flatMap((rule) => rule(context)),
  ];
}
