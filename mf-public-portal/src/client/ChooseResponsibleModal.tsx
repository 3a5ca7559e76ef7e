import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import type { PublicClientLink } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';

export type ChooseResponsibleModalProps = {
  visible: boolean;
  adults: PublicClientLink[];
  onChoose(clientId: string): void;
  onCancel(): void;
};

/** spec 2 "choose responsible": before an underage is added, the adult of the protocol responsible for them. */
export function ChooseResponsibleModal({ visible, adults, onChoose, onCancel }: ChooseResponsibleModalProps) {
  const { t } = useTranslation('portal');
  const [chosen, setChosen] = useState<string>();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (visible) {
      setChosen(adults.length === 1 ? adults[0].client.id : undefined);
      setMissing(false);
    }
  }, [visible, adults]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMissing(true);
    onChoose(chosen);
  };
  return (
    <Dialog
      visible={visible}
      onHide={onCancel}
      modal
      draggable={false}
      header={<h2 className="pp-dialog-title">{t('responsible.title')}</h2>}
      className="pp-dialog pp-dialog-small"
    >
      <form onSubmit={submit} noValidate className="pp-stack">
        {adults.length === 0 ? (
          <p>{t('responsible.none')}</p>
        ) : (
          <fieldset className="pp-choices" aria-describedby={missing ? 'pp-responsible-error' : undefined}>
            <legend>{t('responsible.legend')}</legend>
            {adults.map(({ client }) => (
              <div key={client.id} className="pp-choice">
                <RadioButton
                  inputId={`pp-responsible-${client.id}`}
                  name="responsible"
                  value={client.id}
                  checked={chosen === client.id}
                  onChange={() => {
                    setChosen(client.id);
                    setMissing(false);
                  }}
                />
                <label htmlFor={`pp-responsible-${client.id}`}>{client.name}</label>
              </div>
            ))}
          </fieldset>
        )}
        {missing ? (
          <p id="pp-responsible-error" className="pp-error" role="alert">
            {t('responsible.required')}
          </p>
        ) : null}
        <div className="pp-actions">
          <Button type="button" label={t('actions.cancel')} outlined onClick={onCancel} />
          <Button type="submit" label={t('responsible.continue')} disabled={adults.length === 0} />
        </div>
      </form>
    </Dialog>
  );
}
