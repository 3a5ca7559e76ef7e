import { useCallback, useEffect, useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import {
  EXPORT_API,
  type CashEntry,
  type CashEntryBodyInput,
  type IssuedPixCode,
  type ProtocolFinancial,
} from '@linhagem/contracts';
import {
  EmptyState,
  ExportButton,
  translateError,
  useConfirm,
  useFormat,
  useToast,
  useTranslation,
} from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';
import { CashEntryModal } from '../modals/CashEntryModal';
import { GovernmentFeeCard } from './GovernmentFeeCard';
import { PixCodesCard } from './PixCodesCard';
import { SERVICE_TOTALS, TotalsList } from './TotalsList';
import { clientRefs } from '../shared/protocolBody';
import type { TabProps } from './ProtocolDetail';

const TOTALS: (keyof ProtocolFinancial)[] = [
  ...SERVICE_TOTALS,
  'received',
  'refunded',
  'expenses',
  'balance',
];

/** The Financial tab: the totals the service computes (cents, BRL or USD by language) and the cash entries. */
export function FinancialTab({ protocol, onChange, canWrite }: TabProps) {
  const { t } = useTranslation('protocols');
  const { formatMoney, formatDate } = useFormat();
  const api = useProtocolApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [entries, setEntries] = useState<CashEntry[] | null>(null);
  const [adding, setAdding] = useState(false);
  // without a Pix key nothing Pix appears anywhere (the receiver is set in the system configuration)
  const [pixOn, setPixOn] = useState(false);
  useEffect(() => {
    if (!canWrite) return;
    let current = true;
    api
      .pixReceiver()
      .then((receiver) => current && setPixOn(Boolean(receiver.pixKey)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, canWrite]);
  // a receipt of a Pix code opens the new cash entry with its amount and transaction id
  const [preset, setPreset] = useState<{ value: number; type: 'RECEIPT'; pixTxid: string } | null>(null);
  const receive = (code: IssuedPixCode) => {
    setPreset({ value: code.amount, type: 'RECEIPT', pixTxid: code.txid });
    setAdding(true);
  };
  const refs = clientRefs(protocol);

  const loadEntries = useCallback(async () => {
    try {
      setEntries((await api.cashEntries(protocol.id)).content);
    } catch (error) {
      setEntries([]);
      toast.error(translateError(t, error));
    }
  }, [api, protocol.id, t, toast]);

  useEffect(() => {
    void loadEntries();
  }, [loadEntries]);

  async function change(run: () => Promise<unknown>) {
    try {
      await run();
      toast.success(t('common:toast.success'));
      onChange(await api.get(protocol.id));
      await loadEntries();
    } catch (error) {
      toast.error(translateError(t, error));
    }
  }

  const add = (body: CashEntryBodyInput) => {
    setAdding(false);
    setPreset(null);
    void change(() => api.addCashEntry(body));
  };
  const remove = async (entry: CashEntry) => {
    if (await confirm({ message: t('confirm.removeCashEntry'), destructive: true }))
      await change(() => api.removeCashEntry(entry.id));
  };

  return (
    <div className="lpr-modal-body">
      <section className="lpr-card" aria-labelledby="financial-totals">
        <h2 id="financial-totals">{t('financial.totals')}</h2>
        <TotalsList financial={protocol.financial} keys={TOTALS} />
      </section>
      <GovernmentFeeCard protocol={protocol} />
      {canWrite && pixOn ? <PixCodesCard protocol={protocol} entries={entries} onReceive={receive} /> : null}
      <section className="lpr-card" aria-labelledby="financial-entries">
        <div className="lpr-toolbar">
          <h2 id="financial-entries">{t('financial.entries')}</h2>
          <div className="lpr-actions">
            <ExportButton
              path={EXPORT_API['cash-entries']}
              filter={{ protocolId: protocol.id }}
              fileName={`cash-entries-${protocol.code.replace(/\W+/g, '-')}`}
            />
            {canWrite ? (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('financial.new')}
                onClick={() => {
                  setPreset(null);
                  setAdding(true);
                }}
              />
            ) : null}
          </div>
        </div>
        <DataTable
          value={entries ?? []}
          dataKey="id"
          loading={entries === null}
          aria-busy={entries === null}
          emptyMessage={<EmptyState icon="pi pi-wallet" title={t('financial.empty')} />}
          tableStyle={{ minWidth: '40rem' }}
        >
          <Column header={t('financial.columns.date')} body={(entry: CashEntry) => formatDate(entry.date)} />
          <Column
            header={t('financial.columns.type')}
            body={(entry: CashEntry) => t(`cashType.${entry.type}`)}
          />
          <Column
            header={t('financial.columns.value')}
            body={(entry: CashEntry) => formatMoney(entry.value)}
          />
          <Column
            header={t('financial.columns.client')}
            body={(entry: CashEntry) => refs.find((ref) => ref.id === entry.clientId)?.name ?? ''}
          />
          <Column header={t('financial.columns.user')} body={(entry: CashEntry) => entry.user.name} />
          <Column field="observation" header={t('financial.columns.observation')} />
          {pixOn ? <Column field="pixTxid" header={t('pix:financial.entryTxid')} /> : null}
          {canWrite ? (
            <Column
              body={(entry: CashEntry) => (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={t('financial.remove', { date: formatDate(entry.date) })}
                  onClick={() => void remove(entry)}
                />
              )}
            />
          ) : null}
        </DataTable>
      </section>
      <CashEntryModal
        visible={adding}
        protocolId={protocol.id}
        clients={refs}
        onHide={() => setAdding(false)}
        onSubmit={add}
        preset={preset}
        pix={pixOn}
      />
    </div>
  );
}
