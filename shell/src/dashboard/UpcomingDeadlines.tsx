import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Tag } from 'primereact/tag';
import { DEADLINE_API, UPCOMING_DEADLINE_DAYS, type Deadline, staffPath } from '@linhagem/contracts';
import { useApi, useFormat, useTranslation } from '@linhagem/ui-kit';

/** The dashboard's "next 30 days": the open deadlines of the office's active cases, soonest first. */
export function UpcomingDeadlines() {
  const { t } = useTranslation('clock');
  const { formatDate } = useFormat();
  const api = useApi();
  const [deadlines, setDeadlines] = useState<Deadline[]>();

  useEffect(() => {
    let current = true;
    api
      .get<Deadline[]>(DEADLINE_API.upcoming, { query: { days: UPCOMING_DEADLINE_DAYS }, loading: false })
      .then((answer) => current && setDeadlines(answer))
      .catch(() => current && setDeadlines([]));
    return () => {
      current = false;
    };
  }, [api]);

  if (!deadlines) return null;
  return (
    <section className="upcoming-deadlines" aria-labelledby="dashboard-upcoming">
      <h2 id="dashboard-upcoming">{t('upcoming.title')}</h2>
      {deadlines.length === 0 ? <p>{t('upcoming.empty')}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
        {deadlines.map((deadline) => (
          <li
            key={deadline.id}
            style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}
          >
            <strong>{formatDate(deadline.date)}</strong>
            <Tag
              severity={deadline.daysLeft <= 7 ? 'danger' : 'warning'}
              value={t('deadlines.daysLeft', { count: deadline.daysLeft })}
            />
            <Link to={staffPath('protocol', { id: deadline.protocolId, tab: 'general' })}>
              {deadline.protocolCode}
            </Link>
            <span style={{ overflowWrap: 'anywhere' }}>
              {t(`kinds.${deadline.kind}`)}:{' '}
              {deadline.kind === 'MANUAL' ? deadline.title : deadline.about.name}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
