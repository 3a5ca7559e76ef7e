import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { CUSTODY_PLACES, type CertificateWithProgress, type CustodyPlace } from '@linhagem/contracts';
import {
  DateInput,
  translateError,
  useFormat,
  useOfficeToday,
  useToast,
  useTranslation,
} from '@linhagem/ui-kit';
import { useClockApi } from './useClockApi';
import './clock.css';

export type CustodyPanelProps = {
  certificate: Pick<CertificateWithProgress, 'id' | 'custody'>;
  editable: boolean;
  onChange?(certificate: CertificateWithProgress): void;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where a certificate's physical original has been (oldest first), and a form to record a move. */
export function CustodyPanel({ certificate, editable, onChange }: CustodyPanelProps) {
  const { t } = useTranslation('clock');
  const { formatDate } = useFormat();
  const api = useClockApi();
  const toast = useToast();
  const [moves, setMoves] = useState(certificate.custody ?? []);
  const [place, setPlace] = useState<CustodyPlace>('TRANSLATOR');
  const { today } = useOfficeToday();
  const [at, setAt] = useState(today);
  const [note, setNote] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const id = (name: string) => `custody-${certificate.id}-${name}`;

  const record = async () => {
    try {
      const saved = await api.addCustodyMove(certificate.id, { place, at, note, trackingNumber });
      setMoves(saved.custody ?? []);
      setNote('');
      setTrackingNumber('');
      onChange?.(saved);
    } catch (error) {
      toast.error(translateError(t, error));
    }
  };

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
          onSubmit={(event) => {
            event.preventDefault();
            void record();
          }}
        >
          <div className="lp-field">
            <label htmlFor={id('place')}>{t('custody.place')}</label>
            <Dropdown
              inputId={id('place')}
              value={place}
              options={CUSTODY_PLACES.map((value) => ({ value, label: t(`custody.places.${value}`) }))}
              onChange={(event) => setPlace(event.value)}
            />
          </div>
          <div className="lp-field">
            <label htmlFor={id('at')}>{t('custody.at')}</label>
            <DateInput id={id('at')} name="at" value={at} onValueChange={setAt} />
          </div>
          {place === 'COURIER' ? (
            <div className="lp-field">
              <label htmlFor={id('tracking')}>{t('custody.trackingNumber')}</label>
              <InputText
                id={id('tracking')}
                value={trackingNumber}
                maxLength={100}
                onChange={(event) => setTrackingNumber(event.target.value)}
              />
            </div>
          ) : null}
          <div className="lp-field">
            <label htmlFor={id('note')}>{t('custody.note')}</label>
            <InputText
              id={id('note')}
              value={note}
              maxLength={1000}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
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
