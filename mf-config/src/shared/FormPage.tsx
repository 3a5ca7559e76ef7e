import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { EmptyState, LoadingIndicator, useTranslation } from '@linhagem/ui-kit';
import { EntityFormFields, type EntityForm } from '@linhagem/ui-kit/form/core';
import './config.css';

export type FormPageProps = {
  title: string;
  /** where "back" leads: the list, or the system configuration */
  backPath: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's state
  form: EntityForm<any>;
  children: ReactNode;
  /** more buttons beside Save (delete, …) */
  actions?: ReactNode;
  /** a form inside another page (the system configuration): an h2 and no Back */
  embedded?: boolean;
  /** the heading's id, where one page embeds several forms */
  titleId?: string;
  /** the Save button's words, where one page embeds several forms ("Save" by default) */
  saveLabel?: string;
};

/** A configuration form page: its loading, not-found and failed states, its title, Back and Save; its fields inside. */
export function FormPage({
  title,
  backPath,
  form,
  children,
  actions,
  embedded = false,
  titleId = embedded ? 'config-embedded-form-title' : 'config-form-title',
  saveLabel,
}: FormPageProps) {
  const { t } = useTranslation('config');
  const Heading = embedded ? 'h2' : 'h1';
  const back = embedded ? null : (
    <Button
      type="button"
      icon="pi pi-arrow-left"
      label={t('form.back')}
      text
      onClick={() => void form.navigateAway(backPath)}
    />
  );

  if (form.status === 'loading') return <LoadingIndicator label={t('form.loading')} />;
  if (form.status === 'notFound' || form.status === 'failed')
    return (
      <section className="cf-page">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={form.status === 'notFound' ? t('form.notFound') : t('common:errors.generic')}
        >
          {back}
        </EmptyState>
      </section>
    );

  return (
    <section className={embedded ? 'cf-embedded' : 'cf-page'} aria-labelledby={titleId}>
      {form.historyGuard}
      <form
        className="cf-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <div className="cf-toolbar">
          <Heading id={titleId}>{title}</Heading>
          <div className="cf-actions">
            {back}
            {actions}
            <Button
              type="submit"
              icon="pi pi-save"
              label={saveLabel ?? t('form.save')}
              loading={form.saving}
            />
          </div>
        </div>
        <EntityFormFields form={form}>{children}</EntityFormFields>
      </form>
    </section>
  );
}
