import { useController } from 'react-hook-form';
import { datePattern } from '@linhagem/i18n';
import { describedBy, FieldShell, useFieldId } from './FieldShell';
import { DateInput, usePreferences, useTranslation } from '@linhagem/ui-kit';

export type DateFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
  /** the hint that says the order of day, month and year (shown by default) */
  formatHint?: boolean;
};

/** A calendar date typed or picked on a calendar in the person's order (dd/mm/yyyy or mm/dd/yyyy), held as 'YYYY-MM-DD'. */
export function DateField({ name, label, disabled, formatHint = true }: DateFieldProps) {
  // in common: the family portal's pages load no staff namespace (the signing page's birth date)
  const { t } = useTranslation('common');
  const { language } = usePreferences();
  const { field, fieldState } = useController({ name });
  const id = useFieldId(name);
  const error = fieldState.error?.message;
  const hint = formatHint ? t('date.format', { format: datePattern(language) }) : undefined;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <DateInput
        id={id}
        name={field.name}
        value={(field.value as string) ?? ''}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        invalid={!!error}
        describedBy={describedBy(id, error, hint)}
      />
    </FieldShell>
  );
}
