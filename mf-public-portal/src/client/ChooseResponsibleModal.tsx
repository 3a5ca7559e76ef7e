import { useMemo } from 'react';
import { RadioButton } from 'primereact/radiobutton';
import { chooseResponsibleSchema, type ChooseResponsible, type PublicClientLink } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { EntityFormDialog, useController, useEntityForm } from '@linhagem/ui-kit/form/core';

export type ChooseResponsibleModalProps = {
  visible: boolean;
  adults: PublicClientLink[];
  onChoose(clientId: string): void;
  onCancel(): void;
};

const ERROR_ID = 'pp-responsible-error';

/** The adults as radio buttons, one of them the responsible; the refusal said under them. */
function ResponsibleChoices({ adults }: { adults: PublicClientLink[] }) {
  const { t } = useTranslation('portal');
  const { field, fieldState } = useController<ChooseResponsible>({ name: 'responsible' });
  const missing = !!fieldState.error;
  return (
    <>
      <fieldset className="pp-choices" aria-describedby={missing ? ERROR_ID : undefined}>
        <legend>{t('responsible.legend')}</legend>
        {adults.map(({ client }) => (
          <div key={client.id} className="pp-choice">
            <RadioButton
              inputId={`pp-responsible-${client.id}`}
              name={field.name}
              value={client.id}
              checked={field.value === client.id}
              // on the input only (a prop would mark PrimeReact's wrapper too): the dialog focuses the refused field
              pt={{ input: { 'aria-invalid': missing } }}
              onChange={() => field.onChange(client.id)}
            />
            <label htmlFor={`pp-responsible-${client.id}`}>{client.name}</label>
          </div>
        ))}
      </fieldset>
      {missing ? (
        <p id={ERROR_ID} className="pp-error" role="alert">
          {/* the portal's own words for any refusal of the choice: none is made */}
          {fieldState.error?.message}
        </p>
      ) : null}
    </>
  );
}

/**
 * spec 2 "choose responsible": before an underage is added, the adult of the protocol responsible for them. A kit
 * form in a dialog (docs/adr-form-kit.md) checked by the contract's `chooseResponsibleSchema`; nothing is sent, the
 * choice opens the underage's form.
 */
export function ChooseResponsibleModal({ visible, adults, onChoose, onCancel }: ChooseResponsibleModalProps) {
  const { t } = useTranslation('portal');
  // one adult is chosen already
  const empty = useMemo<ChooseResponsible>(
    () => ({ responsible: adults.length === 1 ? adults[0].client.id : '' }),
    [adults],
  );
  const messages = useMemo(() => ({ responsible: t('responsible.required') }), [t]);
  const form = useEntityForm<ChooseResponsible, string>({
    open: visible,
    empty,
    schema: chooseResponsibleSchema,
    messages,
    idPrefix: 'pp-responsible',
    successMessage: false,
    invalidToast: false,
    save: async ({ responsible }) => responsible,
    onSaved: onChoose,
  });
  const header = useMemo(() => <h2 className="pp-dialog-title">{t('responsible.title')}</h2>, [t]);
  return (
    <EntityFormDialog
      form={form}
      header={header}
      onHide={onCancel}
      submitLabel={t('responsible.continue')}
      disabled={adults.length === 0}
      width={420}
      className="pp-stack"
    >
      {adults.length === 0 ? <p>{t('responsible.none')}</p> : <ResponsibleChoices adults={adults} />}
    </EntityFormDialog>
  );
}
