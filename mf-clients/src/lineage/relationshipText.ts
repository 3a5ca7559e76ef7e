import type { TFunction } from 'i18next';

/**
 * A person's relationship to the client in words, from the links walked (`F` a father, `M` a mother, from the client
 * up): the last link says man or woman, the first says the side for a grandparent ("Avô materno").
 */
export function relationshipText(t: TFunction<'clients'>, relationship: string): string {
  const generation = relationship.length;
  const last = relationship.at(-1) === 'M' ? 'M' : 'F';
  if (generation === 0) return t('lineage.relationship.self');
  if (generation === 1) return t(`lineage.relationship.${last}`);
  if (generation === 2) return t(`lineage.relationship.${relationship as 'FF' | 'FM' | 'MF' | 'MM'}`);
  if (generation === 3) return t(`lineage.relationship.great${last}`);
  if (generation === 4) return t(`lineage.relationship.greatGreat${last}`);
  return t('lineage.relationship.ancestor', { count: generation });
}
