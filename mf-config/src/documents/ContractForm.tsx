import { useMemo } from 'react';
import { useParams } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { contractBodySchema, type Contract } from '@linhagem/contracts';
import { useDebouncedValue, useTranslation } from '@linhagem/ui-kit';
import { useFragmentChoices } from '../api/useCatalogChoices';
import { useConfigApi } from '../api/useConfigApi';
import { RichTextEditor } from '../richText/RichTextEditor';
import { ActiveCheckbox } from '../shared/ActiveCheckbox';
import { Field, TextField, FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { pickFields } from '../shared/pickFields';
import { useEntityForm } from '../shared/useEntityForm';

type Values = Omit<Contract, 'id'>;
const EMPTY: Values = { name: '', fragmentGroup: '', text: '', active: true };
const GROUP_TYPING_MS = 400;

/** /contract/{id?}: a contract whose editor offers the fragments of its fragment group. */
export function ContractForm() {
  const { id } = useParams();
  const { t } = useTranslation('config');
  const api = useConfigApi();
  const load = useMemo(
    () => (id ? () => api.contracts.get(id).then((found) => pickFields(EMPTY, found)) : undefined),
    [api, id],
  );
  const form = useEntityForm<Values, Contract>({
    empty: EMPTY,
    load,
    schema: contractBodySchema,
    save: (values) => api.contracts.save(values, id),
    fromSaved: (saved) => pickFields(EMPTY, saved),
    createdPath: id ? undefined : (saved) => `/contract/${saved.id}`,
    basePath: `/contract/${id ?? 'new'}`,
  });
  const { values, set, errors } = form;
  const group = useDebouncedValue(values.fragmentGroup.trim(), GROUP_TYPING_MS);
  const fragments = useFragmentChoices(group || undefined);

  return (
    <FormPage
      title={t(id ? 'contract.formTitleEdit' : 'contract.formTitleNew')}
      backPath="/contract/list"
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={api.contracts}
          activeField="active"
          toValues={(found) => pickFields(EMPTY, found)}
          listPath="/contract/list"
        />
      }
    >
      <div className="cf-grid">
        <TextField
          id="contract-name"
          label={t('contract.fields.name')}
          value={values.name}
          error={errors.name}
          onChange={(value) => set('name', value)}
        />
        <Field
          id="contract-fragmentGroup"
          label={t('contract.fields.fragmentGroup')}
          error={errors.fragmentGroup}
        >
          <InputText
            id="contract-fragmentGroup"
            value={values.fragmentGroup}
            onChange={(event) => set('fragmentGroup', event.target.value)}
            invalid={Boolean(errors.fragmentGroup)}
            aria-describedby="contract-fragmentGroup-hint"
          />
          <small id="contract-fragmentGroup-hint">{t('contract.fragmentGroupHint')}</small>
        </Field>
      </div>
      <Field id="contract-text" label={t('contract.fields.text')} error={errors.text}>
        <RichTextEditor
          id="contract-text"
          label={t('contract.fields.text')}
          value={values.text}
          onChange={(html) => set('text', html)}
          fragments={fragments.items}
          invalid={Boolean(errors.text)}
        />
      </Field>
      <ActiveCheckbox
        id="contract-active"
        checked={values.active}
        onChange={(active) => set('active', active)}
      />
    </FormPage>
  );
}

export default ContractForm;
