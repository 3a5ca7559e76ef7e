import { Button } from 'primereact/button';
import {
  CONSULAR_POST_API,
  CONSULAR_POST_KINDS,
  consularPostBodySchema,
  type ConsularPost,
  type ConsularPostKind,
} from '@linhagem/contracts';
import { useApi, useTranslation } from '@linhagem/ui-kit';
import { EntityFormFields, SelectField, TextField, useEntityForm } from '@linhagem/ui-kit/form/core';

type NewPost = { name: string; kind: ConsularPostKind };
const NO_POST: NewPost = { name: '', kind: 'CONSULATE' };

export type NewPostFormProps = { onAdded(): void };

/** An administrator adds a consulate or comune to queue at: a kit form (docs/adr-form-kit.md), its contract's schema. */
export function NewPostForm({ onAdded }: NewPostFormProps) {
  const { t } = useTranslation('clock');
  const api = useApi();
  const form = useEntityForm<NewPost, ConsularPost>({
    empty: NO_POST,
    schema: consularPostBodySchema,
    save: (values) => api.post<ConsularPost>(CONSULAR_POST_API.collection, values),
    // the name goes, the kind stays for the next post
    onSaved: (saved) => {
      form.reset({ ...NO_POST, kind: saved.kind });
      onAdded();
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: 'post',
  });
  return (
    <form
      className="lcl-form"
      noValidate
      aria-label={t('queue.newPost')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2 style={{ flexBasis: '100%' }}>{t('queue.posts')}</h2>
      <EntityFormFields form={form}>
        <TextField name="name" label={t('queue.postName')} />
        <SelectField
          name="kind"
          label={t('queue.postKind')}
          showClear={false}
          options={CONSULAR_POST_KINDS.map((value) => ({ value, label: t(`queue.postKinds.${value}`) }))}
        />
      </EntityFormFields>
      <Button
        type="submit"
        icon="pi pi-plus"
        label={t('queue.addPost')}
        disabled={!form.values.name.trim()}
      />
    </form>
  );
}
