import { Button } from 'primereact/button';
import { totpDisableSchema, twoFactorCodeSchema } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { EntityFormFields, PasswordField, TextField, useEntityForm } from '@linhagem/ui-kit/form/core';

type CodeValues = { code: string; password?: string };
// the form's empty values, made once: a new object at each render would empty the form again (useEntityForm)
const NO_CODE: CodeValues = { code: '' };
const NO_CODE_NOR_PASSWORD: CodeValues = { code: '', password: '' };

export type TotpCodeFormProps = {
  /** names the form and its button */
  label: string;
  /** turning the authenticator off asks the password too (a session left open cannot) */
  withPassword?: boolean;
  danger?: boolean;
  idPrefix: string;
  /** sends the code (and the password): its refusal is shown, the form emptied once it went through */
  send(values: CodeValues): Promise<void>;
};

/**
 * A code of the authenticator app, with the password where the contract asks it: a kit form checked by the
 * contract's schema (docs/adr-form-kit.md), so a confirmation, a new set of recovery codes and turning it off each
 * hold their own code and a refused one keeps what was typed.
 */
export function TotpCodeForm({
  label,
  withPassword = false,
  danger = false,
  idPrefix,
  send,
}: TotpCodeFormProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const form = useEntityForm<CodeValues, true>({
    empty: withPassword ? NO_CODE_NOR_PASSWORD : NO_CODE,
    schema: withPassword ? totpDisableSchema : twoFactorCodeSchema,
    save: async (values) => {
      await send(values);
      return true;
    },
    onSaved: () => form.reset(),
    successMessage: false,
    invalidToast: false,
    idPrefix,
  });
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <EntityFormFields form={form}>
        {withPassword ? (
          <PasswordField
            name="password"
            label={t('account.currentPassword')}
            autoComplete="current-password"
          />
        ) : null}
        <TextField name="code" label={tc('shell:twoFactor.code')} autoComplete="one-time-code" />
      </EntityFormFields>
      <Button
        type="submit"
        label={label}
        severity={danger ? 'danger' : undefined}
        outlined={danger}
        disabled={form.saving}
      />
    </form>
  );
}
