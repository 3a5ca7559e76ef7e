import { useId, useRef, type ChangeEvent } from 'react';
import { ProgressBar } from 'primereact/progressbar';
import { MAX_DOCUMENT_BYTES, type PublicDocument } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { PortalButton } from '../shared/PortalButton';
import { ACCEPTED_TYPES } from './checkFile';
import { formatMegabytes } from './formatMegabytes';
import { useDocumentUpload } from './useDocumentUpload';
import type { UploadRequest } from './usePublicDocumentApi';

export type UploadControlProps = {
  certificateId: string;
  /** the request's title, to name the button apart from the other requests' */
  label: string;
  /** a file was sent already: "Send another file" */
  again: boolean;
  /** the last file was sent back: the button is the card's call to action */
  invite: boolean;
  send: (request: Omit<UploadRequest, 'kind'>) => Promise<PublicDocument>;
  onUploaded: (document: PublicDocument) => void;
  onRefused: (error: unknown) => boolean;
};

/**
 * The file input (a phone offers its camera: `capture`) behind a labelled button, the progress while it sends, the
 * refusal in the family's words, and "Try again" that sends the same file again without choosing it.
 */
export function UploadControl({
  certificateId,
  label,
  again,
  invite,
  send,
  onUploaded,
  onRefused,
}: UploadControlProps) {
  const { t } = useTranslation('portal');
  const { formatPercent, language } = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problemId = useId();
  const upload = useDocumentUpload({
    send: (file, onProgress, signal) => send({ certificateId, file, onProgress, signal }),
    onUploaded,
    onRefused,
  });
  const { state } = upload;
  const sending = state.phase === 'sending';
  const action = again ? t('documents.chooseAgain') : t('documents.choose');
  const name = t('documents.chooseLabel', { action, title: label });
  const percent = sending ? Math.round((state.loaded / Math.max(state.total, 1)) * 100) : 0;

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again later
    if (file) upload.choose(file);
  };

  return (
    <div className="pp-upload">
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES}
        capture="environment"
        hidden
        tabIndex={-1}
        aria-label={name}
        onChange={chosen}
      />
      {sending ? (
        <div className="pp-upload-progress" role="status">
          <span>
            {/* the whole body is out: the service reads the bytes (type, PDF checks) before it answers */}
            {percent >= 100
              ? t('documents.checking', { file: state.file.name })
              : t('documents.sending', { file: state.file.name })}
          </span>
          <ProgressBar
            value={percent}
            showValue={false}
            aria-label={t('documents.progress', { file: state.file.name })}
            aria-valuetext={formatPercent(percent)}
          />
          <PortalButton label={t('documents.cancel')} icon="pi pi-times" text onClick={upload.cancel} />
        </div>
      ) : (
        <>
          {state.phase === 'failed' ? (
            <div className="pp-upload-problem" role="alert" id={problemId}>
              <strong>{t('documents.failedFile', { file: state.file.name })}</strong>
              <span>{state.message}</span>
              {state.retryable ? <span className="pp-hint">{t('documents.retryHint')}</span> : null}
            </div>
          ) : null}
          <div className="pp-upload-actions">
            {state.phase === 'failed' && state.retryable ? (
              <PortalButton label={t('documents.retry')} icon="pi pi-refresh" onClick={upload.retry} />
            ) : null}
            <PortalButton
              label={action}
              icon={again ? 'pi pi-upload' : 'pi pi-camera'}
              outlined={again && !invite}
              aria-label={name}
              aria-describedby={state.phase === 'failed' ? `${problemId} ${hintId}` : hintId}
              onClick={() => input.current?.click()}
            />
          </div>
          <p id={hintId} className="pp-hint pp-upload-hint">
            {t('documents.hint', { max: formatMegabytes(MAX_DOCUMENT_BYTES, language) })}
          </p>
        </>
      )}
    </div>
  );
}
