import { useEffect, useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { ProgressBar } from 'primereact/progressbar';
import {
  DOCUMENT_API,
  FORM_FILL_API,
  FORM_TEMPLATE_API,
  formFillBodySchema,
  type FormEmptyField,
  type FormFillResult,
  type FormTemplateSummary,
} from '@linhagem/contracts';
import { LoadingIndicator, translateError, useApi, useTranslation } from '@linhagem/ui-kit';
import { EntityFormDialog, useController, useEntityForm } from '@linhagem/ui-kit/form/core';
import './fillForms.css';

/** Filling draws and stores a PDF per applicant: more than a JSON call's 15 s may pass on a large family. */
const FILL_TIMEOUT_MS = 120_000;

export type FillFormsDialogProps = { protocolId: string; visible: boolean; onHide(): void };

type Choice = { formTemplateIds: string[] };
const NONE: Choice = { formTemplateIds: [] };

/** The official forms to fill: a checkbox per form template, in one fieldset. */
function TemplateChoice({ templates, legend }: { templates: FormTemplateSummary[]; legend: string }) {
  const { t } = useTranslation('forms');
  const id = useId();
  const { field } = useController<Choice, 'formTemplateIds'>({ name: 'formTemplateIds' });
  const chosen = field.value;
  return (
    <fieldset className="ff-pick">
      <legend>{legend}</legend>
      {templates.map((template) => (
        <div key={template.id} className="ff-option">
          <Checkbox
            inputId={`${id}-${template.id}`}
            checked={chosen.includes(template.id)}
            onChange={(event) =>
              field.onChange(
                event.checked ? [...chosen, template.id] : chosen.filter((c) => c !== template.id),
              )
            }
          />
          <label htmlFor={`${id}-${template.id}`}>
            {template.name} <span className="ff-meta">· {t(`per.${template.per}`)}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * "Fill forms" on a protocol (docs/adr-pdf-rendering.md "Official forms"): pick the official forms, fill them on
 * the server, then per PDF made how many fields were filled, which stayed empty and why, and a link to open it.
 * A kit dialog (docs/adr-form-kit.md) checked by the fill's contract; the report is its result.
 */
export function FillFormsDialog({ protocolId, visible, onHide }: FillFormsDialogProps) {
  const { t } = useTranslation('forms');
  const api = useApi();
  const [templates, setTemplates] = useState<FormTemplateSummary[] | null>(null);
  const [results, setResults] = useState<FormFillResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const form = useEntityForm<Choice, FormFillResult[]>({
    empty: NONE,
    open: visible,
    schema: formFillBodySchema,
    save: async (values) => {
      setError(null);
      try {
        return await api.post<FormFillResult[]>(FORM_FILL_API.fill(protocolId), values, {
          loading: false,
          timeoutMs: FILL_TIMEOUT_MS,
        });
      } catch (failure) {
        // said inside the dialog, beside the choice kept to be sent again
        setError(translateError(t, failure));
        return null;
      }
    },
    onSaved: setResults,
    successMessage: false,
    invalidToast: false,
    idPrefix: 'fill-forms',
  });

  useEffect(() => {
    if (!visible) return;
    let current = true;
    setResults(null);
    setError(null);
    setTemplates(null);
    api
      .get<FormTemplateSummary[]>(FORM_TEMPLATE_API.collection)
      .then((found) => {
        if (current) setTemplates(found);
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

  const reason = (empty: FormEmptyField) =>
    t(`reasons.${empty.reason}`, {
      label: empty.mergeField ? t(`config:merge.fields.${empty.mergeField}`, empty.mergeField) : '',
    });

  const report = results
    ? {
        footer: (
          <div className="lpr-modal-footer ff-footer">
            <Button type="button" label={t('fill.again')} outlined onClick={() => setResults(null)} />
            <Button type="button" label={t('fill.close')} onClick={onHide} />
          </div>
        ),
        body: (
          <div className="ff-results">
            <p role="status">{t('fill.done', { count: results.length })}</p>
            <ul className="ff-list">
              {results.map((result) => (
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
        ),
      }
    : null;

  return (
    <EntityFormDialog
      form={form}
      onHide={onHide}
      header={t('fill.title')}
      width={640}
      submitLabel={t('fill.submit')}
      disabled={form.values.formTemplateIds.length === 0}
      className="lpr-modal-body"
      result={report}
    >
      {form.saving ? (
        <div role="status" className="ff-filling">
          <span>{t('fill.filling')}</span>
          <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} aria-label={t('fill.filling')} />
        </div>
      ) : templates === null ? (
        <LoadingIndicator />
      ) : templates.length === 0 ? (
        <p>{t('fill.noTemplates')}</p>
      ) : (
        <TemplateChoice templates={templates} legend={t('fill.pick')} />
      )}
      {error ? (
        <p className="ff-error" role="alert">
          {error}
        </p>
      ) : null}
    </EntityFormDialog>
  );
}
