import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { hasLevel, type ConsularPost, type QueueEntry, staffPath } from '@linhagem/contracts';
import { useCurrentUser, useFormat, useTranslation } from '@linhagem/ui-kit';
import { NewPostForm } from './NewPostForm';
import { useClockApi } from './useClockApi';
import './clock.css';

/**
 * /consular-queue: every case waiting at a post, filtered by call-list year, so that a call-up published for
 * "applications of 2014" is checked against the office's cases in one look (domain notes, "Italy, queues").
 * Administrators add posts here too.
 */
export function ConsularQueueList() {
  const { t } = useTranslation('clock');
  const { formatDate } = useFormat();
  const clock = useClockApi();
  const { user } = useCurrentUser();
  const admin = !!user && hasLevel(user.typeUser, 'ADMINISTRATOR');
  const [posts, setPosts] = useState<ConsularPost[]>([]);
  const [post, setPost] = useState<string | null>(null);
  const [year, setYear] = useState('');
  const [entries, setEntries] = useState<QueueEntry[]>();

  const loadPosts = useCallback(() => {
    clock
      .posts()
      .then(setPosts)
      .catch(() => setPosts([]));
  }, [clock]);
  useEffect(loadPosts, [loadPosts]);
  useEffect(() => {
    const callListYear = /^\d{4}$/.test(year) ? Number(year) : undefined;
    clock
      .waiting({ post: post ?? undefined, callListYear })
      .then(setEntries)
      .catch(() => setEntries([]));
  }, [clock, post, year]);

  return (
    <section className="page" aria-labelledby="consular-queue-title">
      <h1 id="consular-queue-title">{t('queue.waitingTitle')}</h1>
      <div className="lcl-form">
        <div className="lp-field">
          <label htmlFor="waiting-post">{t('queue.post')}</label>
          <Dropdown
            inputId="waiting-post"
            value={post}
            options={posts.map((item) => ({ value: item.id, label: item.name }))}
            onChange={(event) => setPost(event.value ?? null)}
            placeholder={t('queue.allPosts')}
            showClear
            filter
          />
        </div>
        <div className="lp-field">
          <label htmlFor="waiting-year">{t('queue.callListYear')}</label>
          <InputText
            id="waiting-year"
            value={year}
            inputMode="numeric"
            maxLength={4}
            placeholder={t('queue.anyYear')}
            onChange={(event) => setYear(event.target.value.replace(/\D/g, ''))}
          />
        </div>
      </div>
      {entries && !entries.length ? <p className="lp-muted">{t('queue.emptyWaiting')}</p> : null}
      <ul className="lcl-list" aria-label={t('queue.waitingTitle')}>
        {(entries ?? []).map((entry) => (
          <li key={entry.protocolId} className="lcl-item">
            <div className="lcl-head">
              <Link to={staffPath('protocol', { id: entry.protocolId, tab: 'general' })}>
                {entry.protocolCode} · {entry.protocolName}
              </Link>
              <span>{entry.post.name}</span>
              <strong>
                {t('queue.callListYear')}: {entry.callListYear ?? '—'}
              </strong>
            </div>
            <span>
              {t('queue.bookingReference')}: {entry.bookingReference ?? '—'} · {t('queue.appointmentDate')}:{' '}
              {entry.appointmentDate ? formatDate(entry.appointmentDate) : '—'}
            </span>
          </li>
        ))}
      </ul>
      {admin ? <NewPostForm onAdded={loadPosts} /> : null}
    </section>
  );
}

export default ConsularQueueList;
