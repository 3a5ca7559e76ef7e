import { useEffect, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import {
  pixIssueBodySchema,
  type CashEntry,
  type IssuedPixCode,
  type PixCode,
  type Protocol,
} from '@linhagem/contracts';
import {
  AppModal,
  EmptyState,
  PixCodeView,
  translateError,
  useFormat,
  useToast,
  useTranslation,
} from '@linhagem/ui-kit';
import { EntityFormFields, MoneyField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { formatMoney } from '@linhagem/i18n';
import { useProtocolApi } from '../api/useProtocolApi';

export type PixCodesCardProps = {
  protocol: Protocol;
  /** the case's cash entries: a received code names the receipt that closed it */
  entries?: CashEntry[] | null;
  /** opens the new cash entry as the receipt of a code: its amount and transaction id filled in */
  onReceive(code: IssuedPixCode): void;
};

type Values = { amount: number | null };

/**
 * The Financial tab's Pix codes (shared/domain/brazilian-records-and-pix.md): a code for any amount staff type,
 * shown (written nowhere) or issued (recorded with the next transaction id of the case), and the codes issued, each
 * open until a receipt carrying its id closes it. NORMAL and above; its tab shows it only while the office has a
 * Pix key.
 */
export function PixCodesCard({ protocol, entries, onReceive }: PixCodesCardProps) {
  const { t } = useTranslation('pix');
  const { formatDate, formatDateTime, language } = useFormat();
  // a Pix payment is always in reais, whatever language the page shows money in
  const reais = (cents: number) => formatMoney(cents, language, 'BRL');
  const api = useProtocolApi();
  const toast = useToast();
  const [codes, setCodes] = useState<IssuedPixCode[] | null>(null);
  const [shown, setShown] = useState<PixCode | null>(null);
  const { id, financial } = protocol;
  const due = Math.max(0, financial.balance);

  // the list again whenever the totals change (a receipt added or removed closes or opens a code)
  useEffect(() => {
    let current = true;
    api
      .pixCodes(id)
      .then((list) => current && setCodes(list))
      .catch(() => current && setCodes([]));
    return () => {
      current = false;
    };
  }, [api, id, financial.received, financial.refunded]);

  const empty = useMemo<Values>(() => ({ amount: due || null }), [due]);
  const form = useEntityForm<Values, IssuedPixCode>({
    empty,
    schema: pixIssueBodySchema,
    toBody: (values) => ({ amount: values.amount ?? 0 }),
    save: (values) => api.issuePixCode(id, values.amount ?? 0),
    onSaved: (issued) => {
      setShown(issued);
      setCodes((list) => [issued, ...(list ?? [])]);
    },
    idPrefix: 'pix-issue',
    successMessage: false,
    invalidToast: false,
    messages: { amount: t('codes.amount-invalid') },
  });

  const preview = async () => {
    const amount = form.values.amount;
    if (!amount || amount <= 0) return void form.submit();
    try {
      setShown(await api.pixCode(id, amount));
    } catch (error) {
      toast.error(translateError(t, error));
    }
  };

  return (
    <section className="lpr-card" aria-labelledby="financial-pix" aria-busy={codes === null}>
      <h2 id="financial-pix">{t('financial.title')}</h2>
      <form
        className="lpr-pix-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' }}
      >
        <EntityFormFields form={form}>
          <MoneyField name="amount" label={t('financial.amount')} />
        </EntityFormFields>
        <Button
          type="button"
          outlined
          icon="pi pi-eye"
          label={t('financial.preview')}
          onClick={() => void preview()}
        />
        <Button type="submit" icon="pi pi-qrcode" label={t('financial.issue')} loading={form.saving} />
      </form>
      <DataTable
        value={codes ?? []}
        dataKey="id"
        loading={codes === null}
        emptyMessage={<EmptyState icon="pi pi-qrcode" title={t('financial.empty')} />}
        tableStyle={{ minWidth: '36rem' }}
      >
        <Column header={t('code.txid')} field="txid" />
        <Column header={t('code.amount')} body={(code: IssuedPixCode) => reais(code.amount)} />
        <Column
          header={t('financial.issuedAt')}
          body={(code: IssuedPixCode) => formatDateTime(code.issuedAt)}
        />
        <Column header={t('financial.issuedBy')} field="issuedBy" />
        <Column
          header={t('financial.status')}
          body={(code: IssuedPixCode) =>
            code.received ? (
              <ReceivedBy code={code} entries={entries} reais={reais} formatDate={formatDate} />
            ) : (
              <Tag severity="warning" value={t('financial.open')} />
            )
          }
        />
        <Column
          body={(code: IssuedPixCode) => (
            <div style={{ display: 'flex', gap: '0.25rem' }}>
              <Button
                type="button"
                icon="pi pi-qrcode"
                text
                rounded
                aria-label={`${t('financial.preview')} ${code.txid}`}
                onClick={() => setShown(code)}
              />
              {code.received ? null : (
                <Button
                  type="button"
                  icon="pi pi-check-circle"
                  text
                  rounded
                  aria-label={`${t('financial.receive')} ${code.txid}`}
                  onClick={() => onReceive(code)}
                />
              )}
            </div>
          )}
        />
      </DataTable>
      <AppModal visible={shown !== null} onHide={() => setShown(null)} header={t('code.title')}>
        {shown ? <PixCodeView code={shown} hideHeading /> : null}
      </AppModal>
    </section>
  );
}

/** A received code with the receipt that closed it: its date and amount, when the tab has it listed. */
function ReceivedBy({
  code,
  entries,
  reais,
  formatDate,
}: {
  code: IssuedPixCode;
  entries?: CashEntry[] | null;
  reais(cents: number): string;
  formatDate(date: string): string;
}) {
  const { t } = useTranslation('pix');
  const entry = entries?.find((e) => e.id === code.cashEntry);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem 0.5rem', alignItems: 'center' }}>
      <Tag severity="success" value={t('financial.received')} />
      {entry ? (
        <small>
          {t('financial.receivedOn', { date: formatDate(entry.date), amount: reais(entry.value) })}
        </small>
      ) : null}
    </span>
  );
}
