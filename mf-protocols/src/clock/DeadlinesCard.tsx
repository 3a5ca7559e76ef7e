import { useCallback, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { DEADLINE_KINDS, deadlineBodySchema, type Deadline, type DeadlineKind } from '@linhagem/contracts';
import { translateError, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import {
  DateField,
  EntityFormFields,
  SelectField,
  TextField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';
import { useClockApi } from './useClockApi';
import { DeadlineStateTag } from './DeadlineStateTag';
import { RuleSource } from './RuleSource';
import './clock.css';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DeadlinesCardProps = { protocolId: string; editable: boolean };

type NewDeadline = { date: string; title: string; kind: DeadlineKind };
const NO_DEADLINE: NewDeadline = { date: '', title: '', kind: 'MANUAL' };

/** The case's deadlines (computed on every read, and those added by hand), with their rule and state. */
export function DeadlinesCard({ protocolId, editable }: DeadlinesCardProps) {
  const { t } = useTranslation('clock');
  const { formatDate } = useFormat();
  const api = useClockApi();
  const toast = useToast();
  const [deadlines, setDeadlines] = useState<Deadline[]>();
  const [failed, setFailed] = useState(false);

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
  // a kit form (docs/adr-form-kit.md) inline in the card: no page of its own, so no unsaved-changes question
  const form = useEntityForm<NewDeadline, NewDeadline>({
    empty: NO_DEADLINE,
    schema: deadlineBodySchema,
    save: async (values) => {
      await api.addDeadline(protocolId, values);
      return values;
    },
    // the date and title go, the kind stays for the next one
    onSaved: (saved) => {
      form.reset({ ...NO_DEADLINE, kind: saved.kind });
      load();
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: 'deadline',
  });
  const { date, title } = form.values;
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
          noValidate
          aria-label={t('deadlines.add')}
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <EntityFormFields form={form}>
            <DateField name="date" label={t('deadlines.date')} formatHint={false} />
            <TextField name="title" label={t('deadlines.titleField')} required />
            <SelectField
              name="kind"
              label={t('deadlines.kind')}
              showClear={false}
              options={DEADLINE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            />
          </EntityFormFields>
          <Button
            type="submit"
            icon="pi pi-plus"
            label={t('deadlines.save')}
            disabled={!ISO_DATE.test(date) || !title.trim()}
          />
        </form>
      ) : null}
    </section>
  );
}
