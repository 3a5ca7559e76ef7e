import { useRef } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { MAX_NAME_VARIANTS } from '@linhagem/contracts';
import { translateIssue, useTranslation } from '@linhagem/ui-kit';
import type { ClientFormValues } from '../formValues';
import { fieldId, useController, useFormState } from '@linhagem/ui-kit/form';

/**
 * Other spellings of the client's name found in records (Luigi Fonttini, Luiz Fontine...), added
 * and removed one by one; the dossier asks one CNN per spelling, compares certificates against them, and the quick
 * search finds them.
 */
export function NameVariantsField() {
  const { t } = useTranslation('clients');
  const { field } = useController<ClientFormValues, 'nameVariants'>({ name: 'nameVariants' });
  const { errors } = useFormState<ClientFormValues>({ name: 'nameVariants' });
  const list = useRef<HTMLUListElement>(null);
  const variants = (field.value as string[] | undefined) ?? [];
  const id = fieldId('nameVariants');
  const issues = errors.nameVariants as unknown as ({ message?: string } | undefined)[] | undefined;
  const focusInput = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll('input')[index]?.focus());

  const change = (next: string[]) => field.onChange(next);
  return (
    <fieldset className="lc-field lc-name-variants" aria-describedby={`${id}-hint`}>
      <legend>{t('fields.nameVariants')}</legend>
      <ul ref={list} className="lc-variant-list">
        {variants.map((variant, index) => {
          const inputId = `${id}-${index}`;
          const error = issues?.[index]?.message;
          return (
            <li key={index} className="lc-variant">
              <label htmlFor={inputId} className="lk-sr-only">
                {t('form.nameVariant', { number: index + 1 })}
              </label>
              <InputText
                id={inputId}
                value={variant}
                onChange={(event) => change(variants.map((v, i) => (i === index ? event.target.value : v)))}
                onBlur={field.onBlur}
                invalid={!!error}
                aria-invalid={!!error}
                aria-describedby={error ? `${inputId}-error` : undefined}
                autoComplete="off"
              />
              <Button
                type="button"
                text
                severity="danger"
                icon="pi pi-times"
                aria-label={t('form.removeNameVariant', { name: variant || index + 1 })}
                onClick={() => {
                  change(variants.filter((_, i) => i !== index));
                  focusInput(Math.max(0, index - 1));
                }}
              />
              {error ? (
                <small id={`${inputId}-error`} className="lc-error" role="alert">
                  {translateIssue(t, error)}
                </small>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        outlined
        size="small"
        icon="pi pi-plus"
        label={t('form.addNameVariant')}
        disabled={variants.length >= MAX_NAME_VARIANTS}
        onClick={() => {
          change([...variants, '']);
          focusInput(variants.length);
        }}
      />
      <small id={`${id}-hint`} className="lc-hint">
        {t('form.hints.nameVariants', { max: MAX_NAME_VARIANTS })}
      </small>
    </fieldset>
  );
}
