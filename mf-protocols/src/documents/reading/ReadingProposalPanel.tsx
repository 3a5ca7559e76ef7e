import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import {
  READING_API,
  type CaseDocument,
  type ReadingField,
  type ReadingFieldName,
} from '@linhagem/contracts';
import { translateError, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { ReadingPageView } from './ReadingPageView';
import { useReadingProposal, type CaseValues } from './useReadingProposal';

type Choice = 'accept' | 'correct' | 'ignore';
const CHOICES: Choice[] = ['accept', 'correct', 'ignore'];

/** Names and places compared as a reader would: case, accents and spacing aside. */
const key = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** What accepting a field does to the case, said beside it (docs/adr-reading.md "Applying"). */
function consequence(name: ReadingFieldName, read: string, held: string | undefined) {
  if (held && key(held) === key(read)) return 'same';
  if (name === 'personName' && held) return 'nameVariant';
  if (['eventDate', 'fatherName', 'motherName', 'spouseName'].includes(name)) return 'warning';
  return null;
}

export type ReadingProposalPanelProps = { document: CaseDocument; canWrite: boolean };

/**
 * What a document's reading says, field by field beside what the case holds, for a person to accept, correct or
 * ignore; the matrícula with its check digits; Apply writes the accepted values (docs/adr-reading.md "Applying").
 */
export function ReadingProposalPanel({ document, canWrite }: ReadingProposalPanelProps) {
  const { t } = useTranslation('reading');
  const { formatDate } = useFormat();
  const toast = useToast();
  const { reading, caseValues, apply, readAgain } = useReadingProposal(document);
  const [choices, setChoices] = useState<Partial<Record<ReadingFieldName, Choice>>>({});
  const [corrections, setCorrections] = useState<Partial<Record<ReadingFieldName, string>>>({});
  const [matricula, setMatricula] = useState(false);
  const [written, setWritten] = useState<number | null>(null);
  const [activeName, setActiveName] = useState<ReadingFieldName | null>(null);
  if (reading === null || reading === 'none') return null;

  // each field is shown cut from the page it was read on, and boxed on that page: the server draws the page read
  // (a PDF's page, a picture upright) in the proportions of the page the boxes are in
  const pictureOf = (field: ReadingField) => {
    const page = reading.pages[field.page - 1];
    return page
      ? { url: READING_API.page(document.id, field.page), width: page.width, height: page.height }
      : undefined;
  };
  const active = reading.fields.find((field) => field.name === activeName) ?? reading.fields[0];
  const activePage = active ? reading.pages[active.page - 1] : undefined;
  const show = (name: ReadingFieldName, value: string) => (name === 'eventDate' ? formatDate(value) : value);
  const choiceOf = (name: ReadingFieldName) => choices[name] ?? 'ignore';
  const chosen = reading.fields.filter((field) => choiceOf(field.name) !== 'ignore');
  const canApply = canWrite && document.certificateId && (chosen.length > 0 || matricula);

  async function submit() {
    try {
      const answer = await apply({
        fields: chosen.map((field) =>
          choiceOf(field.name) === 'correct'
            ? { name: field.name, value: corrections[field.name] ?? field.value }
            : field.name,
        ),
        ...(matricula && { matricula: true }),
      });
      setWritten(answer.written.length);
      toast.success(t('panel.applied', { count: answer.written.length }));
    } catch (error) {
      toast.error(translateError(t, error));
    }
  }

  return (
    <section className="lpd-reading" aria-labelledby={`reading-${document.id}`}>
      <h3 id={`reading-${document.id}`}>{t('panel.title')}</h3>
      <p className="lpd-reading-status">
        {t(`status.${reading.status}`)}
        {canWrite ? (
          <Button type="button" link label={t('panel.readAgain')} onClick={() => void readAgain()} />
        ) : null}
      </p>
      {reading.feedback ? (
        <Message
          severity={reading.feedback.ok ? 'success' : 'warn'}
          text={
            reading.feedback.ok
              ? t('panel.familyConfirmed')
              : t('panel.familySaid', { note: reading.feedback.note ?? '' })
          }
        />
      ) : null}
      {reading.status === 'READ' && reading.fields.length === 0 && !reading.matricula ? (
        <p>{t('panel.nothingFound')}</p>
      ) : null}
      {reading.fields.length > 0 && canWrite ? (
        <Button
          type="button"
          outlined
          size="small"
          label={t('panel.acceptAll')}
          onClick={() =>
            setChoices(Object.fromEntries(reading.fields.map((field) => [field.name, 'accept'])))
          }
        />
      ) : null}
      {active && activePage ? (
        <ReadingPageView
          url={READING_API.page(document.id, active.page)}
          page={activePage}
          number={active.page}
          fields={reading.fields.filter((field) => field.page === active.page)}
          active={active}
        />
      ) : null}
      {reading.fields.map((field) => (
        <FieldRow
          key={field.name}
          field={field}
          held={caseValues[field.name as keyof CaseValues]}
          picture={pictureOf(field)}
          onActive={() => setActiveName(field.name)}
          choice={choiceOf(field.name)}
          correction={corrections[field.name] ?? field.value}
          disabled={!canWrite}
          show={show}
          onChoice={(choice) => {
            setChoices((all) => ({ ...all, [field.name]: choice }));
            if (choice === 'correct' && corrections[field.name] === undefined)
              setCorrections((all) => ({ ...all, [field.name]: field.value }));
          }}
          onCorrection={(value) => setCorrections((all) => ({ ...all, [field.name]: value }))}
        />
      ))}
      {reading.matricula ? (
        <div className="lpd-reading-matricula">
          <span>
            {t('matricula.label')}: <strong>{reading.matricula.digits}</strong>
          </span>
          {reading.matricula.valid ? (
            <label>
              <input
                type="checkbox"
                checked={matricula}
                disabled={!canWrite}
                onChange={(event) => setMatricula(event.target.checked)}
              />{' '}
              {t('panel.writeMatricula')} · {t('matricula.valid')}
            </label>
          ) : (
            <Message severity="warn" text={t('codes.matricula-invalid')} />
          )}
        </div>
      ) : null}
      {canWrite && reading.status === 'READ' ? (
        <Button type="button" label={t('panel.apply')} disabled={!canApply} onClick={() => void submit()} />
      ) : null}
      {written !== null ? (
        <p role="status" className="lpd-reading-written">
          {t('panel.applied', { count: written })}
        </p>
      ) : null}
    </section>
  );
}

type Picture = { url: string; width: number; height: number };

/** The box of a field on its page, cut from the page as a background (percentages: any size the page is served at). */
function boxStyle({ url, width, height }: Picture, [x0, y0, x1, y1]: ReadingField['box']) {
  const w = Math.max(1, x1 - x0);
  const h = Math.max(1, y1 - y0);
  const at = (start: number, size: number, whole: number) =>
    whole > size ? `${(start / (whole - size)) * 100}%` : '0';
  return {
    backgroundImage: `url("${url}")`,
    backgroundSize: `${(width / w) * 100}% auto`,
    backgroundPosition: `${at(x0, w, width)} ${at(y0, h, height)}`,
    aspectRatio: `${w} / ${h}`,
  };
}

type FieldRowProps = {
  field: ReadingField;
  picture?: Picture;
  held: string | undefined;
  choice: Choice;
  correction: string;
  disabled: boolean;
  show: (name: ReadingFieldName, value: string) => string;
  onChoice: (choice: Choice) => void;
  onCorrection: (value: string) => void;
  /** the person is on this field (focus or pointer): its box is highlighted on the page */
  onActive: () => void;
};

/** One field: as read, as the case holds it, and the person's choice (radio buttons: arrows move, Tab leaves). */
function FieldRow({
  field,
  picture,
  held,
  choice,
  correction,
  disabled,
  show,
  onChoice,
  onCorrection,
  onActive,
}: FieldRowProps) {
  const { t } = useTranslation('reading');
  const label = t(`fields.${field.name}`);
  const effect = consequence(field.name, field.value, held);
  return (
    <fieldset
      className="lpd-reading-field"
      data-field={field.name}
      onFocus={onActive}
      onMouseEnter={onActive}
    >
      <legend>{label}</legend>
      {picture ? (
        <div
          className="lpd-reading-box"
          role="img"
          aria-label={t('panel.onPage', { field: label })}
          style={boxStyle(picture, field.box)}
        />
      ) : null}
      <dl>
        <dt>{t('panel.inDocument')}</dt>
        <dd>
          <strong>{show(field.name, field.value)}</strong>{' '}
          <small>{t('panel.confidence', { value: Math.round(field.confidence) })}</small>
        </dd>
        <dt>{t('panel.inCase')}</dt>
        <dd>{held ? show(field.name, held) : '—'}</dd>
      </dl>
      <div className="lpd-reading-choices">
        {CHOICES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`reading-${field.name}`}
              value={option}
              checked={choice === option}
              disabled={disabled}
              onChange={() => onChoice(option)}
            />{' '}
            {t(`panel.${option}`)}
          </label>
        ))}
      </div>
      {choice === 'correct' ? (
        <InputText
          aria-label={t('panel.correction', { field: label })}
          value={correction}
          type={field.name === 'eventDate' ? 'date' : 'text'}
          onChange={(event) => onCorrection(event.target.value)}
        />
      ) : null}
      {effect && choice !== 'ignore' ? <p className="lpd-reading-effect">{t(`panel.${effect}`)}</p> : null}
    </fieldset>
  );
}
