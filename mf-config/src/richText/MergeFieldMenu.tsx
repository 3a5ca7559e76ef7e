import { useMemo } from 'react';
import { Dropdown } from 'primereact/dropdown';
import {
  MERGE_FIELD_CATALOGUE,
  MERGE_FIELDS,
  mergeFieldPlaceholder,
  type MergeFieldGroup,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

/** The menu's order of the catalogue's groups: who writes, the case, its people, then its money and the day. */
const GROUP_ORDER: MergeFieldGroup[] = [
  'office',
  'protocol',
  'clients',
  'mainClient',
  'client',
  'services',
  'totals',
  'date',
];

type FieldOption = { label: string; value: string };

export type MergeFieldMenuProps = {
  /** the id of the menu's own input */
  inputId: string;
  /** inserts the chosen `{{field}}` at the editor's caret */
  onInsert(placeholder: string): void;
};

/**
 * "Insert field": every field of the one merge-field catalogue (packages/contracts, DESIGN "Rich text"), grouped
 * and searchable by its words or its `{{key}}`; Enter or a click inserts it. Keyboard: Alt+↓ or Space opens it,
 * typing filters, ↑/↓ move, Enter inserts, Esc closes.
 */
export function MergeFieldMenu({ inputId, onInsert }: MergeFieldMenuProps) {
  const { t } = useTranslation('config');
  const groups = useMemo(
    () =>
      GROUP_ORDER.map((group) => ({
        label: t(`merge.groups.${group}`),
        items: MERGE_FIELDS.filter((field) => MERGE_FIELD_CATALOGUE[field].group === group).map(
          (field): FieldOption => ({
            label: t(`merge.fields.${field}`),
            value: mergeFieldPlaceholder(field),
          }),
        ),
      })).filter((group) => group.items.length > 0),
    [t],
  );

  return (
    <Dropdown
      inputId={inputId}
      ariaLabel={t('merge.insertField')}
      placeholder={t('merge.insertField')}
      options={groups}
      optionGroupLabel="label"
      optionGroupChildren="items"
      filter
      filterBy="label,value"
      filterPlaceholder={t('merge.search')}
      filterInputAutoFocus
      emptyFilterMessage={t('merge.noMatch')}
      resetFilterOnHide
      scrollHeight="320px"
      className="cf-merge-menu"
      panelClassName="cf-merge-panel"
      value={null}
      itemTemplate={(option: FieldOption) => (
        <span className="cf-merge-option">
          <span>{option.label}</span>
          <code>{option.value}</code>
        </span>
      )}
      onChange={(event) => onInsert(String(event.value))}
    />
  );
}
