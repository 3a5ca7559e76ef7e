import { useMemo } from 'react';
import { useParams } from 'react-router';
import { textFragmentBodySchema, type TextFragment, staffPath } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { CheckboxField, TextField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useConfigApi } from '../api/useConfigApi';
import { RichTextField } from '../richText/RichTextField';
import { FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { pickFields } from '../shared/pickFields';

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
    createdPath: id ? undefined : (saved) => staffPath('textFragment', { id: saved.id }),
    basePath: staffPath('textFragment', { id: id ?? 'new' }),
    idPrefix: 'fragment',
  });

  return (
    <FormPage
      title={t(id ? 'textFragment.formTitleEdit' : 'textFragment.formTitleNew')}
      backPath={staffPath('textFragmentList')}
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={api.textFragments}
          toValues={(found) => pickFields(EMPTY, found)}
          listPath={staffPath('textFragmentList')}
        />
      }
    >
      <div className="cf-grid">
        <TextField name="name" label={t('textFragment.fields.name')} />
        <TextField name="code" label={t('textFragment.fields.code')} hint={t('textFragment.codeHint')} />
        <TextField name="group" label={t('textFragment.fields.group')} />
      </div>
      <RichTextField name="content" label={t('textFragment.fields.content')} />
      <CheckboxField name="active" label={t('list.active')} />
    </FormPage>
  );
}

export default TextFragmentForm;
