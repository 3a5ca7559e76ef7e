import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { queueEntryBodySchema, type ConsularPost, type QueueEntry } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import {
  DateField,
  EntityFormFields,
  SelectField,
  TextareaField,
  TextField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';
import { useClockApi } from './useClockApi';
import './clock.css';

export type QueueCardProps = { protocolId: string; editable: boolean };

/** The case's place as the form holds it: the year typed as text, a date 'YYYY-MM-DD' or empty. */
type Place = {
  post: string;
  bookingReference: string;
  callListYear: string;
  appointmentDate: string;
  whatToBring: string;
};
const NO_PLACE: Place = {
  post: '',
  bookingReference: '',
  callListYear: '',
  appointmentDate: '',
  whatToBring: '',
};
const placeOf = (entry: QueueEntry | null | undefined): Place => ({
  post: entry?.post.id ?? '',
  bookingReference: entry?.bookingReference ?? '',
  callListYear: entry?.callListYear ? String(entry.callListYear) : '',
  appointmentDate: entry?.appointmentDate ?? '',
  whatToBring: entry?.whatToBring ?? '',
});
const toBody = (values: Place) => ({
  ...values,
  callListYear: values.callListYear.trim() ? Number(values.callListYear) : null,
});

/** The case's place in a consulate's or comune's queue (domain notes, "Italy, queues"). */
export function QueueCard({ protocolId, editable }: QueueCardProps) {
  const { t } = useTranslation('clock');
  const { formatDate } = useFormat();
  const api = useClockApi();
  const [entry, setEntry] = useState<QueueEntry | null>();
  const [posts, setPosts] = useState<ConsularPost[]>([]);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    api
      .queue(protocolId)
      .then(setEntry)
      .catch(() => setEntry(null));
    api
      .posts()
      .then(setPosts)
      .catch(() => setPosts([]));
  }, [api, protocolId]);

  // a kit form (docs/adr-form-kit.md) inline in the card, checked by the queue entry's contract
  const form = useEntityForm<Place, QueueEntry>({
    empty: NO_PLACE,
    schema: queueEntryBodySchema,
    toBody,
    save: (values) => api.setQueue(protocolId, toBody(values)),
    onSaved: (saved) => {
      setEntry(saved);
      setEditing(false);
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: 'queue',
  });
  const edit = () => {
    form.reset(placeOf(entry));
    setEditing(true);
  };
  const post = form.values.post;

  return (
    <section className="lpr-card" aria-labelledby="clock-queue">
      <h2 id="clock-queue">{t('queue.title')}</h2>
      {editing ? (
        <form
          className="lcl-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          {posts.length ? null : <p className="lp-muted">{t('queue.noPosts')}</p>}
          <EntityFormFields form={form}>
            <SelectField
              name="post"
              label={t('queue.post')}
              options={posts
                .filter((candidate) => candidate.active || candidate.id === post)
                .map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              emptyValue=""
              showClear={false}
              filter
            />
            <TextField name="bookingReference" label={t('queue.bookingReference')} />
            <TextField name="callListYear" label={t('queue.callListYear')} />
            <DateField name="appointmentDate" label={t('queue.appointmentDate')} formatHint={false} />
            <TextareaField
              name="whatToBring"
              label={t('queue.whatToBring')}
              rows={2}
              autoResize
              maxLength={2000}
            />
          </EntityFormFields>
          <Button
            type="submit"
            icon="pi pi-check"
            label={t('queue.save')}
            disabled={!post}
            loading={form.saving}
          />
        </form>
      ) : entry ? (
        <dl className="lpr-data">
          <dt>{t('queue.post')}</dt>
          <dd>{entry.post.name}</dd>
          <dt>{t('queue.bookingReference')}</dt>
          <dd>{entry.bookingReference ?? '—'}</dd>
          <dt>{t('queue.callListYear')}</dt>
          <dd>{entry.callListYear ?? '—'}</dd>
          <dt>{t('queue.appointmentDate')}</dt>
          <dd>{entry.appointmentDate ? formatDate(entry.appointmentDate) : '—'}</dd>
          <dt>{t('queue.whatToBring')}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{entry.whatToBring ?? '—'}</dd>
        </dl>
      ) : entry === null ? (
        <p className="lp-muted">{t('queue.empty')}</p>
      ) : null}
      {editable && !editing ? (
        <div className="lpr-actions">
          <Button type="button" outlined icon="pi pi-pencil" label={t('queue.edit')} onClick={edit} />
        </div>
      ) : null}
    </section>
  );
}
