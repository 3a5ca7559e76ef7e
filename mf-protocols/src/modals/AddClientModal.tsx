import { protocolClientChoiceSchema, type ClientSummary } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { ControlledField, EntityFormDialog, useEntityForm } from '@linhagem/ui-kit/form/core';
import { RemoteClientSearch } from '../shared/RemoteClientSearch';

export type AddClientModalProps = {
  visible: boolean;
  /** the protocol's clients, left out of the suggestions */
  excludeIds: string[];
  onHide(): void;
  onSubmit(client: ClientSummary): void;
};

type Choice = { client: ClientSummary | null };
const NO_CLIENT: Choice = { client: null };
const toBody = ({ client }: Choice) => ({ clientId: client?.id });

/**
 * spec 2 "add client": the clients remote's quick search, loaded through Module Federation. A kit dialog
 * (docs/adr-form-kit.md) checked by `protocolClientChoiceSchema`.
 */
export function AddClientModal({ visible, excludeIds, onHide, onSubmit }: AddClientModalProps) {
  const { t } = useTranslation('protocols');
  const form = useEntityForm<Choice>({
    empty: NO_CLIENT,
    open: visible,
    schema: protocolClientChoiceSchema,
    toBody,
    save: async ({ client }) => {
      if (client) onSubmit(client);
      return client;
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: 'add-client',
  });
  return (
    <EntityFormDialog
      form={form}
      onHide={onHide}
      header={t('addClient.title')}
      width={560}
      submitLabel={t('addClient.submit')}
      disabled={!form.values.client}
      className="lpr-modal-body"
    >
      <ControlledField
        name="client"
        label={t('addClient.client')}
        render={(control) => (
          <RemoteClientSearch
            inputId={control.id}
            value={control.value as ClientSummary | null}
            excludeIds={excludeIds}
            onSelect={control.onChange}
          />
        )}
      />
    </EntityFormDialog>
  );
}
