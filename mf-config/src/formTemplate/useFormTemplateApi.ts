import { useMemo } from 'react';
import {
  FORM_TEMPLATE_API,
  type FormTemplate,
  type FormTemplateBody,
  type FormTemplatePer,
  type FormTemplateSummary,
} from '@linhagem/contracts';
import { useApi, type UploadProgress } from '@linhagem/ui-kit';

/** The calls of the form-template editor (services/documents `/api/form-template`). */
export function useFormTemplateApi() {
  const api = useApi();
  return useMemo(
    () => ({
      list: () => api.get<FormTemplateSummary[]>(FORM_TEMPLATE_API.collection),
      get: (id: string) => api.get<FormTemplate>(FORM_TEMPLATE_API.item(id)),
      save: (id: string, body: FormTemplateBody) => api.put<FormTemplate>(FORM_TEMPLATE_API.item(id), body),
      remove: (id: string) => api.delete<void>(FORM_TEMPLATE_API.item(id)),
      upload: (
        fields: { name: string; per: FormTemplatePer; file: File },
        onProgress: (progress: UploadProgress) => void,
      ) => {
        const form = new FormData();
        form.append('name', fields.name);
        form.append('per', fields.per);
        form.append('file', fields.file, fields.file.name);
        return api.upload<FormTemplate>(FORM_TEMPLATE_API.collection, form, { onProgress });
      },
    }),
    [api],
  );
}
