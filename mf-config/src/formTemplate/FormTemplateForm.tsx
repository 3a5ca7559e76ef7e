import { useEffect, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import {
  FORM_TEMPLATE_API,
  FORM_TEMPLATE_PER,
  MERGE_FIELD_CATALOGUE,
  MERGE_FIELDS,
  type FormFieldMapping,
  type FormTemplate,
  type FormTemplatePer,
} from '@linhagem/contracts';
import { EmptyState, LoadingIndicator, translateError, useToast, useTranslation } from '@linhagem/ui-kit';
import '../shared/config.css';
import './formTemplate.css';
import { formTemplateListPath } from './formTemplatePages';
import { useFormTemplateApi } from './useFormTemplateApi';

type Source = 'none' | 'merge' | 'text';
type Row = { source: Source; mergeField: string | null; text: string };

/** The merge fields a form's box may take: the catalogue's fields of text (a table's markup is no box's value). */
const TEXT_MERGE_FIELDS = MERGE_FIELDS.filter((field) => !MERGE_FIELD_CATALOGUE[field].html);

const rowOf = (field: FormTemplate['fields'][number]): Row =>
  field.mergeField !== undefined
    ? { source: 'merge', mergeField: field.mergeField, text: '' }
    : field.text !== undefined
      ? { source: 'text', mergeField: null, text: field.text }
      : { source: 'none', mergeField: null, text: '' };

/**
 * One official form's mapping: its name, once per protocol or per applicant, and for each field of the PDF a merge
 * field of the catalogue (a dropdown), a fixed text, or nothing. A refusal says which field, in the person's language.
 */
export function FormTemplateForm() {
  const { t } = useTranslation('forms');
  const { id = '' } = useParams();
  const api = useFormTemplateApi();
  const toast = useToast();
  const navigate = useNavigate();
  const htmlId = useId();
  const [template, setTemplate] = useState<FormTemplate | null | 'missing'>(null);
  const [name, setName] = useState('');
  const [per, setPer] = useState<FormTemplatePer>('APPLICANT');
  const [rows, setRows] = useState<Record<string, Row>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; fields: string[] } | null>(null);

  useEffect(() => {
    let current = true;
    api
      .get(id)
      .then((found) => {
        if (!current) return;
        setTemplate(found);
        setName(found.name);
        setPer(found.per);
        setRows(Object.fromEntries(found.fields.map((field) => [field.name, rowOf(field)])));
      })
      .catch((failure) => {
        if (!current) return;
        setTemplate('missing');
        toast.error(translateError(t, failure));
      });
    return () => {
      current = false;
    };
  }, [api, id, t, toast]);

  if (template === null) return <LoadingIndicator />;
  if (template === 'missing')
    return (
      <section className="cf-page">
        <EmptyState icon="pi pi-exclamation-circle" title={t('config:form.notFound')}>
          <Button
            type="button"
            text
            label={t('editor.back')}
            onClick={() => navigate(formTemplateListPath())}
          />
        </EmptyState>
      </section>
    );

  const change = (field: string, patch: Partial<Row>) =>
    setRows((current) => ({ ...current, [field]: { ...current[field], ...patch } }));

  const save = async () => {
    setError(null);
    const fields: FormFieldMapping[] = template.fields.flatMap((field): FormFieldMapping[] => {
      const row = rows[field.name];
      if (row?.source === 'merge' && row.mergeField)
        return [{ name: field.name, mergeField: row.mergeField }];
      if (row?.source === 'text') return [{ name: field.name, text: row.text }];
      return [];
    });
    setSaving(true);
    try {
      const saved = await api.save(template.id, { name: name.trim(), per, fields });
      setTemplate(saved);
      toast.success(t('editor.saved'));
    } catch (failure) {
      const details = (failure as { details?: { fields?: unknown } }).details;
      const named = Array.isArray(details?.fields) ? details.fields.map(String) : [];
      setError({ message: translateError(t, failure), fields: named });
    } finally {
      setSaving(false);
    }
  };

  const mergeOptions = TEXT_MERGE_FIELDS.map((value) => ({
    value,
    label: t(`config:merge.fields.${value}`),
  }));
  const sourceOptions = (['none', 'merge', 'text'] as const).map((value) => ({
    value,
    label: t(`editor.sources.${value}`),
  }));
  const fillable = (type: string) => type !== 'SIGNATURE' && type !== 'BUTTON';

  return (
    <section className="cf-page ft-page" aria-labelledby={`${htmlId}-title`}>
      <Button
        type="button"
        icon="pi pi-arrow-left"
        text
        className="ft-back"
        label={t('editor.back')}
        onClick={() => navigate(formTemplateListPath())}
      />
      <h1 id={`${htmlId}-title`}>{template.name}</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="ft-head">
          <div className="lp-field">
            <label htmlFor={`${htmlId}-name`}>{t('editor.name')}</label>
            <InputText
              id={`${htmlId}-name`}
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
              invalid={!name.trim()}
            />
          </div>
          <div className="lp-field">
            <label htmlFor={`${htmlId}-per`}>{t('editor.per')}</label>
            <Dropdown
              inputId={`${htmlId}-per`}
              value={per}
              options={FORM_TEMPLATE_PER.map((value) => ({ value, label: t(`per.${value}`) }))}
              onChange={(event) => setPer(event.value as FormTemplatePer)}
            />
          </div>
        </div>
        <h2>{t('editor.fields')}</h2>
        <ul className="ft-fields">
          {template.fields.map((field, k) => {
            const row = rows[field.name] ?? { source: 'none', mergeField: null, text: '' };
            const fieldId = `${htmlId}-f${k}`;
            const refused =
              error?.fields.includes(field.name) || error?.fields.includes(row.mergeField ?? '');
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
                  <>
                    <Dropdown
                      inputId={`${fieldId}-source`}
                      aria-label={`${t('editor.source')}: ${field.name}`}
                      value={row.source}
                      options={sourceOptions}
                      onChange={(event) => change(field.name, { source: event.value as Source })}
                    />
                    <div className="ft-field-mapping">
                      {row.source === 'merge' ? (
                        <Dropdown
                          inputId={`${fieldId}-merge`}
                          aria-label={t('editor.mergeField', { field: field.name })}
                          value={row.mergeField}
                          options={mergeOptions}
                          filter
                          invalid={refused || !row.mergeField}
                          onChange={(event) => change(field.name, { mergeField: event.value as string })}
                        />
                      ) : row.source === 'text' ? (
                        <InputText
                          id={`${fieldId}-text`}
                          aria-label={t('editor.text', { field: field.name })}
                          value={row.text}
                          maxLength={500}
                          invalid={refused}
                          onChange={(event) => change(field.name, { text: event.target.value })}
                        />
                      ) : null}
                    </div>
                  </>
                ) : (
                  <div className="ft-meta">{t('reasons.not-fillable')}</div>
                )}
              </li>
            );
          })}
        </ul>
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
            loading={saving}
            disabled={!name.trim()}
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
