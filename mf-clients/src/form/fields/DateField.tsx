import { useEffect, useState } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
import { useTranslation } from '@linhagem/ui-kit';
import type { ClientFormValues } from '../formValues';
import { MASKS } from '../masks';
import { MaskInput } from './MaskInput';
import { datePattern, inputToIso, isoToInput } from '../dates';
import { useLanguage } from '../../shared/useLanguage';
import { describedBy, FieldShell, fieldId } from './FieldShell';

export type DateFieldProps = { name: FieldPath<ClientFormValues>; label: string; disabled?: boolean };

/** A calendar date typed as 99/99/9999 in the person's order (dd/mm or mm/dd), held as 'YYYY-MM-DD'. */
export function DateField({ name, label, disabled }: DateFieldProps) {
  const { t } = useTranslation('clients');
  const language = useLanguage();
  const { field, fieldState } = useController<ClientFormValues>({ name });
  const value = (field.value as string) ?? '';
  const [text, setText] = useState(() => isoToInput(value, language));
  const id = fieldId(name);
  const error = fieldState.error?.message;
  const hint = t('form.hints.date', { format: datePattern(language) });

  useEffect(() => {
    if (value === '') setText('');
    else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) setText(isoToInput(value, language));
  }, [value, language]);

  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <MaskInput
        id={id}
        name={field.name}
        mask={MASKS.date}
        placeholder={datePattern(language)}
        value={text}
        onValueChange={(typed) => {
          setText(typed);
          field.onChange(inputToIso(typed, language));
        }}
        onBlur={field.onBlur}
        disabled={disabled}
        invalid={!!error}
        describedBy={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}
