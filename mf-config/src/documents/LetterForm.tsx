import { useMemo } from 'react';
import { useParams } from 'react-router';
import { letterBodySchema, type Letter } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useFragmentChoices } from '../api/useCatalogChoices';
import { useConfigApi } from '../api/useConfigApi';
import { RichTextEditor } from '../richText/RichTextEditor';
import { ActiveCheckbox } from '../shared/ActiveCheckbox';
import { Field, TextField, FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { pickFields } from '../shared/pickFields';
import { useEntityForm } from '../shared/useEntityForm';

type Values = Omit<Letter, 'id'>;
const EMPTY: Values = { name: '', text: '', active: true };

/** /letter/{id?}: a letter with merge fields and fragments of any group. */
export function LetterForm() {
  const { id } = useParams();
  const { t } = useTranslation('config');
  const api = useConfigApi();
  const fragments = useFragmentChoices();
  const load = useMemo(
    () => (id ? () => api.letters.get(id).then((found) => pickFields(EMPTY, found)) : undefined),
    [api, id],
  );
  const form = useEntityForm<Values, Letter>({
    empty: EMPTY,
    load,
    schema: letterBodySchema,
    save: (values) => api.letters.save(values, id),
    fromSaved: (saved) => pickFields(EMPTY, saved),
    createdPath: id ? undefined : (saved) => `/letter/${saved.id}`,
    basePath: `/letter/${id ?? 'new'}`,
  });
  const { values, set, errors } = form;

  return (
    <FormPage
      title={t(id ? 'letter.formTitleEdit' : 'letter.formTitleNew')}
      backPath="/letter/list"
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={api.letters}
          activeField="active"
          toValues={(found) => pickFields(EMPTY, found)}
          listPath="/letter/list"
        />
      }
    >
      <TextField
        id="letter-name"
        label={t('letter.fields.name')}
        value={values.name}
        error={errors.name}
        onChange={(value) => set('name', value)}
      />
      <Field id="letter-text" label={t('letter.fields.text')} error={errors.text}>
        <RichTextEditor
          id="letter-text"
          label={t('letter.fields.text')}
          value={values.text}
          onChange={(html) => set('text', html)}
          fragments={fragments.items}
          invalid={Boolean(errors.text)}
        />
      </Field>
      <ActiveCheckbox
        id="letter-active"
        checked={values.active}
        onChange={(active) => set('active', active)}
      />
    </FormPage>
  );
}

export default LetterForm;
