import { useEffect, useState } from 'react';
import { PROTOCOL_STAGE_LABELS, type ProtocolTimelineEvent } from '@linhagem/contracts';
import { LoadingIndicator, translateError, useFormat, useTranslation } from '@linhagem/ui-kit';
import { useProtocolApi } from '../api/useProtocolApi';

export type TimelineCardProps = {
  protocolId: string;
  /** changes when something new may be on the timeline (a notification sent, a contract attached) */
  version: number;
};

/** The case's timeline: stage changes, notifications both ways, contracts attached. */
export function TimelineCard({ protocolId, version }: TimelineCardProps) {
  const { t } = useTranslation('protocols');
  const { language, formatDateTime } = useFormat();
  const api = useProtocolApi();
  const [events, setEvents] = useState<ProtocolTimelineEvent[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api
      .timeline(protocolId)
      .then((timeline) => {
        if (!current) return;
        setEvents(timeline);
        setFailure(null);
      })
      .catch((error) => current && setFailure(translateError(t, error)));
    return () => {
      current = false;
    };
  }, [api, protocolId, version, t]);

  const describe = (event: ProtocolTimelineEvent) =>
    event.kind === 'STAGE' && event.stage
      ? PROTOCOL_STAGE_LABELS[event.stage][language]
      : `${t(`timeline.kind.${event.kind}`)}: ${event.message}`;

  return (
    <section className="lpr-card" aria-labelledby="general-timeline">
      <h2 id="general-timeline">{t('timeline.title')}</h2>
      {failure ? <span className="lpr-error">{failure}</span> : null}
      {!failure && events === null ? <LoadingIndicator /> : null}
      {events?.length === 0 ? <span className="lp-muted">{t('timeline.empty')}</span> : null}
      {events?.length ? (
        <ol className="lpr-clients">
          {events.map((event) => (
            <li key={event.id} data-kind={event.kind}>
              <span className="lp-muted">
                {formatDateTime(event.at)} · {event.author.name}
              </span>
              <div style={{ whiteSpace: 'pre-wrap' }}>{describe(event)}</div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
