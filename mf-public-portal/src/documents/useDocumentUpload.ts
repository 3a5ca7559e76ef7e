import { useCallback, useEffect, useRef, useState } from 'react';
import { DOCUMENT_ERROR_CODES, MAX_DOCUMENT_BYTES, type PublicDocument } from '@linhagem/contracts';
import { isApiError, translateError, useFormat, useTranslation } from '@linhagem/ui-kit';
import { checkFile } from './checkFile';
import { formatMegabytes } from './formatMegabytes';
import type { UploadProgress } from './uploadWithProgress';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; file: File; loaded: number; total: number }
  /** refused or failed; `retryable` when the same file may simply be sent again (a dropped connection, a 5xx, a 429) */
  | { phase: 'failed'; file: File; message: string; retryable: boolean };

export type UseDocumentUploadOptions = {
  send: (
    file: File,
    onProgress: (progress: UploadProgress) => void,
    signal: AbortSignal,
  ) => Promise<PublicDocument>;
  onUploaded: (document: PublicDocument) => void;
  /** the page's own handling of a refused access code; true when it took the error */
  onRefused: (error: unknown) => boolean;
};

/** One request's upload: the client's fast checks, the progress, the refusal in the family's words, and retry. */
export function useDocumentUpload({ send, onUploaded, onRefused }: UseDocumentUploadOptions) {
  const { t } = useTranslation('portal');
  const { language } = useFormat();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const describe = useCallback(
    (error: unknown): { message: string; retryable: boolean } => {
      const tooLarge = (maxBytes: unknown) =>
        t('documents.tooLarge', {
          max: formatMegabytes(typeof maxBytes === 'number' ? maxBytes : MAX_DOCUMENT_BYTES, language),
        });
      if (!isApiError(error) || error.status === 0)
        return { message: t('documents.dropped'), retryable: true };
      if (error.status >= 500) return { message: t('documents.serverFailed'), retryable: true };
      if (error.code === DOCUMENT_ERROR_CODES.tooLarge) {
        const details = error.details as { maxBytes?: unknown } | undefined;
        return { message: tooLarge(details?.maxBytes), retryable: false };
      }
      // a 429 (too many writes) may be sent again once the family has waited
      return { message: translateError(t, error), retryable: error.status === 429 };
    },
    [t, language],
  );

  const start = useCallback(
    async (file: File) => {
      const refusal = checkFile(file);
      if (refusal) {
        const { message } = describe({ status: 400, code: refusal, message: refusal });
        return setState({ phase: 'failed', file, message, retryable: false });
      }
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'sending', file, loaded: 0, total: file.size });
      try {
        const document = await send(
          file,
          ({ loaded, total }) => !abort.signal.aborted && setState({ phase: 'sending', file, loaded, total }),
          abort.signal,
        );
        if (abort.signal.aborted) return;
        setState({ phase: 'idle' });
        onUploaded(document);
      } catch (error) {
        if (abort.signal.aborted) return; // stopped by the family: nothing to say
        if (onRefused(error)) return setState({ phase: 'idle' });
        setState({ phase: 'failed', file, ...describe(error) });
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [send, onUploaded, onRefused, describe],
  );

  return {
    state,
    choose: (file: File) => void start(file),
    retry: () => state.phase === 'failed' && void start(state.file),
    cancel: () => {
      controller.current?.abort();
      setState({ phase: 'idle' });
    },
  };
}
