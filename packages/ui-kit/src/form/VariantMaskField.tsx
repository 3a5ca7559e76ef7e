import { useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { describedBy, FieldShell, useFieldId } from './FieldShell';
import { MaskInput, fitMask } from '@linhagem/ui-kit';

export type VariantMaskFieldProps<V extends string> = {
  name: string;
  label: string;
  variantLabel: string;
  masks: Record<V, string>;
  variantNames: Record<V, string>;
  detect(value: string): V;
  /** the value written in another format; by default fitted into its mask, or kept for a format without one */
  convert?(value: string, to: V): string;
  /** groups what is typed in a format without a mask (an international phone); without it, kept as typed */
  formatUnmasked?(typed: string): string;
};

/** A masked input whose mask the person picks (spec 3: four RG formats, two phone and two cell phone formats). */
export function VariantMaskField<V extends string>({
  name,
  label,
  variantLabel,
  masks,
  variantNames,
  detect,
  convert,
  formatUnmasked,
}: VariantMaskFieldProps<V>) {
  const { field, fieldState } = useController({ name });
  const value = (field.value as string) ?? '';
  const [variant, setVariant] = useState<V>(() => detect(value));
  // a value set from outside (a client loaded after the form mounted) brings its own format
  const typed = useRef(value);
  useEffect(() => {
    if (value === typed.current) return;
    typed.current = value;
    setVariant(detect(value));
  }, [value, detect]);
  const change = (next: string) => {
    typed.current = next;
    field.onChange(next);
  };
  const id = useFieldId(name);
  const variantId = `${id}-format`;
  const error = fieldState.error?.message;
  const options = (Object.keys(masks) as V[]).map((key) => ({ value: key, label: variantNames[key] }));
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="lc-field-row">
        {masks[variant] === '' ? (
          // a format without a mask: the value as typed
          <input
            id={id}
            name={field.name}
            type="text"
            className={`p-inputtext p-component${error ? ' p-invalid' : ''}`}
            value={value}
            maxLength={formatUnmasked ? 25 : 20}
            onChange={(event) => {
              const typed = event.target.value;
              // regrouped only while typing at the end, so an edit in the middle keeps its caret
              const atEnd = event.target.selectionStart === typed.length;
              change(formatUnmasked && atEnd ? formatUnmasked(typed) : typed);
            }}
            onBlur={() => {
              if (formatUnmasked && value) change(formatUnmasked(value));
              field.onBlur();
            }}
            aria-invalid={!!error}
            aria-describedby={describedBy(id, error)}
          />
        ) : (
          <MaskInput
            id={id}
            name={field.name}
            mask={masks[variant]}
            value={value}
            onValueChange={change}
            onBlur={field.onBlur}
            invalid={!!error}
            describedBy={describedBy(id, error)}
          />
        )}
        <Dropdown
          inputId={variantId}
          ariaLabel={variantLabel}
          // PrimeReact puts `ariaLabel` on the trigger only: the focusable input needs it too; its hidden select
          // (autofill only) is kept from screen readers
          pt={{ input: { 'aria-label': variantLabel }, select: { 'aria-hidden': true } }}
          value={variant}
          options={options}
          onChange={(event) => {
            const next = event.value as V;
            setVariant(next);
            if (!value) return;
            if (convert) change(convert(value, next));
            else if (masks[next] !== '') change(fitMask(masks[next], value));
          }}
        />
      </div>
    </FieldShell>
  );
}
