import { useCallback, useEffect, useMemo, useState } from 'react';
import { Message } from 'primereact/message';
import {
  SIGNATURE_PURPOSES,
  SIMPLE_SIGNATURE_RULES,
  acceptsSimpleSignature,
  addDaysIso,
  cpfDigits,
  isAdultOn,
  quoteSignatureBodySchema,
  signatureRequestBodySchema,
  type CaseDocument,
  type Protocol,
  type SignaturePurpose,
} from '@linhagem/contracts';
import { useOfficeToday, useTranslation } from '@linhagem/ui-kit';
import {
  CheckboxField,
  DateField,
  EntityFormDialog,
  SelectField,
  TextareaField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';
import { SignerChoice, type Signer } from './SignerChoice';
import type { SignatureApi } from './useSignatureApi';

export type SendForSignatureDialogProps = {
  protocol: Protocol;
  /** the case's PDFs to choose from (none for a budget: its quote is rendered when sent) */
  documents: CaseDocument[];
  api: SignatureApi;
  onHide: () => void;
  onSent: () => void;
};

type SendValues = {
  documentId: string;
  purpose: SignaturePurpose;
  signers: { clientId: string }[];
  ordered: boolean;
  emailCode: boolean;
  expiresOn: string;
  message: string;
};

/**
 * "Send for signature": a PDF of the case (or a budget's quote), the adult clients with a CPF as signers, in order
 * or not, the last day and a message, checked by the contract's schema (docs/adr-form-kit.md). A paper that needs a
 * notarised signature says "print, sign and notarise" and offers no Send.
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
  const [adults, setAdults] = useState<Signer[]>();
  // offered only where mail is configured (docs/adr-signatures.md, one signer one proof)
  const [mailOn, setMailOn] = useState(false);

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

  // by the first PDF's id, not the list: the panel's list is a new array on each of its renders
  const firstDocument = documents[0]?.id ?? '';
  const empty = useMemo<SendValues>(
    () => ({
      documentId: firstDocument,
      purpose: protocol.budget ? 'QUOTE' : 'CONTRACT',
      signers: [],
      ordered: false,
      emailCode: false,
      expiresOn: addDaysIso(today, 15),
      message: '',
    }),
    [firstDocument, protocol.budget, today],
  );
  // the adults with a CPF among the case's clients; the main client comes ticked
  const load = useCallback(async (): Promise<SendValues> => {
    const clients = await Promise.all(
      protocol.clients.map((link) => api.client(link.client).catch(() => undefined)),
    );
    const found = clients.flatMap((client) =>
      client && isAdultOn(client.birthDay, today) && cpfDigits(client.cpf ?? '').length === 11
        ? [{ id: client.id, name: client.name }]
        : [],
    );
    setAdults(found);
    const main = found.filter((client) => client.id === protocol.mainClient?.id);
    return { ...empty, signers: main.map((client) => ({ clientId: client.id })) };
  }, [api, protocol.clients, protocol.mainClient?.id, today, empty]);

  const toBody = useCallback(
    (values: SendValues) => {
      const common = {
        signers: values.signers,
        ordered: values.ordered,
        expiresOn: values.expiresOn,
        message: values.message.trim() || null,
        emailCode: mailOn && values.emailCode,
      };
      return protocol.budget
        ? { protocolId: protocol.id, ...common }
        : { documentId: values.documentId, purpose: values.purpose, ...common };
    },
    [mailOn, protocol.budget, protocol.id],
  );
  const form = useEntityForm<SendValues>({
    empty,
    load,
    open: true,
    schema: protocol.budget ? quoteSignatureBodySchema : signatureRequestBodySchema,
    toBody,
    lists: ['signers'],
    save: async (values) => {
      const body = toBody(values);
      if (protocol.budget) await api.sendQuote(body as Parameters<SignatureApi['sendQuote']>[0]);
      else await api.send(body as Parameters<SignatureApi['send']>[0]);
      return values;
    },
    onSaved: onSent,
    successMessage: false,
    invalidToast: false,
    loadFailureToast: false,
    idPrefix: 'signature',
  });

  const { purpose, signers, documentId } = form.values;
  const notary = !acceptsSimpleSignature(purpose);
  const rule = SIMPLE_SIGNATURE_RULES.find((candidate) => candidate.purpose === purpose);
  return (
    <EntityFormDialog
      form={form}
      onHide={onHide}
      header={t('staff.title')}
      width={560}
      className="lps-dialog"
      submitLabel={t('staff.submit')}
      submitIcon="pi pi-send"
      noSubmit={notary}
      disabled={signers.length === 0 || (!protocol.budget && !documentId)}
    >
      {protocol.budget ? null : (
        <SelectField
          name="documentId"
          label={t('staff.document')}
          showClear={false}
          emptyValue=""
          options={documents.map((d) => ({ value: d.id, label: d.fileName }))}
        />
      )}
      <SelectField
        name="purpose"
        label={t('staff.purpose')}
        showClear={false}
        disabled={protocol.budget}
        options={SIGNATURE_PURPOSES.map((value) => ({ value, label: t(`purposes.${value}`) }))}
      />
      {notary ? (
        <Message
          severity="warn"
          text={`${t('staff.notary')}. ${t('staff.notaryHint', { source: rule?.source ?? '' })}`}
        />
      ) : (
        <>
          <SignerChoice adults={adults} />
          <CheckboxField name="ordered" label={t('staff.ordered')} />
          {mailOn ? <CheckboxField name="emailCode" label={t('staff.emailCode')} /> : null}
          <DateField name="expiresOn" label={t('staff.expiresOn')} />
          <TextareaField name="message" label={t('staff.message')} rows={3} maxLength={1000} />
        </>
      )}
    </EntityFormDialog>
  );
}
