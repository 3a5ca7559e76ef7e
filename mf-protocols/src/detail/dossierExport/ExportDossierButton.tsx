import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import type { Protocol } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { formatBytes } from '../../documents/formatBytes';
import { useDossierDownload } from './useDossierDownload';
import './exportDossier.css';

export type ExportDossierButtonProps = { protocol: Pick<Protocol, 'id' | 'code'> };

/**
 * "Export dossier": the case's ZIP (a cover and the accepted files per person), with the download's progress and,
 * when it fails, why in words beside the button.
 */
export function ExportDossierButton({ protocol }: ExportDossierButtonProps) {
  const { t } = useTranslation('protocols');
  const { language } = useFormat();
  const { download, start } = useDossierDownload();
  const busy = download.state === 'downloading';
  const progress = busy ? download.progress : null;
  const percent = progress?.total
    ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
    : null;
  const status = !busy
    ? null
    : percent !== null
      ? t('dossierExport.progress', { percent })
      : progress
        ? t('dossierExport.progressBytes', { received: formatBytes(progress.loaded, language) })
        : t('dossierExport.preparing');
  return (
    <div className="lpr-dossier-export">
      <Button
        type="button"
        icon="pi pi-download"
        outlined
        label={t('dossierExport.button')}
        loading={busy}
        disabled={busy}
        onClick={() =>
          void start(protocol.id, `${t('dossierExport.file')}-${protocol.code.replace(/[^\w.-]+/g, '-')}.zip`)
        }
      />
      {status ? (
        <div className="lpr-dossier-export-progress" role="status" aria-live="polite">
          <ProgressBar
            value={percent ?? undefined}
            mode={percent === null ? 'indeterminate' : 'determinate'}
            showValue={false}
            aria-label={status}
          />
          <small>{status}</small>
        </div>
      ) : null}
      {download.state === 'failed' ? (
        <Message severity="error" text={download.message} role="alert" className="lpr-dossier-export-error" />
      ) : null}
    </div>
  );
}
