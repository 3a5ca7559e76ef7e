import type { TFunction } from 'i18next';
import type { EntityColumn } from './EntityList';

/** The Active column of a configuration list: Yes or No, sorted by the server. */
export function activeColumn<T extends { active?: boolean }>(t: TFunction): EntityColumn<T> {
  return {
    header: t('config:list.active'),
    body: (row) => (row.active ? t('config:list.yes') : t('config:list.no')),
    sortField: 'active',
  };
}
