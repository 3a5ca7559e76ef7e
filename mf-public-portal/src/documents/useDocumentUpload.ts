import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_ERROR_CODES, MAX_DOCUMENT_BYTES, type PublicDocument } from '@linhagem/contracts';
import {
  isApiError,
  translateError,
  useFormat,
  useTranslation,
  type ApiError,
  type UploadProgress,
} from '@linhagem/ui-kit';
import { checkFile } from './checkFile';
import { formatMegabytes } from './formatMegabytes';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; file: File; loaded: number; total: number }
  /** refused or failed; `retryable` when the same file may simply be sent again (a dropped connection, a 5xx, a 429) */
  | { phase: 'failed'; file: File; message: string; retryable: boolean };

/** As kept: a failure keeps its error, put in words at each render (the family may switch language meanwhile). */
type KeptState = Exclude<UploadState, { phase: 'failed' }> | { phase: 'failed'; file: File; error: unknown };

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
  const [kept, setKept] = useState<KeptState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const describe = (error: unknown): { message: string; retryable: boolean } => {
    if (!isApiError(error) || error.status === 0) return { message: t('documents.dropped'), retryable: true };
    if (error.status >= 500) return { message: t('documents.serverFailed'), retryable: true };
    if (error.code === DOCUMENT_ERROR_CODES.tooLarge) {
      const { maxBytes } = (error.details ?? {}) as { maxBytes?: unknown };
      const max = formatMegabytes(typeof maxBytes === 'number' ? maxBytes : MAX_DOCUMENT_BYTES, language);
      return { message: t('documents.tooLarge', { max }), retryable: false };
    }
    if (error.code === DOCUMENT_ERROR_CODES.caseStorageFull)
      return { message: t('documents.caseStorageFull'), retryable: false };
    // a 429 (too many writes) may be sent again once the family has waited
    return { message: translateError(t, error), retryable: error.status === 429 };
  };

  const start = async (file: File) => {
    const refusal = checkFile(file);
    if (refusal) {
      const error: ApiError = { status: 400, code: refusal, message: refusal };
      return setKept({ phase: 'failed', file, error });
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setKept({ phase: 'sending', file, loaded: 0, total: file.size });
    try {
      const document = await send(
        file,
        ({ loaded, total }) => !abort.signal.aborted && setKept({ phase: 'sending', file, loaded, total }),
        abort.signal,
      );
      if (abort.signal.aborted) return;
      setKept({ phase: 'idle' });
      onUploaded(document);
    } catch (error) {
      if (abort.signal.aborted) return; // stopped by the family: nothing to say
      if (onRefused(error)) return setKept({ phase: 'idle' });
      setKept({ phase: 'failed', file, error });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const state: UploadState =
    kept.phase === 'failed' ? { phase: 'failed', file: kept.file, ...describe(kept.error) } : kept;
  return {
    state,
    choose: (file: File) => void start(file),
    /** the same file again, without choosing it */
    retry: () => kept.phase === 'failed' && void start(kept.file),
    cancel: () => {
      controller.current?.abort();
      setKept({ phase: 'idle' });
    },
  };
}
