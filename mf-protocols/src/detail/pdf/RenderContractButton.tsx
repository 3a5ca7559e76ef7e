import { Button } from 'primereact/button';
import type { ProtocolContractSummary } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { usePdfDownload } from './usePdfDownload';

export type RenderContractButtonProps = {
  protocolId: string;
  contract: Pick<ProtocolContractSummary, 'id' | 'contractId' | 'contractName' | 'client'>;
};

/** "Render" beside a contract of the protocol: the catalog contract filled for its client, as a PDF. */
export function RenderContractButton({ protocolId, contract }: RenderContractButtonProps) {
  const { t } = useTranslation('protocols');
  const { busy, download } = usePdfDownload();
  const name = `${contract.contractName} · ${contract.client.name}`;
  return (
    <Button
      type="button"
      icon="pi pi-file-pdf"
      text
      size="small"
      label={busy ? t('pdf.drawing') : t('pdf.render')}
      aria-label={t('pdf.renderLabel', { name })}
      loading={busy !== null}
      disabled={busy !== null}
      onClick={() =>
        void download(
          contract.id,
          {
            kind: 'contract',
            templateId: contract.contractId,
            body: { protocolId, clientId: contract.client.id },
          },
          `${contract.contractName}-${contract.client.name}.pdf`.replace(/[\\/:*?"<>|\s]+/g, '-'),
        )
      }
    />
  );
}
