import { useEffect, useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { ProgressBar } from 'primereact/progressbar';
import {
  DOCUMENT_API,
  FORM_FILL_API,
  FORM_TEMPLATE_API,
  type FormEmptyField,
  type FormFillResult,
  type FormTemplateSummary,
} from '@linhagem/contracts';
import { AppModal, LoadingIndicator, translateError, useApi, useTranslation } from '@linhagem/ui-kit';
import './fillForms.css';

/** Filling draws and stores a PDF per applicant: more than a JSON call's 15 s may pass on a large family. */
const FILL_TIMEOUT_MS = 120_000;

export type FillFormsDialogProps = { protocolId: string; visible: boolean; onHide(): void };

type Step = { kind: 'pick' } | { kind: 'filling' } | { kind: 'done'; results: FormFillResult[] };

/**
 * "Fill forms" on a protocol (docs/adr-pdf-rendering.md "Official forms"): pick the official forms, fill them on
 * the server, then per PDF made how many fields were filled, which stayed empty and why, and a link to open it.
 */
export function FillFormsDialog({ protocolId, visible, onHide }: FillFormsDialogProps) {
  const { t } = useTranslation('forms');
  const api = useApi();
  const id = useId();
  const [templates, setTemplates] = useState<FormTemplateSummary[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!visible) return;
    let current = true;
    setStep({ kind: 'pick' });
    setError(null);
    setTemplates(null);
    api
      .get<FormTemplateSummary[]>(FORM_TEMPLATE_API.collection)
      .then((found) => {
        if (!current) return;
        setTemplates(found);
        setChosen((kept) => kept.filter((k) => found.some((f) => f.id === k)));
      })
      .catch((failure) => {
        if (!current) return;
        setTemplates([]);
        setError(translateError(t, failure));
      });
    return () => {
      current = false;
    };
  }, [api, visible, t]);

  const fill = async () => {
    setError(null);
    setStep({ kind: 'filling' });
    try {
      const results = await api.post<FormFillResult[]>(
        FORM_FILL_API.fill(protocolId),
        { formTemplateIds: chosen },
        { loading: false, timeoutMs: FILL_TIMEOUT_MS },
      );
      setStep({ kind: 'done', results });
    } catch (failure) {
      setError(translateError(t, failure));
      setStep({ kind: 'pick' });
    }
  };

  const reason = (empty: FormEmptyField) =>
    t(`reasons.${empty.reason}`, {
      label: empty.mergeField ? t(`config:merge.fields.${empty.mergeField}`, empty.mergeField) : '',
    });

  const footer =
    step.kind === 'done' ? (
      <div className="lpr-modal-footer ff-footer">
        <Button type="button" label={t('fill.again')} outlined onClick={() => setStep({ kind: 'pick' })} />
        <Button type="button" label={t('fill.close')} onClick={onHide} />
      </div>
    ) : (
      <div className="lpr-modal-footer ff-footer">
        <Button type="button" label={t('common:actions.cancel')} outlined onClick={onHide} />
        <Button
          type="submit"
          form={`${id}-form`}
          label={t('fill.submit')}
          disabled={chosen.length === 0 || step.kind === 'filling'}
          loading={step.kind === 'filling'}
        />
      </div>
    );

  return (
    <AppModal visible={visible} onHide={onHide} header={t('fill.title')} width={640} footer={footer}>
      {step.kind === 'done' ? (
        <div className="ff-results">
          <p role="status">{t('fill.done', { count: step.results.length })}</p>
          <ul className="ff-list">
            {step.results.map((result) => (
              <li key={result.documentId} className="ff-result">
                <div className="ff-result-head">
                  <strong>{result.formTemplateName}</strong>
                  <span>
                    {result.clientName
                      ? t('fill.forClient', { name: result.clientName })
                      : t('fill.forProtocol')}
                  </span>
                </div>
                <ProgressBar
                  value={result.total ? Math.round((result.filled / result.total) * 100) : 100}
                  showValue={false}
                  style={{ height: '0.5rem' }}
                  aria-label={t('fill.count', { filled: result.filled, total: result.total })}
                />
                <div>{t('fill.count', { filled: result.filled, total: result.total })}</div>
                {result.empty.length === 0 ? (
                  <div>{t('fill.allFilled')}</div>
                ) : (
                  <details>
                    <summary>
                      {t('fill.emptyTitle')} ({result.empty.length})
                    </summary>
                    <ul className="ff-empty">
                      {result.empty.map((empty) => (
                        <li key={empty.field}>
                          <code>{empty.field}</code>: {reason(empty)}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
                <a
                  href={DOCUMENT_API.content(result.documentId, true)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <i className="pi pi-external-link" aria-hidden="true" /> {t('fill.open')}
                  <span className="lk-sr-only"> {result.formTemplateName}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <form
          id={`${id}-form`}
          className="lpr-modal-body"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen.length > 0) void fill();
          }}
        >
          {step.kind === 'filling' ? (
            <div role="status" className="ff-filling">
              <span>{t('fill.filling')}</span>
              <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} aria-label={t('fill.filling')} />
            </div>
          ) : templates === null ? (
            <LoadingIndicator />
          ) : templates.length === 0 ? (
            <p>{t('fill.noTemplates')}</p>
          ) : (
            <fieldset className="ff-pick">
              <legend>{t('fill.pick')}</legend>
              {templates.map((template) => (
                <div key={template.id} className="ff-option">
                  <Checkbox
                    inputId={`${id}-${template.id}`}
                    checked={chosen.includes(template.id)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.checked ? [...current, template.id] : current.filter((c) => c !== template.id),
                      )
                    }
                  />
                  <label htmlFor={`${id}-${template.id}`}>
                    {template.name} <span className="ff-meta">· {t(`per.${template.per}`)}</span>
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          {error ? (
            <p className="ff-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </AppModal>
  );
}
