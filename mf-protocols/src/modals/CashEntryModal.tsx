import { useCallback, useEffect, useMemo } from 'react';
import {
  CASH_ENTRY_TYPES,
  cashEntryBodySchema,
  type CashEntryBodyInput,
  type CashEntryType,
  type NamedRef,
} from '@linhagem/contracts';
import { useOfficeToday, useTranslation } from '@linhagem/ui-kit';
import {
  DateField,
  EntityFormDialog,
  MoneyField,
  SelectField,
  TextField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';

export type CashEntryModalProps = {
  visible: boolean;
  protocolId: string;
  clients: NamedRef[];
  onHide(): void;
  onSubmit(body: CashEntryBodyInput): void;
  /** a receipt of a Pix code: its amount and transaction id filled in */
  preset?: Partial<Values> | null;
  /** the office has a Pix key: a receipt may name the code it paid */
  pix?: boolean;
};

type Values = {
  value: number | null;
  type: CashEntryType;
  clientId: string | null;
  observation: string;
  date: string;
  pixTxid: string;
};
/** A new entry, dated the office's today (DESIGN "The office's day"). */
const empty = (today: string): Values => ({
  value: null,
  type: 'RECEIPT',
  clientId: null,
  observation: '',
  date: today,
  pixTxid: '',
});

/**
 * spec 2 "new cash entry": value (BRL or USD by language, kept in cents), type, client, observation, date. The
 * value must be above zero (contracts' cash entry schema): an empty, zero or unreadable one shows the field's message.
 */
export function CashEntryModal({
  visible,
  protocolId,
  clients,
  onHide,
  onSubmit,
  preset,
  pix = false,
}: CashEntryModalProps) {
  const { t } = useTranslation('protocols');
  const { today } = useOfficeToday();
  const toBody = useCallback(
    (values: Values): CashEntryBodyInput => ({
      protocolId,
      ...values,
      value: values.value ?? 0,
      pixTxid: values.pixTxid.trim() || null,
    }),
    [protocolId],
  );
  const save = useCallback(async (values: Values) => onSubmit(toBody(values)), [onSubmit, toBody]);
  const messages = useMemo(() => ({ value: t('cashEntry.valueRequired') }), [t]);
  const initial = useMemo(() => empty(today), [today]);
  const form = useEntityForm<Values>({
    empty: initial,
    schema: cashEntryBodySchema,
    toBody,
    save,
    idPrefix: 'cash-entry',
    messages,
    successMessage: false,
    invalidToast: false,
  });
  const { reset } = form;
  useEffect(() => {
    if (visible) reset({ ...empty(today), ...preset });
  }, [visible, reset, today, preset]);

  return (
    <EntityFormDialog
      form={form}
      visible={visible}
      onHide={onHide}
      header={t('cashEntry.title')}
      submitLabel={t('cashEntry.submit')}

      className="lpr-form"
    >
      <MoneyField name="value" label={t('cashEntry.value')} />
      <SelectField
        name="type"
        label={t('cashEntry.type')}
        options={CASH_ENTRY_TYPES.map((option) => ({ value: option, label: t(`cashType.${option}`) }))}
        showClear={false}
      />
      <SelectField
        name="clientId"
        label={t('cashEntry.client')}
        options={clients.map((client) => ({ value: client.id, label: client.name }))}
        placeholder={t('cashEntry.noClient')}
      />
      <DateField name="date" label={t('cashEntry.date')} formatHint={false} />
      <div className="lp-field-wide">
        <TextField name="observation" label={t('cashEntry.observation')} />
      </div>
      {pix ? <TextField name="pixTxid" label={t('pix:financial.cashEntryTxid')} /> : null}
    </EntityFormDialog>
  );
}
