import { useEffect, useId, useMemo, useState } from 'react';
import {
  PUBLIC_READING_API,
  type PublicDocumentReading,
  type ReadingFeedbackBody,
  type ReadingFieldName,
} from '@linhagem/contracts';
import { translateError, useApi, useFormat, useTranslation } from '@linhagem/ui-kit';
import { PortalButton } from '../shared/PortalButton';

/** The portal's reading calls, bound to the case and its access code. */
export type ReadingCalls = {
  read: (documentId: string) => Promise<PublicDocumentReading>;
  answer: (documentId: string, body: ReadingFeedbackBody) => Promise<PublicDocumentReading>;
};

/** The portal's reading calls for a case (in the documents page's chunk, not the first screen's). */
export function useReadingCalls(protocolId: string, code: string): ReadingCalls {
  const api = useApi();
  return useMemo(
    () => ({
      read: (documentId) =>
        api.get<PublicDocumentReading>(PUBLIC_READING_API.reading(protocolId, code, documentId), {
          skipAuth: true,
          loading: false,
        }),
      answer: (documentId, body) =>
        api.post<PublicDocumentReading>(PUBLIC_READING_API.feedback(protocolId, code, documentId), body, {
          skipAuth: true,
        }),
    }),
    [api, protocolId, code],
  );
}

/** What the family is asked to check: the name, the date and the place (the rest is the office's to read). */
const SHOWN: { field: ReadingFieldName; label: 'name' | 'date' | 'place' }[] = [
  { field: 'personName', label: 'name' },
  { field: 'eventDate', label: 'date' },
  { field: 'eventPlace', label: 'place' },
];
/** how often, and how many times, a reading under way is asked again (a page takes seconds, a queue minutes) */
const POLL_MS = 4000;
const POLLS = 45;

/**
 * "We read:" (docs/adr-reading.md "The family confirms"): after an upload is read, its name, date and place for
 * the family to confirm, or to say in a short note what is wrong; the note reaches the office's bell.
 */
export function ReadingCard({ documentId, calls }: { documentId: string; calls: ReadingCalls }) {
  const { t } = useTranslation('reading');
  const { formatDate } = useFormat();
  const id = useId();
  const [reading, setReading] = useState<PublicDocumentReading | null>(null);
  const [wrong, setWrong] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (polls: number) =>
      calls
        .read(documentId)
        .then((answer) => {
          if (!current) return;
          setReading(answer);
          if ((answer.status === 'QUEUED' || answer.status === 'READING') && polls > 0)
            timer = setTimeout(() => void ask(polls - 1), POLL_MS);
        })
        .catch(() => undefined); // no reading (or none yet): the card stays away
    void ask(POLLS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [calls, documentId]);

  if (!reading) return null;
  const underWay = reading.status === 'QUEUED' || reading.status === 'READING';
  const found = SHOWN.flatMap(({ field, label }) => {
    const read = reading.fields.find((f) => f.name === field);
    return read ? [{ label, value: field === 'eventDate' ? formatDate(read.value) : read.value }] : [];
  });
  if (!underWay && found.length === 0) return null;

  const send = async (body: ReadingFeedbackBody) => {
    setBusy(true);
    setError('');
    try {
      setReading(await calls.answer(documentId, body));
      setWrong(false);
    } catch (failure) {
      setError(translateError(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pp-reading" aria-labelledby={`${id}-title`}>
      {underWay ? (
        <p id={`${id}-title`} className="pp-reading-wait">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('portal.reading')}
        </p>
      ) : (
        <>
          <h4 id={`${id}-title`}>{t('portal.weRead')}</h4>
          <dl className="pp-reading-fields">
            {found.map(({ label, value }) => (
              <div key={label}>
                <dt>{t(`portal.${label}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {reading.feedback ? (
            <p role="status" className="pp-reading-thanks">
              {t('portal.thanks')}
            </p>
          ) : wrong ? (
            <form
              className="pp-reading-form"
              onSubmit={(event) => {
                event.preventDefault();
                void send({ ok: false, note });
              }}
            >
              <label htmlFor={`${id}-note`}>{t('portal.note')}</label>
              <textarea
                id={`${id}-note`}
                className="p-inputtextarea"
                value={note}
                required
                maxLength={500}
                onChange={(event) => setNote(event.target.value)}
              />
              <PortalButton type="submit" label={t('portal.send')} icon="pi pi-send" loading={busy} />
            </form>
          ) : (
            <div className="pp-reading-actions">
              <PortalButton
                label={t('portal.right')}
                icon="pi pi-check"
                severity="success"
                loading={busy}
                onClick={() => void send({ ok: true })}
              />
              <PortalButton label={t('portal.wrong')} outlined onClick={() => setWrong(true)} />
            </div>
          )}
          {error ? (
            <p role="alert" className="pp-reading-error">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
