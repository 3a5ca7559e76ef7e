import { Checkbox } from 'primereact/checkbox';
import { translateIssue, useTranslation } from '@linhagem/ui-kit';
import { ListField, useFieldId, useFormContext, useFormState, useWatch } from '@linhagem/ui-kit/form/core';

/** An adult client of the case who may sign: a CPF and 18 years on the office's day. */
export type Signer = { id: string; name: string };

export type SignerChoiceProps = {
  /** undefined while the clients load */
  adults: Signer[] | undefined;
};

type Chosen = { clientId: string }[];

/**
 * The signers of the send dialog, a list field of the form kit: a checkbox per adult client of the case chooses them,
 * in the order they are ticked; when they sign in order, that order shows as a list whose rows move up and down.
 */
export function SignerChoice({ adults }: SignerChoiceProps) {
  const { t } = useTranslation('signatures');
  const { setValue, clearErrors } = useFormContext();
  const chosen = (useWatch({ name: 'signers' }) as Chosen | undefined) ?? [];
  const ordered = Boolean(useWatch({ name: 'ordered' }));
  const { errors } = useFormState({ name: 'signers' });
  const error = (errors.signers as { message?: string } | undefined)?.message;
  const id = useFieldId('signers');
  const nameOf = (clientId: string) => adults?.find((adult) => adult.id === clientId)?.name ?? clientId;
  const position = (clientId: string) => chosen.findIndex((signer) => signer.clientId === clientId);
  const toggle = (clientId: string, on: boolean) => {
    const next = on ? [...chosen, { clientId }] : chosen.filter((signer) => signer.clientId !== clientId);
    setValue('signers', next, { shouldDirty: true });
    clearErrors('signers');
  };
  return (
    <>
      <fieldset className="lps-signers" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{t('staff.signers')}</legend>
        {adults?.length === 0 ? <p className="lp-muted">{t('staff.noAdults')}</p> : null}
        {(adults ?? []).map((adult) => (
          <div key={adult.id} className="lps-signer">
            <Checkbox
              inputId={`${id}-${adult.id}`}
              checked={position(adult.id) >= 0}
              onChange={(event) => toggle(adult.id, Boolean(event.checked))}
            />
            <label htmlFor={`${id}-${adult.id}`}>
              {position(adult.id) >= 0 && ordered ? `${position(adult.id) + 1}. ` : ''}
              {adult.name}
            </label>
          </div>
        ))}
        {error ? (
          <small id={`${id}-error`} className="lc-error" role="alert">
            {translateIssue(t, error)}
          </small>
        ) : null}
      </fieldset>
      {ordered && chosen.length > 1 ? (
        <ListField
          name="signers"
          legend={t('staff.order')}
          reorder
          removable={false}
          rowLabel={(row) => nameOf(String(row.clientId))}
          renderRow={(row, index) => (
            <span>
              {index + 1}. {nameOf(String(row.clientId))}
            </span>
          )}
        />
      ) : null}
    </>
  );
}
