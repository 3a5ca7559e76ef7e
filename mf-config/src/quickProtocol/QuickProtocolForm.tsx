import { useMemo } from 'react';
import { useParams } from 'react-router';
import { quickProtocolCreateBodySchema, type QuickProtocolCreate, staffPath } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { CheckboxField, TextField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useConfigApi } from '../api/useConfigApi';
import { FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { pickFields } from '../shared/pickFields';
import { TypeServicePicker } from '../shared/TypeServicePicker';

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
    createdPath: id ? undefined : (saved) => staffPath('quickProtocol', { id: saved.id }),
    basePath: staffPath('quickProtocol', { id: id ?? 'new' }),
    idPrefix: 'quick',
  });

  return (
    <FormPage
      title={t(id ? 'quickProtocol.formTitleEdit' : 'quickProtocol.formTitleNew')}
      backPath={staffPath('quickProtocolList')}
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={api.quickProtocols}
          toValues={(found) => pickFields(EMPTY, found)}
          listPath={staffPath('quickProtocolList')}
        />
      }
    >
      <TextField name="name" label={t('quickProtocol.fields.name')} />
      <TypeServicePicker name="typeServices" label={t('quickProtocol.fields.typeServices')} />
      <CheckboxField name="active" label={t('list.active')} />
    </FormPage>
  );
}

export default QuickProtocolForm;
