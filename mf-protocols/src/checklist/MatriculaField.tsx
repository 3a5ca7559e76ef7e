import { InputText } from 'primereact/inputtext';
import {
  formatMatricula,
  isMatricula,
  matriculaBookTypeName,
  matriculaIssue,
  parseMatricula,
  type Matricula,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import './matriculaField.css';

export type MatriculaFieldProps = {
  id: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  disabled?: boolean;
};

const PARTS = [
  'cns',
  'acervo',
  'service',
  'year',
  'bookType',
  'book',
  'page',
  'term',
  'checkDigits',
] as const;

/**
 * A certificate's matrícula (domain notes, "The matrícula of a civil-registry certificate"): typed with or without
 * its dots and spaces, checked by the same function as the service as it is typed, and shown decoded once it
 * has its 32 digits; a stored value shows in its printed groups.
 */
export function MatriculaField({ id, value, onChange, disabled }: MatriculaFieldProps) {
  const { t } = useTranslation('reading');
  const text = value && /^\d{32}$/.test(value) ? formatMatricula(value) : (value ?? '');
  const issue = matriculaIssue(text);
  const parsed = text.trim() ? parseMatricula(text) : null;
  const matricula: Matricula | null = parsed && isMatricula(parsed) ? parsed : null;
  const hintId = `${id}-hint`;
  const partText = (part: (typeof PARTS)[number], m: Matricula): string => {
    const raw = m[part];
    if (part === 'bookType') {
      const name = matriculaBookTypeName(raw);
      return name ? `${raw} · ${t(`matricula.bookType.${name}`)}` : raw;
    }
    if (part === 'acervo' && (raw === '01' || raw === '02'))
      return `${raw} · ${t(`matricula.acervo.${raw}`)}`;
    if (part === 'service' && raw === '55') return `${raw} · ${t('matricula.service.55')}`;
    return raw;
  };
  return (
    <div className="lp-field lp-matricula">
      <label htmlFor={id}>{t('matricula.label')}</label>
      <InputText
        id={id}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={60}
        onChange={(event) => onChange(event.target.value.trim() ? event.target.value : null)}
        invalid={Boolean(issue)}
        aria-invalid={Boolean(issue)}
        aria-describedby={hintId}
        disabled={disabled}
      />
      <small id={hintId} className={issue ? 'lpr-error' : undefined} role={issue ? 'alert' : undefined}>
        {issue
          ? t(`codes.${issue.replace('reading.', '')}` as 'codes.matricula-invalid')
          : t('matricula.hint')}
      </small>
      {matricula && matricula.valid ? (
        <dl className="lp-matricula-parts" aria-label={t('matricula.valid')}>
          {PARTS.map((part) => (
            <div key={part}>
              <dt>{t(`matricula.parts.${part}`)}</dt>
              <dd>{partText(part, matricula)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
