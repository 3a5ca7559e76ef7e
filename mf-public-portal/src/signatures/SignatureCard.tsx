import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PublicSignatureRequest } from '@linhagem/contracts';
import { translateError, useFormat, useTranslation } from '@linhagem/ui-kit';
import { PortalButton } from '../shared/PortalButton';
import { DrawingPad } from './DrawingPad';
import { SignerProofFields, awaitedSigners, type SignerProof } from './SignerProofFields';
import type { PublicSignatureApi } from './usePublicSignatureApi';

export type SignatureCardProps = {
  request: PublicSignatureRequest;
  protocolId: string;
  code: string;
  api: PublicSignatureApi;
  onChanged: (request: PublicSignatureRequest) => void;
  onRefused: (error: unknown) => boolean;
};

/**
 * One paper to sign: its pages to read as pictures (a phone needs no PDF viewer), then who signs and their own proof
 * (CPF, birth date, the e-mailed code when asked), the full name, an optional drawing and the consent; or a decline
 * with the same proof and its reason. Opening the card tells the office it was opened (a POST).
 */
export function SignatureCard({ request, protocolId, code, api, onChanged, onRefused }: SignatureCardProps) {
  const { t } = useTranslation('signatures');
  const { formatDate } = useFormat();
  const id = useId();
  const [fullName, setFullName] = useState('');
  const [proof, setProof] = useState<SignerProof>(() => ({
    clientId: request.nextClientId ?? awaitedSigners(request)[0]?.clientId ?? '',
    cpf: '',
    birthDay: '',
    code: '',
  }));
  const [consent, setConsent] = useState(false);
  const [drawing, setDrawing] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const open = request.status === 'OPEN';
  const waitingFor = request.signers.find((signer) => signer.clientId === request.nextClientId);
  const unopened = open && request.signers.some((signer) => signer.state === 'SENT');
  useEffect(() => {
    // the office sees "viewed" once the family opened the paper: a write, so the staff read is fresh
    if (unopened) api.open(protocolId, code, request.id).then(onChanged, () => undefined);
    // once per request shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.id]);
  const proven = {
    clientId: proof.clientId,
    cpf: proof.cpf,
    birthDay: proof.birthDay,
    ...(request.emailCode && { code: proof.code }),
  };

  const run = async (work: () => Promise<PublicSignatureRequest>, message: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      onChanged(await work());
      setDone(message);
    } catch (error) {
      if (!onRefused(error)) setProblem(translateError(t, error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () =>
        api.sign(protocolId, code, request.id, { ...proven, fullName, consent, ...(drawing && { drawing }) }),
      t('portal.signed'),
    );
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
          <form className="pps-form" onSubmit={submit} aria-label={t('portal.sign')}>
            <label htmlFor={`${id}-name`}>{t('portal.fullName')}</label>
            <input
              id={`${id}-name`}
              className="p-inputtext"
              value={fullName}
              autoComplete="name"
              required
              onChange={(event) => setFullName(event.target.value)}
            />
            <SignerProofFields
              id={id}
              request={request}
              proof={proof}
              onChange={setProof}
              mailCode={(clientId) => api.mailCode(protocolId, code, request.id, clientId)}
            />
            <DrawingPad label={t('portal.drawing')} onChange={setDrawing} />
            <label className="pps-consent">
              <input
                type="checkbox"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
              />
              <span>{t('portal.consent')}</span>
            </label>
            <div className="pps-actions">
              <PortalButton type="submit" label={t('portal.sign')} icon="pi pi-pencil" loading={busy} />
              <PortalButton
                label={t('portal.decline')}
                severity="danger"
                outlined
                disabled={busy}
                onClick={() => setDeclining((value) => !value)}
              />
            </div>
          </form>
          {declining ? (
            <form
              className="pps-form"
              onSubmit={(event) => {
                event.preventDefault();
                void run(
                  () => api.decline(protocolId, code, request.id, { ...proven, reason }),
                  t('portal.declined'),
                );
              }}
            >
              <label htmlFor={`${id}-reason`}>{t('portal.reason')}</label>
              <textarea
                id={`${id}-reason`}
                className="p-inputtextarea"
                value={reason}
                required
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
              <PortalButton
                type="submit"
                label={t('portal.confirmDecline')}
                severity="danger"
                loading={busy}
              />
            </form>
          ) : null}
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
