import { useEffect, useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import {
  SIGNATURE_PURPOSES,
  SIMPLE_SIGNATURE_RULES,
  acceptsSimpleSignature,
  addDaysIso,
  cpfDigits,
  isAdultOn,
  type CaseDocument,
  type Protocol,
  type SignaturePurpose,
} from '@linhagem/contracts';
import { AppModal, DateInput, translateError, useOfficeToday, useTranslation } from '@linhagem/ui-kit';
import type { SignatureApi } from './useSignatureApi';

export type SendForSignatureDialogProps = {
  protocol: Protocol;
  /** the case's PDFs to choose from (none for a budget: its quote is rendered when sent) */
  documents: CaseDocument[];
  api: SignatureApi;
  onHide: () => void;
  onSent: () => void;
};

type Signer = { id: string; name: string };

/**
 * "Send for signature": a PDF of the case (or a budget's quote), the adult clients with a CPF as signers, in order
 * or not, the last day and a message. A paper that needs a notarised signature says "print, sign and notarise".
 */
export function SendForSignatureDialog({
  protocol,
  documents,
  api,
  onHide,
  onSent,
}: SendForSignatureDialogProps) {
  const { t } = useTranslation('signatures');
  // the office's day (DESIGN "The office's day"): a request may be signed through its whole last day
  const { today } = useOfficeToday();
  const id = useId();
  const [documentId, setDocumentId] = useState(documents[0]?.id ?? '');
  const [purpose, setPurpose] = useState<SignaturePurpose>(protocol.budget ? 'QUOTE' : 'CONTRACT');
  const [adults, setAdults] = useState<Signer[]>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [ordered, setOrdered] = useState(false);
  // offered only where mail is configured (docs/adr-signatures.md, one signer one proof)
  const [mailOn, setMailOn] = useState(false);
  const [emailCode, setEmailCode] = useState(false);
  const [expiresOn, setExpiresOn] = useState(() => addDaysIso(today, 15));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    api.options().then(
      (options) => current && setMailOn(options.emailCode),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);

  useEffect(() => {
    let current = true;
    Promise.all(protocol.clients.map((link) => api.client(link.client).catch(() => undefined)))
      .then((clients) => {
        if (!current) return;
        const found = clients.flatMap((client) =>
          client && isAdultOn(client.birthDay, today) && cpfDigits(client.cpf ?? '').length === 11
            ? [{ id: client.id, name: client.name }]
            : [],
        );
        setAdults(found);
        setChosen(found.filter((client) => client.id === protocol.mainClient?.id).map((client) => client.id));
      })
      .catch(() => setAdults([]));
    return () => {
      current = false;
    };
  }, [api, protocol.clients, protocol.mainClient?.id, today]);

  const notary = !acceptsSimpleSignature(purpose);
  const rule = SIMPLE_SIGNATURE_RULES.find((candidate) => candidate.purpose === purpose);
  const toggle = (clientId: string, on: boolean) =>
    setChosen((current) => (on ? [...current, clientId] : current.filter((other) => other !== clientId)));
  const submit = async () => {
    setBusy(true);
    setProblem(undefined);
    const signers = (adults ?? []).filter((a) => chosen.includes(a.id)).map((a) => ({ clientId: a.id }));
    const common = {
      signers,
      ordered,
      expiresOn,
      message: message.trim() || null,
      emailCode: mailOn && emailCode,
    };
    try {
      if (protocol.budget) await api.sendQuote({ protocolId: protocol.id, ...common });
      else await api.send({ documentId, purpose, ...common });
      onSent();
    } catch (error) {
      setProblem(translateError(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal
      visible
      onHide={onHide}
      header={t('staff.title')}
      width={560}
      footer={
        notary ? null : (
          <Button
            label={t('staff.submit')}
            icon="pi pi-send"
            loading={busy}
            disabled={chosen.length === 0 || (!protocol.budget && !documentId)}
            onClick={() => void submit()}
          />
        )
      }
    >
      <div className="lps-dialog">
        {protocol.budget ? null : (
          <div className="lp-field">
            <label htmlFor={`${id}-document`}>{t('staff.document')}</label>
            <Dropdown
              inputId={`${id}-document`}
              value={documentId}
              options={documents.map((d) => ({ value: d.id, label: d.fileName }))}
              onChange={(event) => setDocumentId(event.value as string)}
            />
          </div>
        )}
        <div className="lp-field">
          <label htmlFor={`${id}-purpose`}>{t('staff.purpose')}</label>
          <Dropdown
            inputId={`${id}-purpose`}
            value={purpose}
            disabled={protocol.budget}
            options={SIGNATURE_PURPOSES.map((value) => ({ value, label: t(`purposes.${value}`) }))}
            onChange={(event) => setPurpose(event.value as SignaturePurpose)}
          />
        </div>
        {notary ? (
          <Message
            severity="warn"
            text={`${t('staff.notary')}. ${t('staff.notaryHint', { source: rule?.source ?? '' })}`}
          />
        ) : (
          <>
            <fieldset className="lps-signers">
              <legend>{t('staff.signers')}</legend>
              {adults?.length === 0 ? <p className="lp-muted">{t('staff.noAdults')}</p> : null}
              {(adults ?? []).map((adult) => (
                <div key={adult.id} className="lps-signer">
                  <Checkbox
                    inputId={`${id}-signer-${adult.id}`}
                    checked={chosen.includes(adult.id)}
                    onChange={(event) => toggle(adult.id, Boolean(event.checked))}
                  />
                  <label htmlFor={`${id}-signer-${adult.id}`}>
                    {chosen.includes(adult.id) && ordered ? `${chosen.indexOf(adult.id) + 1}. ` : ''}
                    {adult.name}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="lps-signer">
              <InputSwitch
                inputId={`${id}-ordered`}
                checked={ordered}
                onChange={(event) => setOrdered(Boolean(event.value))}
              />
              <label htmlFor={`${id}-ordered`}>{t('staff.ordered')}</label>
            </div>
            {mailOn ? (
              <div className="lps-signer">
                <InputSwitch
                  inputId={`${id}-email-code`}
                  checked={emailCode}
                  onChange={(event) => setEmailCode(Boolean(event.value))}
                />
                <label htmlFor={`${id}-email-code`}>{t('staff.emailCode')}</label>
              </div>
            ) : null}
            <div className="lp-field">
              <label htmlFor={`${id}-expires`}>{t('staff.expiresOn')}</label>
              <DateInput
                id={`${id}-expires`}
                name="expiresOn"
                value={expiresOn}
                onValueChange={setExpiresOn}
              />
            </div>
            <div className="lp-field">
              <label htmlFor={`${id}-message`}>{t('staff.message')}</label>
              <InputTextarea
                id={`${id}-message`}
                value={message}
                rows={3}
                maxLength={1000}
                onChange={(event) => setMessage(event.target.value)}
              />
            </div>
          </>
        )}
        {problem ? <Message severity="error" text={problem} /> : null}
      </div>
    </AppModal>
  );
}
