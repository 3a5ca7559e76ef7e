import { useTranslation } from '@linhagem/ui-kit';
import { ControlledField } from '@linhagem/ui-kit/form/core';

type TypedFieldSpec = {
  /** its label's key in the signatures namespace */
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
  /** keeps only the digits typed or pasted */
  digitsOnly?: boolean;
};

/**
 * The signature's typed fields, each a native input so a phone shows its own keyboard (digits for the CPF and the
 * code) and fills what it knows (the name, the code read from the e-mail).
 */
const TYPED_FIELDS = {
  fullName: { label: 'portal.fullName', autoComplete: 'name' },
  cpf: { label: 'portal.cpf', autoComplete: 'off', inputMode: 'numeric' },
  code: {
    label: 'portal.code',
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
    maxLength: 6,
    digitsOnly: true,
  },
} satisfies Record<string, TypedFieldSpec>;

export type TypedFieldName = keyof typeof TYPED_FIELDS;

/** One typed field of the signing card's kit form, by its name (TYPED_FIELDS). */
export function TypedField({ name }: { name: TypedFieldName }) {
  const { t } = useTranslation('signatures');
  const spec: TypedFieldSpec = TYPED_FIELDS[name];
  return (
    <ControlledField
      name={name}
      label={t(spec.label)}
      render={(field) => (
        <input
          id={field.id}
          name={field.name}
          ref={field.ref}
          className="p-inputtext"
          value={String(field.value ?? '')}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
          aria-required
          aria-invalid={field.invalid}
          aria-describedby={field.describedBy}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(spec.digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value)
          }
        />
      )}
    />
  );
}
