import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  declineBodySchema,
  signBodySchema,
  type DeclineBodyInput,
  type PublicSignatureRequest,
  type SignBodyInput,
} from '@linhagem/contracts';
import { translateError, useFormat, useTranslation, validationIssues } from '@linhagem/ui-kit';
import { ControlledField, EntityFormFields, useEntityForm } from '@linhagem/ui-kit/form/core';
import { PortalButton } from '../shared/PortalButton';
import { SignForm } from './SignForm';
import { awaitedSigners, type SignerProof } from './SignerProofFields';
import type { PublicSignatureApi } from './usePublicSignatureApi';

export type SignatureCardProps = {
  request: PublicSignatureRequest;
  protocolId: string;
  code: string;
  api: PublicSignatureApi;
  onChanged: (request: PublicSignatureRequest) => void;
  onRefused: (error: unknown) => boolean;
};

/** The card's one form: the proof, then the signature's fields or the decline's reason. */
type CardValues = SignerProof & {
  fullName: string;
  consent: boolean;
  drawing: string | null;
  reason: string;
};
type Action = 'sign' | 'decline';

/**
 * One paper to sign: its pages to read as pictures (a phone needs no PDF viewer), then who signs and their own proof
 * (CPF, birth date, the e-mailed code when asked), the full name, an optional drawing and the consent; or a decline
 * with the same proof and its reason. One kit form (docs/adr-form-kit.md) checked by the sign or the decline
 * contract, whichever button sent it. Opening the card tells the office it was opened (a POST).
 */
export function SignatureCard({ request, protocolId, code, api, onChanged, onRefused }: SignatureCardProps) {
  const { t } = useTranslation('signatures');
  const { formatDate } = useFormat();
  const id = useId();
  const [declining, setDeclining] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const action = useRef<Action>('sign');
  const open = request.status === 'OPEN';
  const waitingFor = request.signers.find((signer) => signer.clientId === request.nextClientId);
  const unopened = open && request.signers.some((signer) => signer.state === 'SENT');
  useEffect(() => {
    // the office sees "viewed" once the family opened the paper: a write, so the staff read is fresh
    if (unopened) api.open(protocolId, code, request.id).then(onChanged, () => undefined);
    // once per request shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.id]);

  // the form starts again when the awaited signer changes (the one before signed), not on each answer
  const firstSigner = request.nextClientId ?? awaitedSigners(request)[0]?.clientId ?? '';
  const empty = useMemo<CardValues>(
    () => ({
      clientId: firstSigner,
      cpf: '',
      birthDay: '',
      code: '',
      fullName: '',
      consent: false,
      drawing: null,
      reason: '',
    }),
    [firstSigner],
  );
  // the contract of the button pressed, read when the form is checked
  const schema = useMemo(() => () => (action.current === 'decline' ? declineBodySchema : signBodySchema), []);
  const { emailCode } = request;
  const toBody = useMemo(
    () => (values: CardValues) => {
      const proven = {
        clientId: values.clientId,
        cpf: values.cpf,
        birthDay: values.birthDay,
        ...(emailCode && { code: values.code }),
      };
      return action.current === 'decline'
        ? { ...proven, reason: values.reason }
        : {
            ...proven,
            fullName: values.fullName,
            consent: values.consent,
            ...(values.drawing && { drawing: values.drawing }),
          };
    },
    [emailCode],
  );
  const form = useEntityForm<CardValues, PublicSignatureRequest>({
    empty,
    schema,
    toBody,
    idPrefix: `sign-${request.id}`,
    successMessage: false,
    invalidToast: false,
    save: async (values) => {
      setProblem(undefined);
      try {
        return action.current === 'decline'
          ? await api.decline(protocolId, code, request.id, toBody(values) as DeclineBodyInput)
          : await api.sign(protocolId, code, request.id, toBody(values) as SignBodyInput);
      } catch (error) {
        // a refused field goes on that field; any other refusal is said on the card (a wrong proof, a lapsed code)
        if (validationIssues(error).length > 0) throw error;
        if (!onRefused(error)) setProblem(translateError(t, error));
        return null;
      }
    },
    onSaved: (saved) => {
      onChanged(saved);
      setDone(t(action.current === 'decline' ? 'portal.declined' : 'portal.signed'));
    },
  });
  const send = (chosen: Action) => {
    action.current = chosen;
    void form.submit();
  };

  return (
    <article className="pp-card pps-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {t(`purposes.${request.purpose}`)}: {request.documentName}
      </h3>
      <p className="pp-person-detail pps-status">
        <span>{t(`statuses.${request.status}`)}</span>
        {open ? <span>{t('portal.until', { date: formatDate(request.expiresOn) })}</span> : null}
      </p>
      {request.message ? <p className="pps-message">{request.message}</p> : null}
      <ul className="pps-signers">
        {request.signers.map((signer) => (
          <li key={signer.clientId}>
            {signer.name}: <strong>{t(`states.${signer.state}`)}</strong>
          </li>
        ))}
      </ul>
      {request.signed ? (
        <a className="p-button p-button-outlined" href={api.signedUrl(protocolId, code, request.id)} download>
          <i className="pi pi-download" aria-hidden="true" /> {t('portal.download')}
        </a>
      ) : null}
      {open ? (
        <>
          {/* a box that scrolls on a wide screen: reachable and scrolled by keyboard too */}
          <div className="pps-pages" tabIndex={0} role="region" aria-label={t('portal.pagesRegion')}>
            {Array.from({ length: request.pageCount }, (_, k) => (
              <img
                key={k}
                src={api.pageUrl(protocolId, code, request.id, k + 1)}
                alt={t('portal.pages', { page: k + 1, count: request.pageCount })}
                loading={k === 0 ? 'eager' : 'lazy'}
              />
            ))}
          </div>
          <a href={api.contentUrl(protocolId, code, request.id)} target="_blank" rel="noreferrer">
            {t('portal.openPdf')}
          </a>
          {waitingFor && request.ordered ? (
            <p className="pp-person-detail">{t('portal.waiting', { name: waitingFor.name })}</p>
          ) : null}
          <EntityFormFields form={form}>
            <SignForm
              request={request}
              busy={form.saving}
              onSign={() => send('sign')}
              onToggleDecline={() => setDeclining((value) => !value)}
              mailCode={(clientId) => api.mailCode(protocolId, code, request.id, clientId)}
            />
            {declining ? (
              <form
                className="pps-form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  send('decline');
                }}
              >
                <ControlledField
                  name="reason"
                  label={t('portal.reason')}
                  render={(field) => (
                    <textarea
                      id={field.id}
                      name={field.name}
                      ref={field.ref}
                      className="p-inputtextarea"
                      value={String(field.value ?? '')}
                      maxLength={500}
                      aria-required
                      aria-invalid={field.invalid}
                      aria-describedby={field.describedBy}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(event.target.value)}
                    />
                  )}
                />
                <PortalButton
                  type="submit"
                  label={t('portal.confirmDecline')}
                  severity="danger"
                  loading={form.saving}
                />
              </form>
            ) : null}
          </EntityFormFields>
        </>
      ) : null}
      <div aria-live="polite">
        {problem ? (
          <p className="pp-error" role="alert">
            {problem}
          </p>
        ) : null}
        {done ? <p className="pps-done">{done}</p> : null}
      </div>
    </article>
  );
}
