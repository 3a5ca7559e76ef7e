import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_ERROR_CODES,
  DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  type CaseDocument,
  type DocumentKind,
} from '@linhagem/contracts';
import { translateError, useTranslation } from '@linhagem/ui-kit';
import { useDocumentApi } from './useDocumentApi';

export type DocumentUploaderProps = {
  protocolId: string;
  /** the certificate the files prove; none for a file of the whole case */
  certificateId?: string;
  onUploaded: (document: CaseDocument) => void;
  /** offers a certificate picker (none chosen: the whole case) where the files are not sent from a certificate */
  certificateOptions?: { value: string; label: string }[];
};

type Upload = {
  key: number;
  name: string;
  /** 0 to 100 of the bytes sent */
  percent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
};

/** A sent file's line stays this long before it goes (its file is listed by then). */
const DONE_LINGER_MS = 5000;
const ACCEPT = DOCUMENT_CONTENT_TYPES.join(',');
/**
 * Files of one drop sent at once at most: the documents box reads files a few at a time and refuses past a short
 * queue (503, docs/adr-documents.md "File work off the event loop"), so a drop of twenty scans waits here in line
 * instead of filling the box's queue for every other family and member of staff.
 */
export const PARALLEL_UPLOADS = 3;

/**
 * A drop zone with a keyboard-usable "Choose file" (the real file input, visually hidden inside its label), the
 * kind of the files, and one progress bar per upload; a refusal reads in the person's language.
 */
export function DocumentUploader({
  protocolId,
  certificateId: fixedCertificateId,
  onUploaded,
  certificateOptions,
}: DocumentUploaderProps) {
  const { t } = useTranslation('documents');
  const api = useDocumentApi();
  const id = useId();
  const [kind, setKind] = useState<DocumentKind>('ORIGINAL_SCAN');
  const [chosenCertificateId, setChosenCertificateId] = useState<string | null>(null);
  const certificateId = fixedCertificateId ?? chosenCertificateId ?? undefined;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const sequence = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
  const mounted = useRef(true);
  const sendingCount = useRef(0);
  const inLine = useRef<Array<() => void>>([]);
  /** Waits for one of the PARALLEL_UPLOADS places; `leave` gives it to the next file in line. */
  const takePlace = () =>
    new Promise<void>((resolve) => {
      const take = () => {
        sendingCount.current += 1;
        resolve();
      };
      if (sendingCount.current < PARALLEL_UPLOADS) take();
      else inLine.current.push(take);
    });
  const leave = () => {
    sendingCount.current -= 1;
    inLine.current.shift()?.();
  };
  useEffect(() => {
    mounted.current = true;
    const sending = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of sending.values()) controller.abort();
    };
  }, []);

  const update = (key: number, change: Partial<Upload>) =>
    mounted.current &&
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );
  const dismiss = (key: number) =>
    mounted.current && setUploads((current) => current.filter((upload) => upload.key !== key));

  const send = async (file: File) => {
    const key = ++sequence.current;
    setUploads((current) => [...current, { key, name: file.name, percent: 0, state: 'waiting' }]);
    if (file.size > MAX_DOCUMENT_BYTES) {
      // refused before a byte is sent, with the service's own words
      const error = translateError(t, { status: 413, code: DOCUMENT_ERROR_CODES.tooLarge, message: '' });
      update(key, { state: 'failed', error });
      return;
    }
    const controller = new AbortController();
    controllers.current.set(key, controller);
    // a cancelled upload just goes, at once even while it waits in line
    controller.signal.addEventListener('abort', () => dismiss(key), { once: true });
    await takePlace();
    try {
      if (controller.signal.aborted) return;
      update(key, { state: 'sending' });
      const document = await api.upload(
        { protocolId, certificateId, kind, file },
        ({ loaded, total }) => update(key, { percent: total ? Math.round((loaded / total) * 100) : 0 }),
        controller.signal,
      );
      update(key, { state: 'done', percent: 100 });
      onUploaded(document);
      setTimeout(() => mounted.current && dismiss(key), DONE_LINGER_MS);
    } catch (error) {
      if (!controller.signal.aborted) update(key, { state: 'failed', error: translateError(t, error) });
    } finally {
      controllers.current.delete(key);
      leave();
    }
  };
  const sendAll = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) void send(file);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    sendAll(event.dataTransfer.files);
  };

  return (
    <div className="lpd-uploader">
      {certificateOptions ? (
        <div className="lp-field lpd-kind">
          <label htmlFor={`${id}-certificate`}>{t('staff.upload.certificate')}</label>
          <Dropdown
            inputId={`${id}-certificate`}
            value={chosenCertificateId}
            options={certificateOptions}
            onChange={(event) => setChosenCertificateId((event.value as string | undefined) ?? null)}
            showClear
            placeholder={t('staff.files.wholeCase')}
          />
        </div>
      ) : null}
      <div className="lp-field lpd-kind">
        <label htmlFor={`${id}-kind`}>{t('staff.upload.kind')}</label>
        <Dropdown
          inputId={`${id}-kind`}
          value={kind}
          options={DOCUMENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          onChange={(event) => setKind(event.value as DocumentKind)}
        />
      </div>
      <div
        className={`lpd-dropzone${over ? ' lpd-dropzone-over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="document-dropzone"
      >
        <i className="pi pi-cloud-upload" aria-hidden="true" />
        <span>
          {t('staff.upload.drop')} {t('staff.upload.or')}
        </span>
        <label className="p-button p-button-outlined p-button-sm lpd-choose">
          <input
            type="file"
            className="lk-sr-only"
            accept={ACCEPT}
            multiple
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              sendAll(event.target.files);
              event.target.value = '';
            }}
          />
          <i className="pi pi-folder-open" aria-hidden="true" />
          <span>{t('staff.upload.choose')}</span>
        </label>
        <small id={`${id}-hint`} className="lp-muted">
          {t('staff.upload.hint', { size: Math.round(MAX_DOCUMENT_BYTES / 1024 / 1024) })}
        </small>
      </div>
      {uploads.length ? (
        <ul className="lpd-uploads" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} className={`lpd-upload lpd-upload-${upload.state}`}>
              {upload.state === 'failed' ? (
                <div role="alert" className="lpd-upload-error">
                  <i className="pi pi-times-circle" aria-hidden="true" />
                  <span>
                    <strong>{t('staff.upload.failed', { name: upload.name })}</strong> {upload.error}
                  </span>
                </div>
              ) : (
                <>
                  <span className="lpd-upload-name">
                    {upload.state === 'done'
                      ? t('staff.upload.done', { name: upload.name })
                      : upload.state === 'waiting'
                        ? t('staff.upload.waiting', { name: upload.name })
                        : upload.percent >= 100
                          ? t('staff.upload.checking', { name: upload.name })
                          : t('staff.upload.sending', { name: upload.name })}
                  </span>
                  <progress
                    max={100}
                    value={upload.percent}
                    aria-label={t('staff.upload.progress', { name: upload.name })}
                  />
                </>
              )}
              {upload.state === 'sending' || upload.state === 'waiting' ? (
                <Button
                  type="button"
                  text
                  severity="danger"
                  icon="pi pi-ban"
                  aria-label={`${t('staff.upload.cancel')}: ${upload.name}`}
                  title={t('staff.upload.cancel')}
                  onClick={() => controllers.current.get(upload.key)?.abort()}
                />
              ) : (
                <Button
                  type="button"
                  text
                  icon="pi pi-times"
                  aria-label={`${t('staff.upload.dismiss')}: ${upload.name}`}
                  onClick={() => dismiss(upload.key)}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
