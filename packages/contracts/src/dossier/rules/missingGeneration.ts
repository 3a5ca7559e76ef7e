import { parentOf, warning, type PersonRule } from './ruleContext';

/**
 * Domain notes, "What breaks a line": unclear filiation. Below the immigrant, every person must be linked to a
 * parent in the checklist, and the client must be recorded as that parent's child.
 */
export const missingGeneration: PersonRule = (entry, context) => {
  if (!context.hasImmigrant || entry.node.category === 'IMMIGRANT') return [];
  const parent = parentOf(entry, context);
  if (!parent)
    return [
      warning('MISSING_GENERATION', [entry], ([p]) => `${p.name} has no parent link towards the immigrant`),
    ];
  const { client } = entry;
  if (client && parent.client && client.father !== parent.client.id && client.mother !== parent.client.id)
    return [
      warning(
        'MISSING_GENERATION',
        [parent, entry],
        ([p, c]) => `${c.name} is not recorded as a child of ${p.name}`,
      ),
    ];
  return [];
};
