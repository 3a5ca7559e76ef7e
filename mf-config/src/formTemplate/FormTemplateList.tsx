import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import type { FormTemplateSummary } from '@linhagem/contracts';
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
import { FormTemplateUpload } from './FormTemplateUpload';
import { useFormTemplateApi } from './useFormTemplateApi';

/**
 * Official forms (system configuration): the fillable PDFs uploaded, each with how many of its fields are mapped;
 * an upload with its progress (FormTemplateUpload), then the mapping page of the new form.
 */
export function FormTemplateList() {
  const { t } = useTranslation('forms');
  const api = useFormTemplateApi();
  const toast = useToast();
  const confirm = useConfirm();
  const id = useId();
  const [templates, setTemplates] = useState<FormTemplateSummary[] | null>(null);

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

  return (
    <section className="cf-page ft-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('editor.listTitle')}</h1>
      <p>{t('editor.description')}</p>

      <FormTemplateUpload />

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
