import { useEffect, useMemo, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { priceTypeService, type NamedRef, type TypeService } from '@linhagem/contracts';
import { LoadingIndicator, translateError, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';
import { FormModal } from './FormModal';

export type AddServiceModalProps = {
  visible: boolean;
  clients: NamedRef[];
  onHide(): void;
  onSubmit(typeService: string, clients: string[]): void;
};

/** spec 2 "add service": a type service for some of the protocol's clients, its price live from the shared pricing. */
export function AddServiceModal({ visible, clients, onHide, onSubmit }: AddServiceModalProps) {
  const { t } = useTranslation('protocols');
  const { formatMoney } = useFormat();
  const api = useProtocolApi();
  const toast = useToast();
  const [types, setTypes] = useState<TypeService[] | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (!visible) return;
    let current = true;
    setTypeId(null);
    setChosen(clients.map((client) => client.id));
    api
      .typeServices()
      .then((page) => current && setTypes(page.content))
      .catch((error) => {
        if (!current) return;
        setTypes([]);
        toast.error(translateError(t, error));
      });
    return () => {
      current = false;
    };
    // the clients are read when the modal opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, visible, t, toast]);

  const type = types?.find((candidate) => candidate.id === typeId);
  // the same function the service prices with (DESIGN "Shared business rules")
  const price = useMemo(() => (type ? priceTypeService(type, chosen.length) : null), [type, chosen.length]);
  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => (on ? [...previous, id] : previous.filter((known) => known !== id)));

  return (
    <FormModal
      visible={visible}
      onHide={onHide}
      header={t('services.add')}
      formId="add-service-form"
      submitLabel={t('services.submit')}
      disabled={!typeId || chosen.length === 0}
      onSubmit={() => {
        if (typeId && chosen.length > 0) onSubmit(typeId, chosen);
      }}
    >
      {types === null ? (
        <LoadingIndicator />
      ) : (
        <div className="lp-field">
          <label htmlFor="service-type">{t('services.typeService')}</label>
          <Dropdown
            inputId="service-type"
            value={typeId}
            options={types.map((candidate) => ({
              value: candidate.id,
              label: `${candidate.name} · ${formatMoney(candidate.price)}`,
            }))}
            onChange={(event) => setTypeId(event.value as string)}
            filter
          />
        </div>
      )}
      <fieldset className="lpr-checks">
        <legend>{t('services.clients')}</legend>
        {clients.map((client) => (
          <div className="lpr-check" key={client.id}>
            <Checkbox
              inputId={`service-client-${client.id}`}
              checked={chosen.includes(client.id)}
              onChange={(event) => toggle(client.id, Boolean(event.checked))}
            />
            <label htmlFor={`service-client-${client.id}`}>{client.name}</label>
          </div>
        ))}
      </fieldset>
      {chosen.length === 0 ? <Message severity="warn" text={t('services.pickClients')} /> : null}
      {price ? (
        <dl className="lpr-data" aria-live="polite" aria-label={t('services.preview')}>
          <dt>{t('services.gross')}</dt>
          <dd>{formatMoney(price.gross)}</dd>
          <dt>{t('services.discount')}</dt>
          <dd>{formatMoney(price.discount)}</dd>
          <dt>{t('services.net')}</dt>
          <dd data-testid="service-preview-net">
            <strong>{formatMoney(price.net)}</strong>
          </dd>
        </dl>
      ) : null}
    </FormModal>
  );
}
