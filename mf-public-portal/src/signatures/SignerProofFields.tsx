import { useState } from 'react';
import type { PublicSignatureRequest } from '@linhagem/contracts';
import { translateError, useTranslation } from '@linhagem/ui-kit';
import { PortalButton } from '../shared/PortalButton';

/** The signer named and their own proof, as the sign and decline calls send them (contracts' signerProofSchema). */
export type SignerProof = { clientId: string; cpf: string; birthDay: string; code: string };

export type SignerProofFieldsProps = {
  id: string;
  request: PublicSignatureRequest;
  proof: SignerProof;
  onChange: (proof: SignerProof) => void;
  /** mails the code to the signer named; answers where it went */
  mailCode: (clientId: string) => Promise<{ sentTo: string; expiresInMinutes: number }>;
};

/** The signers still awaited: only they may sign or decline. */
export const awaitedSigners = (request: PublicSignatureRequest) =>
  request.signers.filter((signer) => signer.state === 'SENT' || signer.state === 'VIEWED');

/**
 * One signer, one proof (docs/adr-signatures.md): who acts, their full CPF and birth date as the office holds them,
 * and, when the office asked for it, the code mailed to that person's e-mail.
 */
export function SignerProofFields({ id, request, proof, onChange, mailCode }: SignerProofFieldsProps) {
  const { t } = useTranslation('signatures');
  const [sent, setSent] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [mailing, setMailing] = useState(false);
  const set = (change: Partial<SignerProof>) => onChange({ ...proof, ...change });
  const signers = awaitedSigners(request);

  const askCode = async () => {
    setMailing(true);
    setProblem(undefined);
    try {
      const answer = await mailCode(proof.clientId);
      setSent(t('portal.codeSent', { email: answer.sentTo, minutes: answer.expiresInMinutes }));
    } catch (error) {
      setProblem(translateError(t, error));
    } finally {
      setMailing(false);
    }
  };

  return (
    <>
      <label htmlFor={`${id}-who`}>{t('portal.who')}</label>
      <select
        id={`${id}-who`}
        className="p-inputtext"
        value={proof.clientId}
        required
        onChange={(event) => {
          setSent(undefined);
          set({ clientId: event.target.value, code: '' });
        }}
      >
        {signers.map((signer) => (
          <option key={signer.clientId} value={signer.clientId}>
            {signer.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-cpf`}>{t('portal.cpf')}</label>
      <input
        id={`${id}-cpf`}
        className="p-inputtext"
        value={proof.cpf}
        inputMode="numeric"
        autoComplete="off"
        required
        onChange={(event) => set({ cpf: event.target.value })}
      />
      <label htmlFor={`${id}-birthDay`}>{t('portal.birthDay')}</label>
      <input
        id={`${id}-birthDay`}
        className="p-inputtext"
        type="date"
        value={proof.birthDay}
        required
        onChange={(event) => set({ birthDay: event.target.value })}
      />
      {request.emailCode ? (
        <div className="pps-code">
          <PortalButton
            label={t('portal.sendCode')}
            icon="pi pi-envelope"
            outlined
            loading={mailing}
            disabled={!proof.clientId}
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
          <label htmlFor={`${id}-code`}>{t('portal.code')}</label>
          <input
            id={`${id}-code`}
            className="p-inputtext"
            value={proof.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            onChange={(event) => set({ code: event.target.value.replace(/\D/g, '') })}
          />
        </div>
      ) : null}
    </>
  );
}
