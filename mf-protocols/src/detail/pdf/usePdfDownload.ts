import { useCallback, useState } from 'react';
import { RENDER_API, type RenderBody } from '@linhagem/contracts';
import { translateError, useApi, useToast, useTranslation, saveAs } from '@linhagem/ui-kit';

/** A PDF is drawn on the server: more than a JSON call's 15 s may pass on a long contract. */
const PDF_TIMEOUT_MS = 60_000;

export type PdfRequest =
  | { kind: 'quote'; protocolId: string }
  | { kind: 'letter' | 'contract'; templateId: string; body: RenderBody };

/**
 * Downloads a PDF of services/documents (the quote, a letter or a contract): `busy` while it is drawn, and a
 * refusal or failure shown as an error toast in the person's language.
 */
export function usePdfDownload() {
  const { t } = useTranslation('protocols');
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const download = useCallback(
    async (key: string, request: PdfRequest, fileName: string) => {
      setBusy(key);
      try {
        const options = {
          responseType: 'blob' as const,
          loading: false,
          timeoutMs: PDF_TIMEOUT_MS,
          headers: { Accept: 'application/pdf, application/json' },
        };
        const blob =
          request.kind === 'quote'
            ? await api.get<Blob>(RENDER_API.quotePdf(request.protocolId), options)
            : await api.post<Blob>(RENDER_API[request.kind](request.templateId), request.body, options);
        saveAs(blob, fileName);
      } catch (error) {
        toast.error(translateError(t, error));
      } finally {
        setBusy(null);
      }
    },
    [api, t, toast],
  );
  return { busy, download };
}
