import { useState } from 'react';
import type { PublicSignatureRequest } from '@linhagem/contracts';
import { translateError, useTranslation } from '@linhagem/ui-kit';
import { ControlledField, DateField, useFormContext, useWatch } from '@linhagem/ui-kit/form/core';
import { PortalButton } from '../shared/PortalButton';
import { TypedField } from './TypedField';

/** The signer named and their own proof, as the sign and decline calls send them (contracts' signerProofSchema). */
export type SignerProof = { clientId: string; cpf: string; birthDay: string; code: string };

export type SignerProofFieldsProps = {
  request: PublicSignatureRequest;
  /** mails the code to the signer named; answers where it went */
  mailCode: (clientId: string) => Promise<{ sentTo: string; expiresInMinutes: number }>;
};

/** The signers still awaited: only they may sign or decline. */
export const awaitedSigners = (request: PublicSignatureRequest) =>
  request.signers.filter((signer) => signer.state === 'SENT' || signer.state === 'VIEWED');

/**
 * One signer, one proof (docs/adr-signatures.md): who acts, their full CPF and birth date as the office holds them,
 * and, when the office asked for it, the code mailed to that person's e-mail. Fields of the card's kit form (its
 * `clientId`, `cpf`, `birthDay`, `code`): the birth date in the app's date field (dd/mm/aaaa or mm/dd/yyyy, as every
 * date of the app is typed), the others native inputs with a phone's digit keyboard (TypedField).
 */
export function SignerProofFields({ request, mailCode }: SignerProofFieldsProps) {
  const { t } = useTranslation('signatures');
  const { setValue } = useFormContext();
  const clientId = String(useWatch({ name: 'clientId' }) ?? '');
  const [sent, setSent] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [mailing, setMailing] = useState(false);
  const signers = awaitedSigners(request);

  const askCode = async () => {
    setMailing(true);
    setProblem(undefined);
    try {
      const answer = await mailCode(clientId);
      setSent(t('portal.codeSent', { email: answer.sentTo, minutes: answer.expiresInMinutes }));
    } catch (error) {
      setProblem(translateError(t, error));
    } finally {
      setMailing(false);
    }
  };

  return (
    <>
      <ControlledField
        name="clientId"
        label={t('portal.who')}
        render={(field) => (
          <select
            id={field.id}
            name={field.name}
            ref={field.ref}
            className="p-inputtext"
            value={String(field.value ?? '')}
            aria-required
            aria-invalid={field.invalid}
            aria-describedby={field.describedBy}
            onBlur={field.onBlur}
            onChange={(event) => {
              // a code mailed to one signer is not another's
              setSent(undefined);
              setValue('code', '');
              field.onChange(event.target.value);
            }}
          >
            {signers.map((signer) => (
              <option key={signer.clientId} value={signer.clientId}>
                {signer.name}
              </option>
            ))}
          </select>
        )}
      />
      <TypedField name="cpf" />
      <DateField name="birthDay" label={t('portal.birthDay')} />
      {request.emailCode ? (
        <div className="pps-code">
          <PortalButton
            label={t('portal.sendCode')}
            icon="pi pi-envelope"
            outlined
            loading={mailing}
            disabled={!clientId}
            onClick={() => void askCode()}
          />
          <p aria-live="polite" className="pp-person-detail">
            {sent}
          </p>
          {problem ? (
            <p className="pp-error" role="alert">
              {problem}
            </p>
          ) : null}
          <TypedField name="code" />
        </div>
      ) : null}
    </>
  );
}
