import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import {
  CUSTODY_PLACES,
  custodyMoveBodySchema,
  type CertificateWithProgress,
  type CustodyPlace,
} from '@linhagem/contracts';
import { useFormat, useOfficeToday, useTranslation } from '@linhagem/ui-kit';
import {
  DateField,
  EntityFormFields,
  SelectField,
  TextField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';
import { useClockApi } from './useClockApi';
import './clock.css';

export type CustodyPanelProps = {
  certificate: Pick<CertificateWithProgress, 'id' | 'custody'>;
  editable: boolean;
  onChange?(certificate: CertificateWithProgress): void;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Move = { place: CustodyPlace; at: string; note: string; trackingNumber: string };

/** Where a certificate's physical original has been (oldest first), and a form to record a move. */
export function CustodyPanel({ certificate, editable, onChange }: CustodyPanelProps) {
  const { t } = useTranslation('clock');
  const { formatDate } = useFormat();
  const api = useClockApi();
  const [moves, setMoves] = useState(certificate.custody ?? []);
  const { today } = useOfficeToday();
  const empty = useMemo<Move>(
    () => ({ place: 'TRANSLATOR', at: today, note: '', trackingNumber: '' }),
    [today],
  );
  // a kit form (docs/adr-form-kit.md) inline in the panel; the contract asks a courier's tracking number
  const form = useEntityForm<Move, CertificateWithProgress>({
    empty,
    schema: custodyMoveBodySchema,
    save: (values) => api.addCustodyMove(certificate.id, values),
    // the note and tracking number go; the place and day stay for the next move
    onSaved: (saved) => {
      setMoves(saved.custody ?? []);
      form.reset({ ...form.values, note: '', trackingNumber: '' });
      onChange?.(saved);
    },
    successMessage: false,
    invalidToast: false,
    idPrefix: `custody-${certificate.id}`,
  });
  const { place, at } = form.values;

  return (
    <section className="lcl-custody" aria-label={t('custody.title')}>
      <h3>{t('custody.title')}</h3>
      {moves.length ? (
        <ol className="lcl-list">
          {moves.map((move) => (
            <li key={move.id} className="lcl-item">
              <div className="lcl-head">
                <strong>{t(`custody.places.${move.place}`)}</strong>
                <span>{formatDate(move.at.slice(0, 10))}</span>
                <span className="lp-muted">{move.by.name}</span>
              </div>
              {move.trackingNumber ? (
                <span>
                  {t('custody.trackingNumber')}: {move.trackingNumber}
                </span>
              ) : null}
              {move.note ? <span>{move.note}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="lp-muted">{t('custody.empty')}</p>
      )}
      {editable ? (
        <form
          className="lcl-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <EntityFormFields form={form}>
            <SelectField
              name="place"
              label={t('custody.place')}
              showClear={false}
              options={CUSTODY_PLACES.map((value) => ({ value, label: t(`custody.places.${value}`) }))}
            />
            <DateField name="at" label={t('custody.at')} formatHint={false} />
            {/* a field that depends on another: a courier's tracking number */}
            {place === 'COURIER' ? (
              <TextField name="trackingNumber" label={t('custody.trackingNumber')} required />
            ) : null}
            <TextField name="note" label={t('custody.note')} />
          </EntityFormFields>
          <Button
            type="submit"
            icon="pi pi-arrow-right-arrow-left"
            label={t('custody.save')}
            disabled={!ISO_DATE.test(at)}
          />
        </form>
      ) : null}
    </section>
  );
}
