import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { ProtocolService } from '@linhagem/contracts';
import {
  EmptyState,
  translateError,
  useConfirm,
  useFormat,
  useToast,
  useTranslation,
  useOfficeToday,
} from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';
import { AddServiceModal } from '../modals/AddServiceModal';
import { clientRefs } from '../shared/protocolBody';
import type { TabProps } from './ProtocolDetail';
import { SERVICE_TOTALS, TotalsList } from './TotalsList';

/** The Services tab: the type services of the protocol with their prices as frozen when added or re-priced. */
export function ServicesTab({ protocol, onChange, canWrite }: TabProps) {
  const { t } = useTranslation('protocols');
  const { formatMoney, formatDate } = useFormat();
  // the office's day of the moment the line was priced, not the UTC one
  const { dayOf } = useOfficeToday();
  const api = useProtocolApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const refs = clientRefs(protocol);
  const nameOf = (id: string) => refs.find((ref) => ref.id === id)?.name ?? '';

  async function change(run: () => Promise<typeof protocol>) {
    try {
      onChange(await run());
      toast.success(t('common:toast.success'));
    } catch (error) {
      toast.error(translateError(t, error));
    }
  }

  const remove = async (service: ProtocolService) => {
    const yes = await confirm({
      message: t('confirm.removeService', { name: service.typeServiceName }),
      destructive: true,
    });
    if (yes) await change(() => api.removeService(protocol.id, service.id));
  };
  const reprice = async (service: ProtocolService) => {
    if (await confirm({ message: t('confirm.reprice', { name: service.typeServiceName }) }))
      await change(() => api.repriceService(protocol.id, service.id));
  };

  return (
    <div className="lpr-modal-body">
      {canWrite ? (
        <div className="lpr-actions">
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('services.add')}
            disabled={refs.length === 0}
            onClick={() => setAdding(true)}
          />
        </div>
      ) : null}
      {canWrite && refs.length === 0 ? <Message severity="info" text={t('services.noClients')} /> : null}
      <DataTable
        value={protocol.services}
        dataKey="id"
        emptyMessage={<EmptyState icon="pi pi-briefcase" title={t('services.empty')} />}
        tableStyle={{ minWidth: '40rem' }}
      >
        <Column field="typeServiceName" header={t('services.typeService')} />
        <Column
          header={t('services.clients')}
          body={(service: ProtocolService) => service.clients.map(nameOf).join(', ')}
        />
        <Column header={t('services.gross')} body={(s: ProtocolService) => formatMoney(s.price.gross)} />
        <Column
          header={t('services.discount')}
          body={(s: ProtocolService) => formatMoney(s.price.discount)}
        />
        <Column header={t('services.net')} body={(s: ProtocolService) => formatMoney(s.price.net)} />
        <Column
          header={t('services.pricedAt')}
          body={(s: ProtocolService) => formatDate(dayOf(s.pricedAt))}
        />
        {canWrite ? (
          <Column
            body={(service: ProtocolService) => (
              <div className="lpr-actions lpr-row-actions">
                <Button
                  type="button"
                  icon="pi pi-refresh"
                  text
                  rounded
                  aria-label={t('services.reprice', { name: service.typeServiceName })}
                  title={t('services.reprice', { name: service.typeServiceName })}
                  onClick={() => void reprice(service)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={t('services.remove', { name: service.typeServiceName })}
                  title={t('services.remove', { name: service.typeServiceName })}
                  onClick={() => void remove(service)}
                />
              </div>
            )}
          />
        ) : null}
      </DataTable>
      {protocol.services.length > 0 ? (
        <section className="lpr-card" aria-labelledby="services-totals">
          <h2 id="services-totals">{t('services.totals')}</h2>
          <TotalsList financial={protocol.financial} keys={SERVICE_TOTALS} />
        </section>
      ) : null}
      <AddServiceModal
        visible={adding}
        clients={refs}
        onHide={() => setAdding(false)}
        onSubmit={(typeService, clients) => {
          setAdding(false);
          void change(() => api.addService(protocol.id, { typeService, clients }));
        }}
      />
    </div>
  );
}
