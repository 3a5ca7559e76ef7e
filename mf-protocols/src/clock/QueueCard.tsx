import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ConsularPost, QueueEntry } from '@linhagem/contracts';
import { DateInput, translateError, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { useClockApi } from './useClockApi';
import './clock.css';

export type QueueCardProps = { protocolId: string; editable: boolean };

/** The case's place in a consulate's or comune's queue (domain notes, "Italy, queues"). */
export function QueueCard({ protocolId, editable }: QueueCardProps) {
  const { t } = useTranslation('clock');
  const { formatDate } = useFormat();
  const api = useClockApi();
  const toast = useToast();
  const [entry, setEntry] = useState<QueueEntry | null>();
  const [posts, setPosts] = useState<ConsularPost[]>([]);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({
    post: '',
    bookingReference: '',
    callListYear: '',
    appointmentDate: '',
    whatToBring: '',
  });

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

  const edit = () => {
    setForm({
      post: entry?.post.id ?? '',
      bookingReference: entry?.bookingReference ?? '',
      callListYear: entry?.callListYear ? String(entry.callListYear) : '',
      appointmentDate: entry?.appointmentDate ?? '',
      whatToBring: entry?.whatToBring ?? '',
    });
    setEditing(true);
  };
  const save = async () => {
    try {
      setEntry(
        await api.setQueue(protocolId, {
          ...form,
          callListYear: form.callListYear ? Number(form.callListYear) : null,
        }),
      );
      setEditing(false);
    } catch (error) {
      toast.error(translateError(t, error));
    }
  };
  const field = (name: keyof typeof form) => ({
    id: `queue-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  return (
    <section className="lpr-card" aria-labelledby="clock-queue">
      <h2 id="clock-queue">{t('queue.title')}</h2>
      {editing ? (
        <form
          className="lcl-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {posts.length ? null : <p className="lp-muted">{t('queue.noPosts')}</p>}
          <div className="lp-field">
            <label htmlFor="queue-post">{t('queue.post')}</label>
            <Dropdown
              inputId="queue-post"
              value={form.post}
              options={posts
                .filter((post) => post.active || post.id === form.post)
                .map((post) => ({ value: post.id, label: post.name }))}
              onChange={(event) => setForm({ ...form, post: event.value })}
              filter
            />
          </div>
          <div className="lp-field">
            <label htmlFor="queue-bookingReference">{t('queue.bookingReference')}</label>
            <InputText {...field('bookingReference')} maxLength={100} />
          </div>
          <div className="lp-field">
            <label htmlFor="queue-callListYear">{t('queue.callListYear')}</label>
            <InputText {...field('callListYear')} inputMode="numeric" maxLength={4} />
          </div>
          <div className="lp-field">
            <label htmlFor="queue-appointmentDate">{t('queue.appointmentDate')}</label>
            <DateInput
              id="queue-appointmentDate"
              name="appointmentDate"
              value={form.appointmentDate}
              onValueChange={(appointmentDate) => setForm({ ...form, appointmentDate })}
            />
          </div>
          <div className="lp-field">
            <label htmlFor="queue-whatToBring">{t('queue.whatToBring')}</label>
            <InputTextarea {...field('whatToBring')} rows={2} autoResize maxLength={2000} />
          </div>
          <Button type="submit" icon="pi pi-check" label={t('queue.save')} disabled={!form.post} />
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
