import { useCallback, useEffect } from 'react';
import { Message } from 'primereact/message';
import { underageLinkSchema, type NamedRef } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { EntityFormDialog, SelectField, useEntityForm } from '@linhagem/ui-kit/form/core';

export type InformResponsibleModalProps = {
  /** the minor who needs a responsible; the modal is closed when null */
  minor: NamedRef | null;
  /** the protocol's other clients */
  candidates: NamedRef[];
  onSubmit(responsibleId: string): void;
  onHide(): void;
};

/** the protocol's underage link: `client` is the responsible, chosen here */
type Values = { client: string | null; underAgeClient: string };
const EMPTY: Values = { client: null, underAgeClient: '' };

/** spec 2 "inform responsible for the underage": a minor needs a responsible among the protocol's clients. */
export function InformResponsibleModal({ minor, candidates, onSubmit, onHide }: InformResponsibleModalProps) {
  const { t } = useTranslation('protocols');
  const save = useCallback(
    async (values: Values) => onSubmit(underageLinkSchema.parse(values).client),
    [onSubmit],
  );
  const form = useEntityForm<Values>({
    empty: EMPTY,
    schema: underageLinkSchema,
    save,
    idPrefix: 'underage',
    successMessage: false,
    invalidToast: false,
  });
  const { reset } = form;
  useEffect(() => reset({ client: null, underAgeClient: minor?.id ?? '' }), [minor, reset]);
  const options = candidates.filter((client) => client.id !== minor?.id);
  return (
    <EntityFormDialog
      form={form}
      visible={minor !== null}
      onHide={onHide}
      header={t('underage.title')}
      submitLabel={t('underage.submit')}
      disabled={!form.values.client}

      className="lpr-modal-body"
    >
      <p>{t('underage.intro', { name: minor?.name ?? '' })}</p>
      {options.length === 0 ? (
        <Message severity="warn" text={t('underage.noCandidates')} />
      ) : (
        <SelectField
          name="client"
          label={t('underage.responsible')}
          options={options.map((client) => ({ value: client.id, label: client.name }))}
          showClear={false}
        />
      )}
    </EntityFormDialog>
  );
}
