import { useMemo, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import type { ChecklistCategory } from '@linhagem/contracts';
import { AppModal, useTranslation } from '@linhagem/ui-kit';
import { checklistOptions, type Option } from './checklistOptions';

export type PersonDraft = {
  id?: string;
  category: ChecklistCategory | null;
  name: string;
  parentId: string | null;
  /** the client this person is, if any: one of the protocol's, or one the family-tree builder found (the immigrant) */
  clientId: string | null;
};

export type PersonDialogProps = {
  draft: PersonDraft | null;
  /** the persons a new or edited person may descend from */
  parents: Option[];
  /** the protocol's clients, whom the person may be */
  clients: Option[];
  onSave: (draft: PersonDraft) => void;
  onHide: () => void;
};

/** Adds or edits a checklist person: category, the client it is, name and the person it descends from. */
export function PersonDialog({ draft, parents, clients, onSave, onHide }: PersonDialogProps) {
  const { t } = useTranslation('checklist');
  const options = useMemo(() => checklistOptions(t), [t]);
  const [value, setValue] = useState<PersonDraft | null>(draft);
  const [shown, setShown] = useState(draft);
  if (draft !== shown) {
    setShown(draft);
    setValue(draft);
  }
  // a person the family-tree builder added may be a client of the office but not of the protocol: it still shows
  const clientOptions =
    draft?.clientId && !clients.some((client) => client.value === draft.clientId)
      ? [...clients, { value: draft.clientId, label: draft.name }]
      : clients;
  const set = (patch: Partial<PersonDraft>) =>
    setValue((current) => (current ? { ...current, ...patch } : current));

  return (
    <AppModal
      visible={draft !== null}
      onHide={onHide}
      header={t('tab.personDialog')}
      width={480}
      footer={
        <div className="lp-actions">
          <Button type="button" label={t('tab.cancel')} outlined onClick={onHide} />
          <Button
            type="button"
            label={t('tab.save')}
            icon="pi pi-check"
            disabled={!value?.category}
            onClick={() => value && onSave(value)}
          />
        </div>
      }
    >
      {value ? (
        <div className="lp-person-form">
          <div className="lp-field">
            <label htmlFor="checklist-person-category">{t('fields.category')}</label>
            <Dropdown
              inputId="checklist-person-category"
              value={value.category}
              options={options.category}
              onChange={(event) => set({ category: event.value })}
              placeholder={t('fields.category')}
            />
          </div>
          <div className="lp-field">
            <label htmlFor="checklist-person-client">{t('fields.client')}</label>
            <Dropdown
              inputId="checklist-person-client"
              value={value.clientId}
              options={clientOptions}
              onChange={(event) => {
                const picked = clientOptions.find((client) => client.value === event.value);
                // the client's name fills an empty name; a typed one is kept
                set({ clientId: event.value ?? null, name: value.name || picked?.label || '' });
              }}
              showClear
              filter
              placeholder="—"
              emptyMessage={t('tab.noClients')}
            />
          </div>
          <div className="lp-field">
            <label htmlFor="checklist-person-name">{t('fields.name')}</label>
            <InputText
              id="checklist-person-name"
              value={value.name}
              onChange={(event) => set({ name: event.target.value })}
            />
          </div>
          <div className="lp-field">
            <label htmlFor="checklist-person-parent">{t('fields.parent')}</label>
            <Dropdown
              inputId="checklist-person-parent"
              value={value.parentId}
              options={parents.filter((parent) => parent.value !== value.id)}
              onChange={(event) => set({ parentId: event.value ?? null })}
              showClear
              placeholder="—"
            />
          </div>
        </div>
      ) : null}
    </AppModal>
  );
}
