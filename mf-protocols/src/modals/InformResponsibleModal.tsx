import { useEffect, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import type { NamedRef } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { FormModal } from './FormModal';

export type InformResponsibleModalProps = {
  /** the minor who needs a responsible; the modal is closed when null */
  minor: NamedRef | null;
  /** the protocol's other clients */
  candidates: NamedRef[];
  onSubmit(responsibleId: string): void;
  onHide(): void;
};

/** spec 2 "inform responsible for the underage": a minor needs a responsible among the protocol's clients. */
export function InformResponsibleModal({ minor, candidates, onSubmit, onHide }: InformResponsibleModalProps) {
  const { t } = useTranslation('protocols');
  const [responsible, setResponsible] = useState<string | null>(null);
  useEffect(() => setResponsible(null), [minor]);
  const options = candidates.filter((client) => client.id !== minor?.id);
  return (
    <FormModal
      visible={minor !== null}
      onHide={onHide}
      header={t('underage.title')}
      formId="underage-form"
      submitLabel={t('underage.submit')}
      disabled={!responsible}
      onSubmit={() => {
        if (responsible) onSubmit(responsible);
      }}
    >
      <p>{t('underage.intro', { name: minor?.name ?? '' })}</p>
      {options.length === 0 ? (
        <Message severity="warn" text={t('underage.noCandidates')} />
      ) : (
        <div className="lp-field">
          <label htmlFor="underage-responsible">{t('underage.responsible')}</label>
          <Dropdown
            inputId="underage-responsible"
            value={responsible}
            options={options.map((client) => ({ value: client.id, label: client.name }))}
            onChange={(event) => setResponsible(event.value as string)}
          />
        </div>
      )}
    </FormModal>
  );
}
