import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import {
  DOCUMENT_ERROR_CODES,
  FORM_TEMPLATE_PER,
  MAX_DOCUMENT_BYTES,
  type FormTemplatePer,
  type FormTemplateSummary,
} from '@linhagem/contracts';
import {
  EmptyState,
  LoadingIndicator,
  translateError,
  useConfirm,
  useToast,
  useTranslation,
} from '@linhagem/ui-kit';
import '../shared/config.css';
import './formTemplate.css';
import { formTemplateFormPath } from './formTemplatePages';
import { useFormTemplateApi } from './useFormTemplateApi';

/**
 * Official forms (system configuration): the fillable PDFs uploaded, each with how many of its fields are mapped;
 * an upload with its progress, then the mapping page of the new form.
 */
export function FormTemplateList() {
  const { t } = useTranslation('forms');
  const api = useFormTemplateApi();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const id = useId();
  const [templates, setTemplates] = useState<FormTemplateSummary[] | null>(null);
  const [name, setName] = useState('');
  const [per, setPer] = useState<FormTemplatePer>('APPLICANT');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(() => {
    api
      .list()
      .then(setTemplates)
      .catch((failure) => {
        setTemplates([]);
        toast.error(translateError(t, failure));
      });
  }, [api, t, toast]);
  useEffect(load, [load]);

  const upload = async () => {
    if (!file || !name.trim()) return;
    setError(null);
    if (file.size > MAX_DOCUMENT_BYTES) {
      setError(translateError(t, { status: 413, code: DOCUMENT_ERROR_CODES.tooLarge, message: '' }));
      return;
    }
    setPercent(0);
    try {
      const created = await api.upload({ name: name.trim(), per, file }, ({ loaded, total }) =>
        setPercent(total ? Math.round((loaded / total) * 100) : 0),
      );
      toast.success(t('editor.uploaded', { count: created.fields.length }));
      navigate(formTemplateFormPath(created.id));
    } catch (failure) {
      setError(translateError(t, failure));
    } finally {
      setPercent(null);
    }
  };

  const remove = async (template: FormTemplateSummary) => {
    const yes = await confirm({
      title: t('editor.delete'),
      message: t('editor.deleteConfirm', { name: template.name }),
      destructive: true,
    });
    if (!yes) return;
    try {
      await api.remove(template.id);
      toast.success(t('editor.deleted'));
      load();
    } catch (failure) {
      toast.error(translateError(t, failure));
    }
  };

  const perOptions = FORM_TEMPLATE_PER.map((value) => ({ value, label: t(`per.${value}`) }));
  return (
    <section className="cf-page ft-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('editor.listTitle')}</h1>
      <p>{t('editor.description')}</p>

      <form
        className="p-card ft-upload"
        aria-labelledby={`${id}-upload`}
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <h2 id={`${id}-upload`}>{t('editor.uploadTitle')}</h2>
        <div className="ft-upload-fields">
          <div className="lp-field">
            <label htmlFor={`${id}-name`}>{t('editor.name')}</label>
            <InputText
              id={`${id}-name`}
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
              required
            />
          </div>
          <div className="lp-field">
            <label htmlFor={`${id}-per`}>{t('editor.per')}</label>
            <Dropdown
              inputId={`${id}-per`}
              value={per}
              options={perOptions}
              onChange={(event) => setPer(event.value as FormTemplatePer)}
            />
          </div>
          <div className="lp-field">
            <label htmlFor={`${id}-file`}>{t('editor.file')}</label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
        </div>
        {percent !== null ? (
          <ProgressBar
            value={percent}
            aria-label={t('editor.uploading', { percent })}
            displayValueTemplate={() => t('editor.uploading', { percent })}
          />
        ) : null}
        {error ? (
          <p className="ft-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          icon="pi pi-upload"
          label={t('editor.upload')}
          disabled={!file || !name.trim() || percent !== null}
          loading={percent !== null}
        />
      </form>

      {templates === null ? (
        <LoadingIndicator />
      ) : templates.length === 0 ? (
        <EmptyState icon="pi pi-file-edit" title={t('editor.empty')} />
      ) : (
        <ul className="ft-list">
          {templates.map((template) => (
            <li key={template.id} className="p-card ft-item">
              <div>
                <Link
                  to={formTemplateFormPath(template.id)}
                  aria-label={t('editor.edit', { name: template.name })}
                >
                  {template.name}
                </Link>
                <div className="ft-meta">
                  {t(`per.${template.per}`)} ·{' '}
                  {t('editor.fieldCount', { mapped: template.mappedCount, count: template.fieldCount })}
                </div>
              </div>
              <Button
                type="button"
                icon="pi pi-trash"
                severity="danger"
                outlined
                aria-label={`${t('editor.delete')} ${template.name}`}
                onClick={() => void remove(template)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default FormTemplateList;
