import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import {
  MERGE_FIELD_CATALOGUE,
  MERGE_FIELDS,
  type FormTemplate,
  type FormFieldMapping,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { useController, useWatch } from '@linhagem/ui-kit/form/core';

export type Source = 'none' | 'merge' | 'text';
/** One PDF field's row of the mapping form: where its value comes from. */
export type MappingRow = { source: Source; mergeField: string | null; text: string };

/** The merge fields a form's box may take: the catalogue's fields of text (a table's markup is no box's value). */
const TEXT_MERGE_FIELDS = MERGE_FIELDS.filter((field) => !MERGE_FIELD_CATALOGUE[field].html);

export const rowOf = (field: FormTemplate['fields'][number]): MappingRow =>
  field.mergeField !== undefined
    ? { source: 'merge', mergeField: field.mergeField, text: '' }
    : field.text !== undefined
      ? { source: 'text', mergeField: null, text: field.text }
      : { source: 'none', mergeField: null, text: '' };

/** The rows as the contract's mappings: a merge field, a fixed text, or nothing for the field. */
export const mappingsOf = (fields: FormTemplate['fields'], rows: MappingRow[]): FormFieldMapping[] =>
  fields.flatMap((field, k): FormFieldMapping[] => {
    const row = rows[k];
    if (row?.source === 'merge' && row.mergeField) return [{ name: field.name, mergeField: row.mergeField }];
    if (row?.source === 'text') return [{ name: field.name, text: row.text }];
    return [];
  });

export const fillable = (type: string) => type !== 'SIGNATURE' && type !== 'BUTTON';

export type FieldMappingRowProps = {
  field: FormTemplate['fields'][number];
  /** the row's index: its values are the form's `rows.{index}` */
  index: number;
  /** the DOM id stem of the row */
  rowId: string;
  /** the server named this field or its merge field in a refusal */
  refused: boolean;
};

/** One PDF field of the mapping form: its source (merge field, fixed text, nothing) and that source's value. */
export function FieldMappingRow({ field, index, rowId, refused }: FieldMappingRowProps) {
  const { t } = useTranslation('forms');
  const { field: source } = useController({ name: `rows.${index}.source` });
  const { field: mergeField } = useController({ name: `rows.${index}.mergeField` });
  const { field: text } = useController({ name: `rows.${index}.text` });
  const chosen = useWatch({ name: `rows.${index}.source` }) as Source;
  const mergeOptions = TEXT_MERGE_FIELDS.map((value) => ({
    value,
    label: t(`config:merge.fields.${value}`),
  }));
  const sourceOptions = (['none', 'merge', 'text'] as const).map((value) => ({
    value,
    label: t(`editor.sources.${value}`),
  }));
  return (
    <>
      <Dropdown
        inputId={`${rowId}-source`}
        aria-label={`${t('editor.source')}: ${field.name}`}
        value={source.value}
        options={sourceOptions}
        onChange={(event) => source.onChange(event.value as Source)}
      />
      <div className="ft-field-mapping">
        {chosen === 'merge' ? (
          <Dropdown
            inputId={`${rowId}-merge`}
            aria-label={t('editor.mergeField', { field: field.name })}
            value={mergeField.value}
            options={mergeOptions}
            filter
            invalid={refused || !mergeField.value}
            onChange={(event) => mergeField.onChange(event.value as string)}
          />
        ) : chosen === 'text' ? (
          <InputText
            id={`${rowId}-text`}
            aria-label={t('editor.text', { field: field.name })}
            value={String(text.value ?? '')}
            maxLength={500}
            invalid={refused}
            onChange={(event) => text.onChange(event.target.value)}
          />
        ) : null}
      </div>
    </>
  );
}
