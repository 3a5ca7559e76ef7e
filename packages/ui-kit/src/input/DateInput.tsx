import { lazy, Suspense, useEffect, useRef, useState, type FocusEventHandler } from 'react';
import { datePattern, formatDate, parseDateInput } from '@linhagem/i18n';
import { useTranslation } from '../i18n/useTranslation';
import { usePreferences } from '../preferences/usePreferences';
import { MaskInput } from './MaskInput';

// PrimeReact's Calendar loads the first time a calendar opens
const CalendarPopup = lazy(() => import('./CalendarPopup'));

const DATE_MASK = '99/99/9999';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DateInputProps = {
  id: string;
  name: string;
  /** 'YYYY-MM-DD', '' or an incomplete date as typed */
  value: string;
  onValueChange(value: string): void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * A calendar date typed as 99/99/9999 in the person's order (dd/mm/yyyy or mm/dd/yyyy) or picked on a calendar
 * (spec 5 and 9: years 1500 to current + 100); held as 'YYYY-MM-DD'. The calendar closes on Escape, on a click
 * outside and after a pick, and gives the focus back to the input.
 */
export function DateInput({ id, value, onValueChange, disabled, ...rest }: DateInputProps) {
  const { t } = useTranslation('common');
  const { language } = usePreferences();
  const [text, setText] = useState(() => formatDate(value, language));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (value === '') setText('');
    else if (ISO_DATE.test(value)) setText(formatDate(value, language));
  }, [value, language]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      input.current?.querySelector('input')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    input.current?.querySelector('input')?.focus();
  };

  return (
    <div className="lk-date-input" ref={root}>
      <div className="p-inputgroup" ref={input}>
        <MaskInput
          {...rest}
          id={id}
          mask={DATE_MASK}
          placeholder={datePattern(language)}
          value={text}
          disabled={disabled}
          onValueChange={(typed) => {
            setText(typed);
            onValueChange(parseDateInput(typed, language));
          }}
        />
        <button
          type="button"
          className="p-button p-component p-button-icon-only p-button-outlined"
          aria-label={t('date.openCalendar')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}-calendar` : undefined}
          disabled={disabled}
          onClick={() => setOpen((was) => !was)}
        >
          <span className="p-button-icon pi pi-calendar" aria-hidden="true" />
        </button>
      </div>
      {open ? (
        <div id={`${id}-calendar`} className="lk-date-popup" role="dialog" aria-label={t('date.calendar')}>
          <Suspense fallback={<span className="lk-spinner" role="status" aria-label={t('loading')} />}>
            <CalendarPopup
              value={ISO_DATE.test(value) ? value : ''}
              label={t('date.calendar')}
              onPick={(iso) => {
                setText(formatDate(iso, language));
                onValueChange(iso);
                close();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
