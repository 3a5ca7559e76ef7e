import { useCallback, useRef, useState } from 'react';
import { DOSSIER_EXPORT_API } from '@linhagem/contracts';
import { translateError, useApi, useTranslation, type UploadProgress, saveAs } from '@linhagem/ui-kit';

/** The server answers once the cover is drawn; the bytes may then take long to come (no whole-call timeout). */
const FIRST_BYTE_TIMEOUT_MS = 60_000;

export type DossierDownload =
  | { state: 'idle' }
  | { state: 'downloading'; progress: UploadProgress | null }
  | { state: 'failed'; message: string };

/**
 * Downloads a protocol's dossier (`GET /api/protocol/{id}/dossier.zip`, docs/adr-dossier-export.md), telling how
 * much has come against the size the server announces; a refusal or a cut download is a failure in words.
 */
export function useDossierDownload() {
  const { t } = useTranslation('protocols');
  const api = useApi();
  const [download, setDownload] = useState<DossierDownload>({ state: 'idle' });
  const running = useRef(false);

  const start = useCallback(
    async (protocolId: string, fileName: string) => {
      if (running.current) return;
      running.current = true;
      setDownload({ state: 'downloading', progress: null });
      try {
        const blob = await api.get<Blob>(DOSSIER_EXPORT_API.dossierZip(protocolId), {
          responseType: 'blob',
          loading: false,
          timeoutMs: FIRST_BYTE_TIMEOUT_MS,
          headers: { Accept: 'application/zip, application/json' },
          onDownloadProgress: (progress) => setDownload({ state: 'downloading', progress }),
        });
        saveAs(blob, fileName);
        setDownload({ state: 'idle' });
      } catch (error) {
        setDownload({
          state: 'failed',
          message: t('dossierExport.failed', { reason: translateError(t, error) }),
        });
      } finally {
        running.current = false;
      }
    },
    [api, t],
  );
  return { download, start };
}
