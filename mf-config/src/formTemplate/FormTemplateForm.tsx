import { useCallback, useId, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from 'primereact/button';
import {
  FORM_TEMPLATE_API,
  FORM_TEMPLATE_PER,
  formTemplateBodySchema,
  type FormTemplate,
  type FormTemplatePer,
} from '@linhagem/contracts';
import { EmptyState, LoadingIndicator, translateError, useTranslation } from '@linhagem/ui-kit';
import { EntityFormFields, SelectField, TextField, useEntityForm } from '@linhagem/ui-kit/form/core';
import '../shared/config.css';
import './formTemplate.css';
import { FieldMappingRow, fillable, mappingsOf, rowOf, type MappingRow } from './FieldMappingRow';
import { formTemplateFormPath, formTemplateListPath } from './formTemplatePages';
import { useFormTemplateApi } from './useFormTemplateApi';

/** The mapping form's values: the rows follow the template's fields, by index (a PDF field's name may hold dots). */
type Mapping = { name: string; per: FormTemplatePer; rows: MappingRow[] };
const NO_MAPPING: Mapping = { name: '', per: 'APPLICANT', rows: [] };
const mappingOf = (template: FormTemplate): Mapping => ({
  name: template.name,
  per: template.per,
  rows: template.fields.map(rowOf),
});

/**
 * One official form's mapping: its name, once per protocol or per applicant, and for each field of the PDF a merge
 * field of the catalogue (a dropdown), a fixed text, or nothing. A kit form (docs/adr-form-kit.md) checked by
 * `formTemplateBodySchema`; a refusal says which field, in the person's language.
 */
export function FormTemplateForm() {
  const { t } = useTranslation('forms');
  const { id = '' } = useParams();
  const api = useFormTemplateApi();
  const htmlId = useId();
  const [template, setTemplate] = useState<FormTemplate | null>(null);
  const [error, setError] = useState<{ message: string; fields: string[] } | null>(null);

  const load = useCallback(async () => {
    const found = await api.get(id);
    setTemplate(found);
    return mappingOf(found);
  }, [api, id]);
  const toBody = useCallback(
    (values: Mapping) => ({
      name: values.name.trim(),
      per: values.per,
      fields: mappingsOf(template?.fields ?? [], values.rows),
    }),
    [template],
  );
  const form = useEntityForm<Mapping, FormTemplate>({
    empty: NO_MAPPING,
    load,
    schema: formTemplateBodySchema,
    toBody,
    save: async (values) => {
      setError(null);
      try {
        return await api.save(id, toBody(values));
      } catch (failure) {
        // said beside the fields it names, not as a toast
        const details = (failure as { details?: { fields?: unknown } }).details;
        const named = Array.isArray(details?.fields) ? details.fields.map(String) : [];
        setError({ message: translateError(t, failure), fields: named });
        return null;
      }
    },
    fromSaved: mappingOf,
    onSaved: setTemplate,
    successMessage: t('editor.saved'),
    basePath: formTemplateFormPath(id),
    idPrefix: 'form-template',
  });
  const back = () => void form.navigateAway(formTemplateListPath());

  if (form.status === 'loading' || (form.status === 'ready' && !template)) return <LoadingIndicator />;
  if (form.status !== 'ready' || !template)
    return (
      <section className="cf-page">
        <EmptyState icon="pi pi-exclamation-circle" title={t('config:form.notFound')}>
          <Button type="button" text label={t('editor.back')} onClick={back} />
        </EmptyState>
      </section>
    );

  return (
    <section className="cf-page ft-page" aria-labelledby={`${htmlId}-title`}>
      <Button
        type="button"
        icon="pi pi-arrow-left"
        text
        className="ft-back"
        label={t('editor.back')}
        onClick={back}
      />
      <h1 id={`${htmlId}-title`}>{template.name}</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <EntityFormFields form={form}>
          <div className="ft-head">
            <TextField name="name" label={t('editor.name')} />
            <SelectField
              name="per"
              label={t('editor.per')}
              showClear={false}
              options={FORM_TEMPLATE_PER.map((value) => ({ value, label: t(`per.${value}`) }))}
            />
          </div>
          <h2>{t('editor.fields')}</h2>
          <ul className="ft-fields">
            {template.fields.map((field, k) => {
              const row = form.values.rows[k];
              const fieldId = `${htmlId}-f${k}`;
              const refused =
                error?.fields.includes(field.name) || error?.fields.includes(row?.mergeField ?? '');
              return (
                <li key={field.name} className={`p-card ft-field${refused ? ' ft-field-refused' : ''}`}>
                  <div>
                    <div className="ft-field-name" id={`${fieldId}-name`}>
                      {field.name}
                    </div>
                    <div className="ft-meta">
                      {t(`types.${field.type}`)}
                      {field.options?.length
                        ? ` · ${t('editor.options', { options: field.options.join(', ') })}`
                        : ''}
                    </div>
                  </div>
                  {fillable(field.type) ? (
                    <FieldMappingRow field={field} index={k} rowId={fieldId} refused={!!refused} />
                  ) : (
                    <div className="ft-meta">{t('reasons.not-fillable')}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </EntityFormFields>
        {error ? (
          <p className="ft-error" role="alert">
            {error.message}
            {error.fields.length ? ` (${error.fields.join(', ')})` : ''}
          </p>
        ) : null}
        <div className="ft-actions">
          <Button
            type="submit"
            icon="pi pi-check"
            label={t('editor.save')}
            loading={form.saving}
            disabled={!form.values.name.trim()}
          />
          <a
            className="p-button p-button-outlined ft-download"
            href={FORM_TEMPLATE_API.file(template.id)}
            download
          >
            <i className="pi pi-download" aria-hidden="true" />
            &nbsp;{t('editor.download')}
          </a>
        </div>
      </form>
    </section>
  );
}

export default FormTemplateForm;
