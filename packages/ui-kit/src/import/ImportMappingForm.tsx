import { useMemo } from 'react';
import { z } from 'zod';
import {
  importFieldsOf,
  importMappingSchema,
  type ImportMapping,
  type ImportPreview,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { EntityFormFields, useEntityForm } from '@linhagem/ui-kit/form/core';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

const mappingFormSchema = z.object({ mapping: importMappingSchema });
type MappingValues = { mapping: ImportMapping };

export type ImportMappingFormProps = {
  preview: ImportPreview;
  /** reads the file again with this mapping (a new preview) */
  onSubmit(mapping: ImportMapping): Promise<ImportPreview>;
};

/**
 * The columns step: one field per column, guessed or remembered by the service, changed here (a native select per
 * column: a wide file stays light and every option is reachable by keyboard), then the rows checked again.
 */
export function ImportMappingForm({ preview, onSubmit }: ImportMappingFormProps) {
  const { t } = useTranslation('imports');
  // a new preview's mapping becomes the form's values (the kit settles on a new `empty`)
  const empty = useMemo(() => ({ mapping: preview.mapping }), [preview.mapping]);
  const form = useEntityForm<MappingValues, ImportPreview>({
    empty,
    schema: mappingFormSchema,
    save: (values) => onSubmit(values.mapping),
    successMessage: false,
    idPrefix: 'import-mapping',
  });
  const fields = importFieldsOf(preview.kind);
  const mapping = form.values.mapping ?? preview.mapping;
  const taken = new Set(mapping.filter(Boolean));
  return (
    <EntityFormFields form={form}>
      <form
        className="lk-import-mapping"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <p className="lk-import-muted">{t('mapping.help')}</p>
        {preview.mappingRemembered ? <Message severity="info" text={t('mapping.remembered')} /> : null}
        <div className="lk-import-table-wrap">
          <table className="lk-import-table">
            <thead>
              <tr>
                <th scope="col">{t('mapping.column')}</th>
                <th scope="col">{t('mapping.field')}</th>
                <th scope="col">{t('mapping.example')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.columns.map((column, index) => {
                const id = `import-mapping-${index}`;
                const value = mapping[index] ?? '';
                return (
                  <tr key={`${index}-${column}`}>
                    <th scope="row">
                      <label htmlFor={id}>{column}</label>
                    </th>
                    <td>
                      <select
                        id={id}
                        className="lk-import-select"
                        value={value}
                        onChange={(event) => {
                          const next = [...mapping];
                          next[index] = (event.target.value || null) as ImportMapping[number];
                          form.set('mapping', next);
                        }}
                      >
                        <option value="">{t('mapping.none')}</option>
                        {fields.map((field) => (
                          <option key={field} value={field} disabled={field !== value && taken.has(field)}>
                            {t(`fields.${field}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="lk-import-example">{preview.sample[0]?.[index] ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="lk-import-actions">
          <Button type="submit" icon="pi pi-check" label={t('mapping.apply')} loading={form.saving} />
        </div>
      </form>
    </EntityFormFields>
  );
}
