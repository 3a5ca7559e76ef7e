import { useCallback, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { DEADLINE_KINDS, type Deadline, type DeadlineKind } from '@linhagem/contracts';
import { translateError, useFormat, useOfficeToday, useToast, useTranslation } from '@linhagem/ui-kit';
import { useClockApi } from './useClockApi';
import { DeadlineStateTag } from './DeadlineStateTag';
import { RuleSource } from './RuleSource';
import './clock.css';

export type DeadlinesCardProps = { protocolId: string; editable: boolean };

/** The case's deadlines (computed on every read, and those added by hand), with their rule and state. */
export function DeadlinesCard({ protocolId, editable }: DeadlinesCardProps) {
  const { t } = useTranslation('clock');
  const { formatDate } = useFormat();
  const { today } = useOfficeToday();
  const api = useClockApi();
  const toast = useToast();
  const [deadlines, setDeadlines] = useState<Deadline[]>();
  const [failed, setFailed] = useState(false);
  const [date, setDate] = useState('');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<DeadlineKind>('MANUAL');

  const load = useCallback(() => {
    api
      .deadlines(protocolId)
      .then((answer) => {
        setDeadlines(answer);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [api, protocolId]);
  useEffect(load, [load]);

  const act = async (call: () => Promise<unknown>) => {
    try {
      await call();
      load();
      return true;
    } catch (error) {
      toast.error(translateError(t, error));
      return false;
    }
  };
  const add = async () => {
    if (await act(() => api.addDeadline(protocolId, { date, title, kind }))) {
      setDate('');
      setTitle('');
    }
  };
  const days = (deadline: Deadline) =>
    deadline.daysLeft === 0
      ? t('deadlines.today')
      : deadline.daysLeft > 0
        ? t('deadlines.daysLeft', { count: deadline.daysLeft })
        : t('deadlines.overdue', { count: -deadline.daysLeft });

  return (
    <section className="lpr-card" aria-labelledby="clock-deadlines">
      <h2 id="clock-deadlines">{t('deadlines.title')}</h2>
      {failed ? <p role="alert">{t('deadlines.loadFailed')}</p> : null}
      {deadlines && !deadlines.length ? <p className="lp-muted">{t('deadlines.empty')}</p> : null}
      <ul className="lcl-list" aria-label={t('deadlines.title')}>
        {(deadlines ?? []).map((deadline) => (
          <li key={deadline.id} className={`lcl-item lcl-${deadline.state.toLowerCase()}`}>
            <div className="lcl-head">
              <strong>{formatDate(deadline.date)}</strong>
              <span className="lp-muted">{days(deadline)}</span>
              <DeadlineStateTag state={deadline.state} />
            </div>
            <div>
              {t(`kinds.${deadline.kind}`)}:{' '}
              {deadline.kind === 'MANUAL' ? deadline.title : deadline.about.name}
            </div>
            {deadline.rule ? <RuleSource rule={deadline.rule} /> : null}
            {editable && deadline.state !== 'DONE' ? (
              <Button
                type="button"
                size="small"
                outlined
                icon="pi pi-check"
                label={t('deadlines.markDone')}
                onClick={() => void act(() => api.markDone(deadline.id))}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {editable ? (
        <form
          className="lcl-form"
          aria-label={t('deadlines.add')}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <div className="lp-field">
            <label htmlFor="deadline-date">{t('deadlines.date')}</label>
            <InputText
              id="deadline-date"
              type="date"
              value={date}
              min={today}
              onChange={(event) => setDate(event.target.value)}
              required
            />
          </div>
          <div className="lp-field">
            <label htmlFor="deadline-title">{t('deadlines.titleField')}</label>
            <InputText
              id="deadline-title"
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
              required
            />
          </div>
          <div className="lp-field">
            <label htmlFor="deadline-kind">{t('deadlines.kind')}</label>
            <Dropdown
              inputId="deadline-kind"
              value={kind}
              options={DEADLINE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              onChange={(event) => setKind(event.value)}
            />
          </div>
          <Button
            type="submit"
            icon="pi pi-plus"
            label={t('deadlines.save')}
            disabled={!date || !title.trim()}
          />
        </form>
      ) : null}
    </section>
  );
}
