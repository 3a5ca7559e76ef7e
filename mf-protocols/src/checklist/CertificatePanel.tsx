import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import {
  CERTIFICATE_FIELDS,
  certificateFieldsSchema,
  certificateProgress,
  isDocumentTypeAllowed,
  progressColor,
  type CertificateFields,
  type CertificateWithProgress,
  type ChecklistPersonNode,
  type Deadline,
} from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import {
  DateField,
  EntityFormFields,
  MoneyField,
  SelectField,
  TextareaField,
  TextField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';
import { checklistOptions, documentTypeOptions } from './checklistOptions';
import { ExpiryChip } from './ExpiryChip';
import { ProgressIndicator } from './ProgressIndicator';
import { CertificateFiles } from '../documents/CertificateFiles';
import { CustodyPanel } from '../clock/CustodyPanel';
import { DeadlineStateTag } from '../clock/DeadlineStateTag';
import { useClockApi } from '../clock/useClockApi';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The panel is modal (a mask covers the page): Tab and Shift+Tab go round its own controls. */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'),
  );
  const [first, last] = [focusable[0], focusable[focusable.length - 1]];
  if (!first) return;
  const at = document.activeElement;
  if (event.shiftKey ? at === first || !event.currentTarget.contains(at) : at === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

type Values = { [K in keyof CertificateFields]: CertificateFields[K] | null };

const valuesOf = (certificate?: CertificateWithProgress): Values =>
  Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, certificate?.[field] ?? null])) as Values;

/** the free-text fields, in the order of today's editor: the record's, then the sworn translation's */
const TEXTS = [
  'personNameInDocument',
  'dataCertificate',
  'place',
  'addressReferenceName',
  'address',
  'processReferencePerson',
  'translatorName',
  'translatorRegistration',
  'translationNumber',
  'translationBook',
  'translationPages',
] as const;

export type CertificatePanelProps = {
  person: ChecklistPersonNode;
  /** the certificate edited, or undefined for a new one of the person */
  certificate?: CertificateWithProgress;
  readOnly: boolean;
  /** sends the certificate (save-one); resolves with the saved one */
  save(fields: Values, id?: string): Promise<CertificateWithProgress>;
  onRemove(certificateId: string): void;
  onHide(): void;
};

/**
 * One certificate at the side of the checklist table (spec 3 "Certificate"): every field of today's editor in one
 * form (ui-kit's form kit, checked by the contract's schema), its bar following the typing, then its files, the
 * custody of the original and the deadlines about it.
 */
export function CertificatePanel({
  person,
  certificate,
  readOnly,
  save,
  onRemove,
  onHide,
}: CertificatePanelProps) {
  const { t } = useTranslation('checklist');
  const { t: tClock } = useTranslation('clock');
  const { formatDate } = useFormat();
  const clock = useClockApi();
  const options = useMemo(() => checklistOptions(t), [t]);
  const empty = useMemo(() => valuesOf(certificate), [certificate]);
  const send = useCallback((values: Values) => save(values, certificate?.id), [save, certificate?.id]);
  const form = useEntityForm<Values, CertificateWithProgress>({
    empty,
    schema: certificateFieldsSchema,
    save: send,
    idPrefix: `certificate-${certificate?.id ?? 'new'}`,
  });
  const { values, set } = form;
  const closeRef = useRef<HTMLButtonElement>(null);
  const [deadlines, setDeadlines] = useState<Deadline[]>([]);

  useEffect(() => {
    if (!certificate) return;
    let live = true;
    clock
      .deadlines(certificate.protocolId)
      .then((all) => live && setDeadlines(all.filter((deadline) => deadline.about.id === certificate.id)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [clock, certificate]);

  // a new certificate type clears a document type it does not offer (a stored pair stays as it is)
  const storedPair =
    certificate?.typeOfCertificate === values.typeOfCertificate ? certificate?.typeOfDocument : null;
  useEffect(() => {
    if (
      values.typeOfDocument &&
      values.typeOfDocument !== storedPair &&
      !isDocumentTypeAllowed(values.typeOfCertificate, values.typeOfDocument)
    )
      set('typeOfDocument', null);
  }, [values.typeOfCertificate, values.typeOfDocument, storedPair, set]);

  const name = person.name || t('tab.unnamed');
  const kind = values.typeOfCertificate
    ? t(`options.typeOfCertificate.${values.typeOfCertificate}`)
    : t('table.newCertificate');
  const progress = certificateProgress(values);
  const select = (
    field: 'statusDocument' | 'statusTranslate' | 'apostilleStatus' | 'translationApostilleStatus',
  ) => <SelectField name={field} label={t(`fields.${field}`)} options={options[field]} disabled={readOnly} />;
  const date = (field: 'issueDate' | 'date' | 'apostilleDate' | 'translationApostilleDate') => (
    <DateField name={field} label={t(`fields.${field}`)} disabled={readOnly} formatHint={false} />
  );

  return (
    <Sidebar
      visible
      position="right"
      onHide={onHide}
      className="lp-panel"
      header={<h2 className="lp-panel-title">{`${kind} · ${name}`}</h2>}
      aria-label={`${kind} · ${name}`}
      // PrimeReact's own close button takes the focus when the slide-in ends, even from a dialog opened meanwhile
      // (a space typed in the family request's note then closed the panel): ours takes it only from the page
      showCloseIcon={false}
      icons={
        <button
          ref={closeRef}
          type="button"
          className="p-sidebar-close p-sidebar-icon p-link"
          aria-label={t('prime.close', { ns: 'common' })}
          onClick={onHide}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      }
      onShow={() => {
        if (!document.activeElement?.closest('.p-dialog, .lp-panel')) closeRef.current?.focus();
      }}
      // Escape closes an open list or calendar first, and the panel only when nothing is open over it
      closeOnEscape={false}
      // a click in a dialog the panel opened (a confirmation, the family request) lands outside it: it stays open
      dismissable={false}
      onKeyDownCapture={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Escape' && !document.querySelector('.p-dropdown-panel, .lk-date-popup')) onHide();
        else keepTabInside(event);
      }}
    >
      <EntityFormFields form={form}>
        <form
          id="certificate-panel-form"
          className="lp-panel-form"
          noValidate
          onSubmit={(event) => void form.submit(event)}
        >
          <div className="lp-panel-grid">
            <SelectField
              name="typeOfCertificate"
              label={t('fields.typeOfCertificate')}
              options={options.typeOfCertificate}
              disabled={readOnly}
            />
            <SelectField
              name="typeOfDocument"
              label={t('fields.typeOfDocument')}
              options={documentTypeOptions(t, values.typeOfCertificate, storedPair)}
              disabled={readOnly}
            />
            {select('statusDocument')}
            {select('statusTranslate')}
            {date('issueDate')}
            {date('date')}
            {select('apostilleStatus')}
            {date('apostilleDate')}
            {select('translationApostilleStatus')}
            {date('translationApostilleDate')}
            <MoneyField name="price" label={t('fields.price')} disabled={readOnly} />
            <MoneyField name="translatePrice" label={t('fields.translatePrice')} disabled={readOnly} />
            {TEXTS.map((field) => (
              <TextField
                key={field}
                name={field}
                label={t(`fields.${field}`)}
                disabled={readOnly}
                emptyValue={null}
              />
            ))}
            <MoneyField name="translationFee" label={t('fields.translationFee')} disabled={readOnly} />
          </div>
          <TextareaField name="notes" label={t('fields.notes')} disabled={readOnly} rows={2} autoResize />
          <div className="lp-certificate-footer">
            <ProgressIndicator
              progress={progress}
              color={progressColor(progress)}
              label={t('fields.progress')}
            />
            {certificate ? (
              <ExpiryChip expiresOn={certificate.expiresOn} expiringSoon={certificate.expiringSoon} />
            ) : null}
          </div>
          {readOnly ? null : (
            <div className="lp-panel-actions">
              {certificate ? (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  label={t('tab.removeCertificate')}
                  severity="danger"
                  outlined
                  onClick={() => onRemove(certificate.id)}
                />
              ) : null}
              <Button type="button" label={t('tab.cancel')} outlined onClick={onHide} />
              <Button
                type="submit"
                icon="pi pi-check"
                label={t('tab.saveCertificate')}
                disabled={form.saving}
              />
            </div>
          )}
        </form>
      </EntityFormFields>
      {certificate ? (
        <>
          <CertificateFiles certificate={certificate} />
          <CustodyPanel certificate={certificate} editable={!readOnly} />
          <section className="lp-panel-deadlines" aria-labelledby="certificate-panel-deadlines">
            <h3 id="certificate-panel-deadlines">{t('table.deadlines')}</h3>
            {deadlines.length ? (
              <ul>
                {deadlines.map((deadline) => (
                  <li key={deadline.id}>
                    <strong>{formatDate(deadline.date)}</strong>{' '}
                    {deadline.kind === 'MANUAL' ? deadline.title : tClock(`kinds.${deadline.kind}`)}{' '}
                    <DeadlineStateTag state={deadline.state} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="lp-muted">{t('table.noDeadlines')}</p>
            )}
          </section>
        </>
      ) : null}
    </Sidebar>
  );
}
