import { isMarried } from '../dossierClient';
import { childrenOf, hasCertificate, warning, type PersonRule } from './ruleContext';

/**
 * Domain notes, "What breaks a line": a missing marriage record. The immigrant and each ascendant who married,
 * or whose child in the line has both a father and a mother recorded, needs the marriage record.
 */
export const missingMarriageRecord: PersonRule = (entry, context) => {
  const { node, client } = entry;
  if (!client || (node.category !== 'IMMIGRANT' && node.category !== 'ASCENDANT')) return [];
  const childHasBothParents = childrenOf(entry, context).some(
    (child) => child.client?.father && child.client.mother,
  );
  if ((isMarried(client) || childHasBothParents) && !hasCertificate(entry, 'WEDDING'))
    return [warning('MISSING_MARRIAGE_RECORD', [entry], ([p]) => `No marriage record for ${p.name}`)];
  return [];
};
