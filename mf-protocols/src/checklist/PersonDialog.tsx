import { useMemo } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { checklistPersonBodySchema, type ChecklistCategory } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import {
  ControlledField,
  EntityFormDialog,
  SelectField,
  TextField,
  useEntityForm,
  useFormContext,
} from '@linhagem/ui-kit/form/core';
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
  protocolId: string;
  /** the certificates of the person edited: the body is the person's whole list (the contract) */
  certificatesOf: (personId: string) => unknown[];
  /** the persons a new or edited person may descend from */
  parents: Option[];
  /** the protocol's clients, whom the person may be */
  clients: Option[];
  /** saves the person, closing the dialog; rejects once the refusal has been shown */
  onSave: (draft: PersonDraft) => Promise<void>;
  onHide: () => void;
};

const CLOSED: PersonDraft = { category: null, name: '', parentId: null, clientId: null };

/** The client the person is: picking one fills an empty name with the client's, a typed name is kept. */
function ClientField({
  label,
  options,
  emptyMessage,
}: {
  label: string;
  options: Option[];
  emptyMessage: string;
}) {
  const { getValues, setValue } = useFormContext<PersonDraft>();
  return (
    <ControlledField
      name="clientId"
      label={label}
      render={(control) => (
        <Dropdown
          inputId={control.id}
          value={control.value}
          options={options}
          onChange={(event) => {
            const picked = options.find((client) => client.value === event.value);
            control.onChange(event.value ?? null);
            if (!getValues('name') && picked)
              setValue('name', picked.label, { shouldDirty: true, shouldValidate: false });
          }}
          onBlur={control.onBlur}
          showClear
          filter
          placeholder="—"
          emptyMessage={emptyMessage}
          invalid={control.invalid}
          aria-describedby={control.describedBy}
        />
      )}
    />
  );
}

/**
 * Adds or edits a checklist person: category, the client it is, name and the person it descends from. A kit dialog
 * (docs/adr-form-kit.md) checked by the contract the save is sent with.
 */
export function PersonDialog({
  draft,
  protocolId,
  certificatesOf,
  parents,
  clients,
  onSave,
  onHide,
}: PersonDialogProps) {
  const { t } = useTranslation('checklist');
  const options = useMemo(() => checklistOptions(t), [t]);
  // each draft opens with its own values; a stable object while it is shown (the kit resets on a new one)
  const empty = useMemo(() => draft ?? CLOSED, [draft]);
  const toBody = useMemo(
    () => (values: PersonDraft) => ({
      ...values,
      protocolId,
      certificates: values.id ? certificatesOf(values.id) : [],
    }),
    [protocolId, certificatesOf],
  );
  const form = useEntityForm<PersonDraft, PersonDraft>({
    empty,
    open: draft !== null,
    schema: checklistPersonBodySchema,
    toBody,
    save: async (values) => {
      try {
        await onSave(values);
        return values;
      } catch {
        // the refusal was shown as a toast; the person's values stay to be sent again
        return null;
      }
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: 'checklist-person',
  });
  // a person the family-tree builder added may be a client of the office but not of the protocol: it still shows
  const clientOptions =
    draft?.clientId && !clients.some((client) => client.value === draft.clientId)
      ? [...clients, { value: draft.clientId, label: draft.name }]
      : clients;

  return (
    <EntityFormDialog
      form={form}
      onHide={onHide}
      header={t('tab.personDialog')}
      width={480}
      submitIcon="pi pi-check"
      disabled={!form.values.category}
      className="lp-person-form"
    >
      <SelectField
        name="category"
        label={t('fields.category')}
        options={options.category}
        placeholder={t('fields.category')}
        showClear={false}
      />
      <ClientField label={t('fields.client')} options={clientOptions} emptyMessage={t('tab.noClients')} />
      <TextField name="name" label={t('fields.name')} />
      <SelectField
        name="parentId"
        label={t('fields.parent')}
        options={parents.filter((parent) => parent.value !== form.values.id)}
        placeholder="—"
      />
    </EntityFormDialog>
  );
}
