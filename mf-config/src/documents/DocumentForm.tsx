import { useMemo } from 'react';
import { useParams } from 'react-router';
import { contractBodySchema, letterBodySchema, type Contract, type Letter } from '@linhagem/contracts';
import { useDebouncedValue, useTranslation } from '@linhagem/ui-kit';
import { CheckboxField, TextField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useFragmentChoices } from '../api/useCatalogChoices';
import { useConfigApi } from '../api/useConfigApi';
import { RichTextField } from '../richText/RichTextField';
import { FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { pickFields } from '../shared/pickFields';

/** a letter's fields; a contract's add the fragment group whose fragments its editor offers */
type DocumentValues = { name: string; fragmentGroup?: string; text: string; active: boolean };
export type DocumentKind = 'letter' | 'contract';

/** The two configurations of the one document form. */
const KINDS = {
  letter: {
    empty: { name: '', text: '', active: true } as DocumentValues,
    schema: letterBodySchema,
    entity: (api: ReturnType<typeof useConfigApi>) => api.letters,
  },
  contract: {
    empty: { name: '', fragmentGroup: '', text: '', active: true } as DocumentValues,
    schema: contractBodySchema,
    entity: (api: ReturnType<typeof useConfigApi>) => api.contracts,
  },
} as const;
const GROUP_TYPING_MS = 400;

/**
 * /letter/{id?} and /contract/{id?}: a document's name, rich text and Active flag. A letter's editor offers the
 * fragments of every group; a contract names its fragment group and its editor offers that group's fragments.
 */
export function DocumentForm({ kind }: { kind: DocumentKind }) {
  const { id } = useParams();
  const { t } = useTranslation('config');
  const api = useConfigApi();
  const { empty, schema } = KINDS[kind];
  const entity = KINDS[kind].entity(api);
  const toValues = (found: Letter | Contract) => pickFields(empty, found);
  const load = useMemo(
    () => (id ? () => entity.get(id).then((found) => pickFields(empty, found)) : undefined),
    [entity, empty, id],
  );
  const form = useEntityForm<DocumentValues, Letter | Contract>({
    empty,
    load,
    schema,
    save: (values) => entity.save(values, id),
    fromSaved: (saved) => pickFields(empty, saved),
    createdPath: id ? undefined : (saved) => `/${kind}/${saved.id}`,
    basePath: `/${kind}/${id ?? 'new'}`,
    idPrefix: kind,
  });
  const group = useDebouncedValue((form.values.fragmentGroup ?? '').trim(), GROUP_TYPING_MS);
  const fragments = useFragmentChoices(group || undefined);

  return (
    <FormPage
      title={t(id ? `${kind}.formTitleEdit` : `${kind}.formTitleNew`)}
      backPath={`/${kind}/list`}
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={entity}
          toValues={toValues}
          listPath={`/${kind}/list`}
        />
      }
    >
      <div className="cf-grid">
        <TextField name="name" label={t(`${kind}.fields.name`)} />
        {kind === 'contract' ? (
          <TextField
            name="fragmentGroup"
            label={t('contract.fields.fragmentGroup')}
            hint={t('contract.fragmentGroupHint')}
          />
        ) : null}
      </div>
      <RichTextField name="text" label={t(`${kind}.fields.text`)} fragments={fragments.items} />
      <CheckboxField name="active" label={t('list.active')} />
    </FormPage>
  );
}
