import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import {
  DOCUMENT_ERROR_CODES,
  FORM_TEMPLATE_PER,
  MAX_DOCUMENT_BYTES,
  formTemplateUploadFieldsSchema,
  type FormTemplate,
  type FormTemplatePer,
} from '@linhagem/contracts';
import { translateError, useToast, useTranslation } from '@linhagem/ui-kit';
import {
  ControlledField,
  EntityFormFields,
  SelectField,
  TextField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';
import { formTemplateFormPath } from './formTemplatePages';
import { useFormTemplateApi } from './useFormTemplateApi';

type Upload = { name: string; per: FormTemplatePer; file: File | null };
const NEW_UPLOAD: Upload = { name: '', per: 'APPLICANT', file: null };
/** the multipart's text fields, checked by their contract; the service reads the file's bytes */
const toBody = ({ name, per }: Upload) => ({ name: name.trim(), per });

/**
 * Uploading an official form: its name, once per protocol or per applicant, and the fillable PDF, with the upload's
 * progress, then the mapping page of the new form. A kit form (docs/adr-form-kit.md) in the list page: no page of
 * its own, so no unsaved-changes question.
 */
export function FormTemplateUpload() {
  const { t } = useTranslation('forms');
  const api = useFormTemplateApi();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const form = useEntityForm<Upload, FormTemplate>({
    empty: NEW_UPLOAD,
    schema: formTemplateUploadFieldsSchema,
    toBody,
    save: async (values) => {
      const file = values.file;
      if (!file) return null;
      setError(null);
      if (file.size > MAX_DOCUMENT_BYTES) {
        setError(translateError(t, { status: 413, code: DOCUMENT_ERROR_CODES.tooLarge, message: '' }));
        return null;
      }
      setPercent(0);
      try {
        return await api.upload({ ...toBody(values), file }, ({ loaded, total }) =>
          setPercent(total ? Math.round((loaded / total) * 100) : 0),
        );
      } catch (failure) {
        // said below the fields, the values kept to be sent again
        setError(translateError(t, failure));
        return null;
      } finally {
        setPercent(null);
      }
    },
    onSaved: (created) => {
      toast.success(t('editor.uploaded', { count: created.fields.length }));
      navigate(formTemplateFormPath(created.id));
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: 'form-template-upload',
  });

  const perOptions = FORM_TEMPLATE_PER.map((value) => ({ value, label: t(`per.${value}`) }));
  return (
    <form
      className="p-card ft-upload"
      aria-labelledby={`${id}-upload`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2 id={`${id}-upload`}>{t('editor.uploadTitle')}</h2>
      <EntityFormFields form={form}>
        <div className="ft-upload-fields">
          <TextField name="name" label={t('editor.name')} />
          <SelectField name="per" label={t('editor.per')} options={perOptions} showClear={false} />
          <ControlledField
            name="file"
            label={t('editor.file')}
            render={(control) => (
              <input
                id={control.id}
                type="file"
                accept="application/pdf,.pdf"
                aria-describedby={control.describedBy}
                onChange={(event) => control.onChange(event.target.files?.[0] ?? null)}
              />
            )}
          />
        </div>
      </EntityFormFields>
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
        disabled={!form.values.file || !form.values.name.trim() || form.saving}
        loading={form.saving}
      />
    </form>
  );
}
