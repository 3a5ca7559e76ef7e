import { useId, useMemo, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import {
  CERTIFICATE_FIELDS,
  certificateProgress,
  isDocumentTypeAllowed,
  progressColor,
  type CertificateFields,
  type CertificateWithProgress,
} from '@linhagem/contracts';
import { DateInput, MoneyInput, useTranslation } from '@linhagem/ui-kit';
import { checklistOptions, documentTypeOptions } from './checklistOptions';
import { ProgressIndicator } from './ProgressIndicator';
import { ExpiryChip } from './ExpiryChip';
import { CertificateFiles } from '../documents/CertificateFiles';
import { CustodyPanel } from '../clock/CustodyPanel';
import { MatriculaField } from './MatriculaField';

type Fields = { [K in keyof CertificateFields]?: CertificateFields[K] | null };
type EnumField =
  | 'typeOfCertificate'
  | 'typeOfDocument'
  | 'statusDocument'
  | 'statusTranslate'
  | 'apostilleStatus'
  | 'translationApostilleStatus';
type DateField = 'date' | 'issueDate' | 'apostilleDate' | 'translationApostilleDate';
type TextField =
  | 'personNameInDocument'
  | 'dataCertificate'
  | 'addressReferenceName'
  | 'address'
  | 'processReferencePerson'
  | 'place'
  | 'notes'
  | 'translatorName'
  | 'translatorRegistration'
  | 'translationNumber'
  | 'translationBook'
  | 'translationPages';

const ENUM_FIELDS: EnumField[] = ['typeOfCertificate', 'typeOfDocument', 'statusDocument', 'statusTranslate'];
/** the copy's issue date (freshness counts from it) and the apostilles, each beside its date */
const DOSSIER_FIELDS: (EnumField | DateField)[] = [
  'issueDate',
  'apostilleStatus',
  'apostilleDate',
  'translationApostilleStatus',
  'translationApostilleDate',
];
const PRICE_FIELDS = ['price', 'translatePrice', 'translationFee'] as const;
const DATE_FIELDS: readonly string[] = ['date', 'issueDate', 'apostilleDate', 'translationApostilleDate'];
const TEXT_FIELDS: TextField[] = [
  'personNameInDocument',
  'dataCertificate',
  'addressReferenceName',
  'address',
  'processReferencePerson',
  'place',
  'notes',
  // the sworn translation's record (domain notes, "Brazil, apostille and translation")
  'translatorName',
  'translatorRegistration',
  'translationNumber',
  'translationBook',
  'translationPages',
];

export type CertificateEditorProps = {
  /** a saved certificate, or undefined for a new row */
  certificate?: CertificateWithProgress;
  readOnly: boolean;
  onSave: (fields: Fields, id?: string) => Promise<void>;
  onRemove: () => void;
};

/** The element of a saved certificate, which the warnings panel focuses. */
export const certificateElementId = (id: string) => `checklist-certificate-${id}`;

const fieldsOf = (certificate?: CertificateWithProgress): Fields =>
  Object.fromEntries(CERTIFICATE_FIELDS.map((field) => [field, certificate?.[field] ?? null])) as Fields;

/** One certificate row edited in place; its bar follows the fields as they are typed (the same spec 5 function). */
export function CertificateEditor({ certificate, readOnly, onSave, onRemove }: CertificateEditorProps) {
  const { t } = useTranslation('checklist');
  const options = useMemo(() => checklistOptions(t), [t]);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(certificate));
  const [saving, setSaving] = useState(false);
  const rowId = useId();
  const dirty = !certificate || JSON.stringify(fields) !== JSON.stringify(fieldsOf(certificate));
  /** a price whose text does not read as an amount yet (NaN): saving it would lose what was typed */
  const unreadable = PRICE_FIELDS.filter((field) => Number.isNaN(fields[field]));
  const progress = certificateProgress(fields);
  const set = <K extends keyof Fields>(field: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [field]: value }));
  // the document types follow the certificate type (a stored pair, even one saved before the offer was narrowed,
  // shows as it is); a new certificate type clears a document type it does not offer
  const storedPair =
    certificate?.typeOfCertificate === fields.typeOfCertificate ? certificate?.typeOfDocument : null;
  const typeOfDocumentOptions = useMemo(
    () => documentTypeOptions(t, fields.typeOfCertificate, storedPair),
    [t, fields.typeOfCertificate, storedPair],
  );
  const chooseEnum = (field: EnumField, value: Fields[EnumField]) =>
    setFields((current) => {
      const next = { ...current, [field]: value };
      return field !== 'typeOfCertificate' ||
        isDocumentTypeAllowed(next.typeOfCertificate, next.typeOfDocument)
        ? next
        : { ...next, typeOfDocument: null };
    });
  const label = (field: keyof Fields) => t(`fields.${field}`);
  const inputId = (field: string) => `${rowId}-${field}`;
  const enumField = (field: EnumField) => (
    <div className="lp-field" key={field}>
      <label htmlFor={inputId(field)}>{label(field)}</label>
      <Dropdown
        inputId={inputId(field)}
        value={fields[field] ?? null}
        options={field === 'typeOfDocument' ? typeOfDocumentOptions : options[field]}
        onChange={(event) => chooseEnum(field, event.value ?? null)}
        showClear={!readOnly}
        disabled={readOnly}
        placeholder={label(field)}
      />
    </div>
  );
  const dateField = (field: DateField) => (
    <div className="lp-field" key={field}>
      <label htmlFor={inputId(field)}>{label(field)}</label>
      <DateInput
        id={inputId(field)}
        name={field}
        value={fields[field] ?? ''}
        onValueChange={(value) => set(field, value || null)}
        disabled={readOnly}
      />
    </div>
  );

  const save = async () => {
    setSaving(true);
    try {
      await onSave(fields, certificate?.id);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li
      id={certificate ? certificateElementId(certificate.id) : undefined}
      tabIndex={-1}
      className="lp-certificate"
      aria-label={
        fields.typeOfCertificate
          ? options.typeOfCertificate.find((o) => o.value === fields.typeOfCertificate)?.label
          : t('fields.typeOfCertificate')
      }
    >
      <div className="lp-certificate-grid">
        {ENUM_FIELDS.map(enumField)}
        {DOSSIER_FIELDS.map((field) =>
          DATE_FIELDS.includes(field) ? dateField(field as DateField) : enumField(field as EnumField),
        )}
        {PRICE_FIELDS.map((field) => (
          <div className="lp-field" key={field}>
            <label htmlFor={inputId(field)}>{label(field)}</label>
            <MoneyInput
              id={inputId(field)}
              value={fields[field] ?? null}
              onChange={(cents) => set(field, cents)}
              invalid={unreadable.includes(field)}
              describedBy={unreadable.includes(field) ? `${inputId(field)}-error` : undefined}
              disabled={readOnly}
            />
            {unreadable.includes(field) ? (
              <small id={`${inputId(field)}-error`} className="lpr-error">
                {t('codes.price-invalid')}
              </small>
            ) : null}
          </div>
        ))}
        {dateField('date')}
        {TEXT_FIELDS.map((field) => (
          <div className="lp-field" key={field}>
            <label htmlFor={inputId(field)}>{label(field)}</label>
            <InputText
              id={inputId(field)}
              value={fields[field] ?? ''}
              onChange={(event) => set(field, event.target.value)}
              disabled={readOnly}
            />
          </div>
        ))}
        <MatriculaField
          id={inputId('matricula')}
          value={fields.matricula}
          onChange={(value) => set('matricula', value)}
          disabled={readOnly}
        />
      </div>
      <div className="lp-certificate-footer">
        <ProgressIndicator progress={progress} color={progressColor(progress)} label={t('fields.progress')} />
        {certificate ? (
          <ExpiryChip expiresOn={certificate.expiresOn} expiringSoon={certificate.expiringSoon} />
        ) : null}
        {readOnly ? null : (
          <span className="lp-actions">
            <Button
              type="button"
              icon="pi pi-check"
              label={t('tab.saveCertificate')}
              onClick={() => void save()}
              disabled={!dirty || saving || unreadable.length > 0}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              label={t('tab.removeCertificate')}
              severity="danger"
              outlined
              onClick={onRemove}
            />
          </span>
        )}
      </div>
      {certificate ? <CertificateFiles certificate={certificate} /> : null}
      {certificate ? <CustodyPanel certificate={certificate} editable={!readOnly} /> : null}
    </li>
  );
}
