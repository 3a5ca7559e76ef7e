import { useEffect, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import {
  CASH_ENTRY_TYPES,
  cashEntryBodySchema,
  todayIso,
  type CashEntryBodyInput,
  type CashEntryType,
  type NamedRef,
} from '@linhagem/contracts';
import { DateInput, MoneyInput, useTranslation } from '@linhagem/ui-kit';
import { FormModal } from './FormModal';

export type CashEntryModalProps = {
  visible: boolean;
  protocolId: string;
  clients: NamedRef[];
  onHide(): void;
  onSubmit(body: CashEntryBodyInput): void;
};

/**
 * spec 2 "new cash entry": value (BRL or USD by language, kept in cents), type, client, observation, date. The
 * value must be above zero (contracts' cash entry schema): an empty, zero or unreadable one shows the field's message.
 */
export function CashEntryModal({ visible, protocolId, clients, onHide, onSubmit }: CashEntryModalProps) {
  const { t } = useTranslation('protocols');
  const [value, setValue] = useState<number | null>(null);
  const [type, setType] = useState<CashEntryType>('RECEIPT');
  const [clientId, setClientId] = useState<string | null>(null);
  const [observation, setObservation] = useState('');
  const [date, setDate] = useState(todayIso());
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!visible) return;
    setValue(null);
    setType('RECEIPT');
    setClientId(null);
    setObservation('');
    setDate(todayIso());
    setTouched(false);
  }, [visible]);

  const body: CashEntryBodyInput = {
    protocolId,
    value: value ?? 0,
    type,
    clientId,
    observation,
    date,
  };
  const parsed = cashEntryBodySchema.safeParse(body);
  const invalid = new Set(parsed.error?.issues.map((issue) => String(issue.path[0])) ?? []);
  const show = (field: string) => touched && invalid.has(field);

  return (
    <FormModal
      visible={visible}
      onHide={onHide}
      header={t('cashEntry.title')}
      formId="cash-entry-form"
      submitLabel={t('cashEntry.submit')}
      className="lpr-form"
      noValidate
      onSubmit={() => {
        setTouched(true);
        if (parsed.success) onSubmit(body);
      }}
    >
      <div className="lp-field">
        <label htmlFor="cash-entry-value">{t('cashEntry.value')}</label>
        <MoneyInput
          id="cash-entry-value"
          value={value}
          onChange={setValue}
          invalid={show('value')}
          describedBy={show('value') ? 'cash-entry-value-error' : undefined}
        />
        {show('value') ? (
          <small id="cash-entry-value-error" className="lpr-error" role="alert">
            {t('cashEntry.valueRequired')}
          </small>
        ) : null}
      </div>
      <div className="lp-field">
        <label htmlFor="cash-entry-type">{t('cashEntry.type')}</label>
        <Dropdown
          inputId="cash-entry-type"
          value={type}
          options={CASH_ENTRY_TYPES.map((option) => ({ value: option, label: t(`cashType.${option}`) }))}
          onChange={(event) => setType(event.value as CashEntryType)}
        />
      </div>
      <div className="lp-field">
        <label htmlFor="cash-entry-client">{t('cashEntry.client')}</label>
        <Dropdown
          inputId="cash-entry-client"
          value={clientId}
          options={clients.map((client) => ({ value: client.id, label: client.name }))}
          onChange={(event) => setClientId((event.value as string | undefined) ?? null)}
          showClear
          placeholder={t('cashEntry.noClient')}
        />
      </div>
      <div className="lp-field">
        <label htmlFor="cash-entry-date">{t('cashEntry.date')}</label>
        <DateInput
          id="cash-entry-date"
          name="date"
          value={date}
          onValueChange={setDate}
          invalid={show('date')}
        />
      </div>
      <div className="lp-field lp-field-wide">
        <label htmlFor="cash-entry-observation">{t('cashEntry.observation')}</label>
        <InputText
          id="cash-entry-observation"
          value={observation}
          onChange={(event) => setObservation(event.target.value)}
        />
      </div>
    </FormModal>
  );
}
