import { useId, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useFieldArray, useFormState, type FieldErrors, type FieldValues } from 'react-hook-form';
import { translateIssue, useTranslation } from '@linhagem/ui-kit';

/** One row of a list field: its values as the form holds them. */
export type ListRow = Record<string, unknown>;

export type ListFieldProps = {
  /** the list's name in the form (`signers`): give it to `useEntityForm`'s `lists` so its rows keep their errors */
  name: string;
  legend: string;
  /** a new row's values; without it rows come from elsewhere (chosen in a list of checkboxes) and there is no Add */
  newRow?: () => ListRow;
  /** the Add button's words ("Add a name variant") */
  addLabel?: string;
  /** rows move up and down where their order means something (who signs first) */
  reorder?: boolean;
  /** rows may be removed (the default) */
  removable?: boolean;
  /** a row's words in its buttons' names ("Move Marta up"): its number by default */
  rowLabel?: (row: ListRow, index: number) => string;
  /** the row's fields, named `${name}.${index}.<field>` so each shows its own error */
  renderRow: (row: ListRow, index: number) => ReactNode;
  /** what an empty list says */
  emptyText?: string;
};

/** The error of the whole list (`.min(1)`: "choose at least one"), not one of its rows'. */
function listError(errors: FieldErrors, name: string): string | undefined {
  const node = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], errors);
  const message = (node as { message?: unknown; root?: { message?: unknown } } | undefined)?.message;
  const root = (node as { root?: { message?: unknown } } | undefined)?.root?.message;
  return typeof message === 'string' ? message : typeof root === 'string' ? root : undefined;
}

/**
 * A list of sub-records in a kit form (docs/adr-form-kit.md): a fieldset of rows, each with its own fields and
 * errors from the schema's paths (`signers.1.name`), Add, Remove and, where order matters, Move up / Move down.
 */
export function ListField({
  name,
  legend,
  newRow,
  addLabel,
  reorder,
  removable = true,
  rowLabel,
  renderRow,
  emptyText,
}: ListFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const { fields, append, remove, swap } = useFieldArray<FieldValues>({ name });
  const { errors } = useFormState({ name });
  const error = listError(errors, name);
  const label = (row: ListRow, index: number) => rowLabel?.(row, index) ?? String(index + 1);
  return (
    <fieldset className="lk-list-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {fields.length === 0 && emptyText ? <p className="lk-list-empty">{emptyText}</p> : null}
      {fields.map((row, index) => (
        <div key={row.id} className="lk-list-row" data-row={index}>
          <div className="lk-list-row-fields">{renderRow(row, index)}</div>
          <div className="lk-list-row-actions">
            {reorder ? (
              <>
                <Button
                  type="button"
                  icon="pi pi-arrow-up"
                  text
                  disabled={index === 0}
                  aria-label={t('list.moveUp', { row: label(row, index) })}
                  onClick={() => swap(index, index - 1)}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-down"
                  text
                  disabled={index === fields.length - 1}
                  aria-label={t('list.moveDown', { row: label(row, index) })}
                  onClick={() => swap(index, index + 1)}
                />
              </>
            ) : null}
            {removable ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t('list.remove', { row: label(row, index) })}
                onClick={() => remove(index)}
              />
            ) : null}
          </div>
        </div>
      ))}
      {newRow ? (
        <div>
          <Button
            type="button"
            icon="pi pi-plus"
            outlined
            label={addLabel ?? t('list.add')}
            onClick={() => append(newRow())}
          />
        </div>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="lc-error" role="alert">
          {translateIssue(t, error)}
        </small>
      ) : null}
    </fieldset>
  );
}
