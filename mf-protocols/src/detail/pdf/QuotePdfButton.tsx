import { Button } from 'primereact/button';
import type { Protocol } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { usePdfDownload } from './usePdfDownload';

export type QuotePdfButtonProps = { protocol: Pick<Protocol, 'id' | 'code'> };

/** "Quote (PDF)" of a budget or protocol: downloads it, busy while the server draws it. */
export function QuotePdfButton({ protocol }: QuotePdfButtonProps) {
  const { t } = useTranslation('protocols');
  const { busy, download } = usePdfDownload();
  return (
    <Button
      type="button"
      icon="pi pi-file-pdf"
      outlined
      label={busy ? t('pdf.drawing') : t('pdf.quote')}
      loading={busy !== null}
      disabled={busy !== null}
      onClick={() =>
        void download(
          'quote',
          { kind: 'quote', protocolId: protocol.id },
          `${t('pdf.quoteFile')}-${protocol.code.replace(/[^\w.-]+/g, '-')}.pdf`,
        )
      }
    />
  );
}
