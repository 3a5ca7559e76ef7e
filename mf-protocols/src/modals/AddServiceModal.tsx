import { useCallback, useEffect, useMemo, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import {
  priceTypeService,
  protocolServiceBodySchema,
  type NamedRef,
  type TypeService,
} from '@linhagem/contracts';
import { LoadingIndicator, translateError, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { EntityFormDialog, SelectField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useProtocolApi } from '../api/useProtocolApi';

export type AddServiceModalProps = {
  visible: boolean;
  clients: NamedRef[];
  onHide(): void;
  onSubmit(typeService: string, clients: string[]): void;
};

type Values = { typeService: string | null; clients: string[] };
const EMPTY: Values = { typeService: null, clients: [] };

/** spec 2 "add service": a type service for some of the protocol's clients, its price live from the shared pricing. */
export function AddServiceModal({ visible, clients, onHide, onSubmit }: AddServiceModalProps) {
  const { t } = useTranslation('protocols');
  const { formatMoney } = useFormat();
  const api = useProtocolApi();
  const toast = useToast();
  const [types, setTypes] = useState<TypeService[] | null>(null);
  const save = useCallback(
    async (values: Values) => {
      const body = protocolServiceBodySchema.parse(values);
      onSubmit(body.typeService, body.clients);
    },
    [onSubmit],
  );
  const form = useEntityForm<Values>({
    empty: EMPTY,
    schema: protocolServiceBodySchema,
    save,
    idPrefix: 'service',
    successMessage: false,
    invalidToast: false,
  });
  const { reset, values, set } = form;
  const chosen = values.clients;

  useEffect(() => {
    if (!visible) return;
    let current = true;
    reset({ typeService: null, clients: clients.map((client) => client.id) });
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
  }, [api, visible, t, toast, reset]);

  const type = types?.find((candidate) => candidate.id === values.typeService);
  // the same function the service prices with (DESIGN "Shared business rules")
  const price = useMemo(() => (type ? priceTypeService(type, chosen.length) : null), [type, chosen.length]);
  const toggle = (id: string, on: boolean) =>
    set('clients', on ? [...chosen, id] : chosen.filter((known) => known !== id));

  return (
    <EntityFormDialog
      form={form}
      visible={visible}
      onHide={onHide}
      header={t('services.add')}
      submitLabel={t('services.submit')}
      disabled={!values.typeService || chosen.length === 0}

      className="lpr-modal-body"
    >
      {types === null ? (
        <LoadingIndicator />
      ) : (
        <SelectField
          name="typeService"
          label={t('services.typeService')}
          options={types.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} · ${formatMoney(candidate.price)}`,
          }))}
          filter
          showClear={false}
        />
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
    </EntityFormDialog>
  );
}
