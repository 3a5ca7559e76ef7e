import { isDeceased, isMarried, isPresumedDeceased, type DossierClient } from '@linhagem/contracts';

/**
 * What decides a person's certificates on the route: married, and deceased, known or presumed (born more than 110
 * years before the office's day with no death date: the death record, or a negative, is asked for; the checklist
 * rule packages/contracts/src/dossier/rules/presumedDeceased.ts says the death is presumed).
 */
export function personFacts(client: DossierClient, today: string) {
  const presumedDeceased = isPresumedDeceased(client, today);
  return { married: isMarried(client), deceased: isDeceased(client) || presumedDeceased, presumedDeceased };
}
