import { useMemo } from 'react';
import { useParams } from 'react-router';
import { quickProtocolCreateBodySchema, type QuickProtocolCreate } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { ActiveCheckbox } from '../shared/ActiveCheckbox';
import { Field, TextField, FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { pickFields } from '../shared/pickFields';
import { TypeServicePicker } from '../shared/TypeServicePicker';
import { useEntityForm } from '../shared/useEntityForm';

type Values = Omit<QuickProtocolCreate, 'id'>;
const EMPTY: Values = { name: '', typeServices: [], active: true };

/** /quick-protocol-create/{id?}: a template of the type services a quick protocol starts with. */
export function QuickProtocolForm() {
  const { id } = useParams();
  const { t } = useTranslation('config');
  const api = useConfigApi();
  const load = useMemo(
    () => (id ? () => api.quickProtocols.get(id).then((found) => pickFields(EMPTY, found)) : undefined),
    [api, id],
  );
  const form = useEntityForm<Values, QuickProtocolCreate>({
    empty: EMPTY,
    load,
    schema: quickProtocolCreateBodySchema,
    save: (values) => api.quickProtocols.save(values, id),
    fromSaved: (saved) => pickFields(EMPTY, saved),
    createdPath: id ? undefined : (saved) => `/quick-protocol-create/${saved.id}`,
    basePath: `/quick-protocol-create/${id ?? 'new'}`,
  });
  const { values, set, errors } = form;

  return (
    <FormPage
      title={t(id ? 'quickProtocol.formTitleEdit' : 'quickProtocol.formTitleNew')}
      backPath="/quick-protocol-create/list"
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={api.quickProtocols}
          activeField="active"
          toValues={(found) => pickFields(EMPTY, found)}
          listPath="/quick-protocol-create/list"
        />
      }
    >
      <TextField
        id="quick-name"
        label={t('quickProtocol.fields.name')}
        value={values.name}
        error={errors.name}
        onChange={(value) => set('name', value)}
      />
      <Field
        id="quick-typeServices"
        label={t('quickProtocol.fields.typeServices')}
        error={errors.typeServices}
      >
        <TypeServicePicker
          id="quick-typeServices"
          value={values.typeServices}
          onChange={(ids) => set('typeServices', ids)}
          invalid={Boolean(errors.typeServices)}
        />
      </Field>
      <ActiveCheckbox
        id="quick-active"
        checked={values.active}
        onChange={(active) => set('active', active)}
      />
    </FormPage>
  );
}

export default QuickProtocolForm;
