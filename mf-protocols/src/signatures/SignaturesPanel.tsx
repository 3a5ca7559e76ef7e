import { useCallback, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { DOCUMENT_API, type CaseDocument, type Protocol, type SignatureRequest } from '@linhagem/contracts';
import { translateError, useFormat, useTranslation } from '@linhagem/ui-kit';
import { useDocumentApi } from '../documents/useDocumentApi';
import { QuoteAcceptedNotice } from './QuoteAcceptedNotice';
import { SendForSignatureDialog } from './SendForSignatureDialog';
import { useSignatureApi } from './useSignatureApi';
import './signatures.css';

export type SignaturesPanelProps = {
  protocol: Protocol;
  canWrite: boolean;
  /** a request finished: the case's files changed (the signed PDF) */
  onChanged?: () => void;
  /** the budget was converted to a protocol from the "quote accepted" notice */
  onConverted?(protocol: Protocol): void;
};

const SEVERITY = {
  OPEN: 'info',
  COMPLETED: 'success',
  DECLINED: 'danger',
  CANCELLED: 'secondary',
  EXPIRED: 'warning',
} as const;

/** The protocol's signature requests: each signer's state, the signed PDF, cancel, and "Send for signature". */
export function SignaturesPanel({ protocol, canWrite, onChanged, onConverted }: SignaturesPanelProps) {
  const { t } = useTranslation('signatures');
  const { formatDateTime, formatDate } = useFormat();
  const api = useSignatureApi();
  const [requests, setRequests] = useState<SignatureRequest[]>([]);
  const [problem, setProblem] = useState<string>();
  const documentApi = useDocumentApi();
  /** the case's current PDFs, read when the dialog opens (a budget has none: its quote is rendered) */
  const [documents, setDocuments] = useState<CaseDocument[]>();
  const sending = documents !== undefined;
  const setSending = (open: boolean) => {
    if (!open) return setDocuments(undefined);
    if (protocol.budget) return setDocuments([]);
    documentApi
      .listAll({ protocolId: protocol.id })
      .then((all) => setDocuments(all.filter((d) => d.contentType === 'application/pdf' && d.current)))
      .catch((error: unknown) => setProblem(translateError(t, error)));
  };
  const reload = useCallback(
    () =>
      api
        .list(protocol.id)
        .then(setRequests)
        .catch((error: unknown) => setProblem(translateError(t, error))),
    [api, protocol.id, t],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const cancel = async (id: string) => {
    if (!window.confirm(t('staff.cancelConfirm'))) return;
    try {
      await api.cancel(id);
      await reload();
    } catch (error) {
      setProblem(translateError(t, error));
    }
  };

  return (
    <section className="lps-panel" aria-labelledby="lps-title">
      <div className="lps-head">
        <h3 id="lps-title">{t('staff.requests')}</h3>
        {canWrite ? (
          <Button label={t('staff.send')} icon="pi pi-pencil" outlined onClick={() => setSending(true)} />
        ) : null}
      </div>
      <QuoteAcceptedNotice protocol={protocol} canWrite={canWrite} onConverted={onConverted} />
      {problem ? <Message severity="error" text={problem} /> : null}
      {requests.length === 0 ? <p className="lp-muted">{t('staff.none')}</p> : null}
      <ul className="lps-requests">
        {requests.map((request) => (
          <li key={request.id} className="lps-request" data-signature={request.id}>
            <div className="lps-request-head">
              <strong>{request.documentName}</strong>
              <Tag value={t(`statuses.${request.status}`)} severity={SEVERITY[request.status]} />
              <span className="lp-muted">
                {t(`purposes.${request.purpose}`)} · {formatDate(request.expiresOn)}
              </span>
            </div>
            <ol className="lps-signer-states">
              {request.signers.map((signer) => (
                <li key={signer.clientId}>
                  {signer.name}: <strong>{t(`states.${signer.state}`)}</strong>
                  {signer.signedAt ? ` · ${formatDateTime(signer.signedAt)}` : ''}
                  {signer.evidence ? ` · IP ${signer.evidence.address}` : ''}
                  {signer.evidence
                    ? ` · ${t('staff.proof', { proof: t(`proofs.${signer.evidence.proof}`) })}`
                    : ''}
                  {signer.declineReason ? (
                    <div className="lp-muted">
                      {t('staff.declinedBecause', { reason: signer.declineReason })}
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
            <div className="lps-actions">
              {request.signedDocumentId ? (
                <a
                  className="p-button p-button-text p-button-sm"
                  href={DOCUMENT_API.content(request.signedDocumentId)}
                >
                  <i className="pi pi-download" aria-hidden="true" /> {t('staff.signedPdf')}
                </a>
              ) : null}
              {canWrite && request.status === 'OPEN' ? (
                <Button
                  label={t('staff.cancel')}
                  text
                  size="small"
                  severity="danger"
                  onClick={() => void cancel(request.id)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {sending ? (
        <SendForSignatureDialog
          protocol={protocol}
          documents={documents ?? []}
          api={api}
          onHide={() => setSending(false)}
          onSent={() => {
            setSending(false);
            void reload();
            onChanged?.();
          }}
        />
      ) : null}
    </section>
  );
}
