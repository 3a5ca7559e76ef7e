import { useMemo } from 'react';
import { useParams } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { textFragmentBodySchema, type TextFragment } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { RichTextEditor } from '../richText/RichTextEditor';
import { ActiveCheckbox } from '../shared/ActiveCheckbox';
import { Field, FormPage } from '../shared/FormPage';
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
        <Field id="fragment-name" label={t('textFragment.fields.name')} error={errors.name}>
          <InputText
            id="fragment-name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            invalid={Boolean(errors.name)}
          />
        </Field>
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
        <Field id="fragment-group" label={t('textFragment.fields.group')} error={errors.group}>
          <InputText
            id="fragment-group"
            value={values.group}
            onChange={(event) => set('group', event.target.value)}
            invalid={Boolean(errors.group)}
          />
        </Field>
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
