import { useMemo } from 'react';
import { useParams } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { textFragmentBodySchema, type TextFragment } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { RichTextEditor } from '../richText/RichTextEditor';
import { ActiveCheckbox } from '../shared/ActiveCheckbox';
import { Field, TextField, FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { pickFields } from '../shared/pickFields';
import { useEntityForm } from '../shared/useEntityForm';

type Values = Omit<TextFragment, 'id'>;
const EMPTY: Values = { name: '', code: '', group: '', content: '', active: true };

/** /text-fragment/{id?}: a reusable piece of text; its code is unique and names it in `{{fragment:CODE}}`. */
export function TextFragmentForm() {
  const { id } = useParams();
  const { t } = useTranslation('config');
  const api = useConfigApi();
  const load = useMemo(
    () => (id ? () => api.textFragments.get(id).then((found) => pickFields(EMPTY, found)) : undefined),
    [api, id],
  );
  const form = useEntityForm<Values, TextFragment>({
    empty: EMPTY,
    load,
    schema: textFragmentBodySchema,
    save: (values) => api.textFragments.save(values, id),
    fromSaved: (saved) => pickFields(EMPTY, saved),
    createdPath: id ? undefined : (saved) => `/text-fragment/${saved.id}`,
    basePath: `/text-fragment/${id ?? 'new'}`,
  });
  const { values, set, errors } = form;

  return (
    <FormPage
      title={t(id ? 'textFragment.formTitleEdit' : 'textFragment.formTitleNew')}
      backPath="/text-fragment/list"
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={api.textFragments}
          activeField="active"
          toValues={(found) => pickFields(EMPTY, found)}
          listPath="/text-fragment/list"
        />
      }
    >
      <div className="cf-grid">
        <TextField
          id="fragment-name"
          label={t('textFragment.fields.name')}
          value={values.name}
          error={errors.name}
          onChange={(value) => set('name', value)}
        />
        <Field id="fragment-code" label={t('textFragment.fields.code')} error={errors.code}>
          <InputText
            id="fragment-code"
            value={values.code}
            onChange={(event) => set('code', event.target.value)}
            invalid={Boolean(errors.code)}
            aria-describedby="fragment-code-hint"
          />
          <small id="fragment-code-hint">{t('textFragment.codeHint')}</small>
        </Field>
        <TextField
          id="fragment-group"
          label={t('textFragment.fields.group')}
          value={values.group}
          error={errors.group}
          onChange={(value) => set('group', value)}
        />
      </div>
      <Field id="fragment-content" label={t('textFragment.fields.content')} error={errors.content}>
        <RichTextEditor
          id="fragment-content"
          label={t('textFragment.fields.content')}
          value={values.content}
          onChange={(html) => set('content', html)}
          invalid={Boolean(errors.content)}
        />
      </Field>
      <ActiveCheckbox
        id="fragment-active"
        checked={values.active}
        onChange={(active) => set('active', active)}
      />
    </FormPage>
  );
}

export default TextFragmentForm;
