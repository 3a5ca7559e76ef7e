import type { ReactNode } from 'react';
import { Checkbox } from 'primereact/checkbox';

export type CheckboxGroupProps<T extends string> = {
  legend: string;
  /** prefix of each checkbox's id */
  idPrefix: string;
  options: { value: T; label: string }[];
  value: T[];
  onChange: (value: T[]) => void;
  isDisabled?: (value: T) => boolean;
  /** shown when there are no options */
  empty?: ReactNode;
};

/** A fieldset of labelled checkboxes choosing several values, in the options' order. */
export function CheckboxGroup<T extends string>({
  legend,
  idPrefix,
  options,
  value,
  onChange,
  isDisabled,
  empty,
}: CheckboxGroupProps<T>) {
  return (
    <fieldset className="lp-wizard-applicants">
      <legend>{legend}</legend>
      {options.length === 0 ? empty : null}
      {options.map((option) => {
        const id = `${idPrefix}-${option.value}`;
        return (
          <div key={option.value} className="lp-check">
            <Checkbox
              inputId={id}
              checked={value.includes(option.value)}
              disabled={isDisabled?.(option.value)}
              onChange={(event) =>
                onChange(
                  event.checked
                    ? options.map((o) => o.value).filter((v) => v === option.value || value.includes(v))
                    : value.filter((item) => item !== option.value),
                )
              }
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
